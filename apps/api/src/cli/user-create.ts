import { parseArgs } from 'node:util';
import { emailSchema } from '@origina/domain/email';
import { passwordSchema } from '@origina/domain/password-policy';
import { type Role, roles } from '@origina/domain/roles';
import { translate } from '../i18n/messages.js';
import { createAccount, findUserIdByEmail } from '../modules/users/accounts.js';
import { passwordProblem } from '../security/password-strength.js';
import { stop, withDatabase } from './with-database.js';

const usage =
  'Usage: npm run user:create -- --email E --password P --role promoter|reviewer|admin|compliance [--first-name F --last-name L]';

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  }).values;
}
try {
  args = parse();
} catch (error) {
  stop(`${(error as Error).message}\n${usage}`, 2);
}

if (!args.email || !args.password || !args.role) stop(usage, 2);
if (!roles.includes(args.role as Role)) stop(`--role must be one of: ${roles.join(', ')}.`, 2);
const email = emailSchema.safeParse(args.email);
if (!email.success) stop(`--email: ${translate('en', 'validation.email_invalid')}`);
const password = passwordSchema.safeParse(args.password);
if (!password.success) {
  const key = password.error.issues[0]?.message;
  stop(
    `--password: ${translate('en', key === 'validation.password_too_long' ? key : 'validation.password_too_short')}`,
  );
}
const problem = await passwordProblem(args.password, email.data, [
  args['first-name'] ?? '',
  args['last-name'] ?? '',
]);
if (problem) stop(`--password: ${translate('en', problem)}`);

await withDatabase('npm run user:create', async (database) => {
  if (await findUserIdByEmail(database.db, email.data)) {
    return { ok: false, message: `An account with the e-mail ${email.data} already exists.` };
  }
  const id = await createAccount(
    database.db,
    {
      email: email.data,
      password: args.password!,
      role: args.role as Role,
      firstName: args['first-name'] ?? email.data.split('@')[0] ?? '',
      lastName: args['last-name'] ?? '',
    },
    'cli',
  );
  return { ok: true, message: `Created ${args.role} ${email.data} (id ${id}). They can sign in now.` };
});
