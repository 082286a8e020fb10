import { parseArgs } from 'node:util';
import { emailSchema } from '@origina/domain/email';
import { type Role, roles } from '@origina/domain/roles';
import { ConfigError, loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open.js';
import { createLogger } from '../logger.js';
import { createMailer } from '../mail/mailer.js';
import { createAuthService } from '../modules/auth/service.js';
import { findUserIdByEmail } from '../modules/users/accounts.js';
import { resolveJwtSecret } from '../security/jwt-secret.js';
import { createSecretHasher } from '../security/one-time-secrets.js';
import { createMemoryRateLimitStore } from '../security/rate-limit-store.js';
import { createTokenSigner } from '../security/tokens.js';

// Invites someone by e-mail (a link to /auth/register/{token} where they choose their password):
// how an operator adds people until the administration screens exist, and with them.
const usage =
  'Usage: npm run user:invite -- --email E --role promoter|reviewer|admin --first-name F --last-name L [--language es|en]';

function stop(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

let args: Record<string, string | undefined>;
try {
  args = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      language: { type: 'string' },
    },
    strict: true,
  }).values;
} catch (error) {
  stop(`${(error as Error).message}\n${usage}`, 2);
}
if (!args.email || !args.role || !args['first-name'] || !args['last-name']) stop(usage, 2);
if (!roles.includes(args.role as Role)) stop(`--role must be one of: ${roles.join(', ')}.`, 2);
const email = emailSchema.safeParse(args.email);
if (!email.success) stop('--email: enter a valid e-mail.');
const language = args.language === 'en' ? 'en' : 'es';

try {
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config, 'npm run user:invite');
  let outcome: { ok: boolean; message: string };
  try {
    await database.migrate();
    if (await findUserIdByEmail(database.db, email.data)) {
      outcome = { ok: false, message: `An account with the e-mail ${email.data} already exists.` };
    } else {
      const log = createLogger(config.logLevel);
      const jwtSecret = resolveJwtSecret(config);
      const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
      const auth = createAuthService({
        config: { ...config, jwtSecret },
        db: database.db,
        mailer,
        tokens: createTokenSigner(jwtSecret),
        hashSecret: createSecretHasher(jwtSecret),
        rateLimits: createMemoryRateLimitStore(),
        log,
      });
      await auth.invite({
        email: email.data,
        role: args.role as Role,
        firstName: args['first-name'],
        lastName: args['last-name'],
        language,
        invitedBy: null,
      });
      await mailer.dispatch();
      await mailer.close();
      outcome = {
        ok: true,
        message: `Invited ${args.role} ${email.data}: the link was ${config.smtpUrl ? 'e-mailed' : 'written to the outbox and the log'}.`,
      };
    }
  } finally {
    await database.close();
  }
  if (!outcome.ok) stop(outcome.message);
  process.stdout.write(`${outcome.message}\n`);
} catch (error) {
  stop(error instanceof ConfigError ? error.message : (error as Error).message);
}
