import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { todayInMexico } from '@origina/domain/calendar-date';
import { emailSchema } from '@origina/domain/email';
import { type Role, roles } from '@origina/domain/roles';
import { AppError } from '../errors.js';
import { createLogger } from '../logger.js';
import { createMailer } from '../mail/mailer.js';
import { createAuthService } from '../modules/auth/service.js';
import { createCaptchaService } from '../modules/captcha/captcha.js';
import { resolveJwtSecret } from '../security/jwt-secret.js';
import { createSecretHasher } from '../security/one-time-secrets.js';
import { createMemoryRateLimitStore } from '../security/rate-limit-store.js';
import { createTokenSigner } from '../security/tokens.js';
import { createSmsOutbox } from '../sms/sms-outbox.js';
import { createSmsSender } from '../sms/sms-sender.js';
import { localDiskStorage } from '../storage/file-storage.js';
import { stop, withDatabase } from './with-database.js';

// Invites someone by e-mail (a link to /auth/register/{token} where they choose their password):
// how an operator adds people until the administration screens exist, and with them.
const usage =
  'Usage: npm run user:invite -- --email E --role promoter|reviewer|admin --first-name F --last-name L [--language es|en]';

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

await withDatabase('npm run user:invite', async (database, config) => {
  const log = createLogger(config.logLevel);
  const jwtSecret = resolveJwtSecret(config);
  const storage = localDiskStorage(join(config.dataDir, 'documents'));
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    readFile: async (key) => buffer(await storage.read(key)),
  });
  const sms = createSmsSender(config.sms, log);
  const context = {
    config: { ...config, jwtSecret },
    db: database.db,
    mailer,
    sms,
    smsOutbox: createSmsOutbox({ db: database.db, sender: sms, log }),
    tokens: createTokenSigner(jwtSecret),
    hashSecret: createSecretHasher(jwtSecret),
    rateLimits: createMemoryRateLimitStore(),
    storage,
    log,
    today: todayInMexico,
  };
  const auth = createAuthService(context, createCaptchaService(context));
  try {
    await auth.invite({
      email: email.data,
      role: args.role as Role,
      firstName: args['first-name']!,
      lastName: args['last-name']!,
      language,
      invitedBy: null,
    });
  } catch (error) {
    // An unverified account with this address is taken over; a verified one stays its owner's.
    if (error instanceof AppError && error.code === 'email_taken') {
      return { ok: false, message: `An account with the e-mail ${email.data} already exists.` };
    }
    throw error;
  }
  // Delivered before the command ends (or, with no SMTP_URL, written to the log).
  await mailer.dispatch();
  await mailer.close();
  await context.smsOutbox.close();
  const where = config.smtpUrl ? 'e-mailed' : 'written to the outbox and the log';
  return { ok: true, message: `Invited ${args.role} ${email.data}: the link was ${where}.` };
});
