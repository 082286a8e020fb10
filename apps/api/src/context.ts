import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import type { SecretHasher } from './security/one-time-secrets.js';
import type { RateLimitStore } from './security/rate-limit-store.js';
import type { TokenSigner } from './security/tokens.js';
import type { SmsOutbox } from './sms/sms-outbox.js';
import type { SmsSender } from './sms/sms-sender.js';
import type { FileStorage } from './storage/file-storage.js';

// What every module needs, built once by the composition root (app.ts).
export interface AppContext {
  config: Config & { jwtSecret: string };
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  /** Text messages that must not be lost: kept with what caused them, sent with retries. */
  smsOutbox: SmsOutbox;
  tokens: TokenSigner;
  hashSecret: SecretHasher;
  rateLimits: RateLimitStore;
  storage: FileStorage;
  log: Logger;
  /** Today in Mexico City (YYYY-MM-DD): the day a contract is dated and its validity judged. */
  today: () => string;
}
