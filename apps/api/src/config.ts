import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { trustProxySchema } from './security/trusted-proxies.js';

// The release error reports are tagged with, unless RELEASE names one (a commit, say).
const appVersion: string = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).version;

const durationPattern = /^(\d+)\s*(s|m|h|d)?$/;
const unitSeconds = { s: 1, m: 60, h: 3600, d: 86400 } as const;

// Accepts "300", "300s", "5m", "1h", "7d"; answers seconds.
const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const match = durationPattern.exec(value.trim());
      if (!match || Number(match[1]) <= 0) {
        ctx.addIssue({ code: 'custom', message: 'expected a duration such as 300s, 5m, 1h or 7d' });
        return z.NEVER;
      }
      return Number(match[1]) * unitSeconds[(match[2] ?? 's') as keyof typeof unitSeconds];
    });

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : null));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  ENVIRONMENT: z.string().min(1).default('local'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : null))
    .refine((value) => value === null || /^postgres(ql)?:\/\/[^\s]+$/.test(value), {
      message: 'expected a postgres:// or postgresql:// connection URL',
    })
    .refine((value) => value === null || URL.canParse(value), { message: 'is not a valid URL' }),
  JWT_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || value.length >= 32, { message: 'must be at least 32 characters' }),
  ACCESS_TOKEN_TTL: duration('5m'),
  REFRESH_TOKEN_TTL: duration('1d'),
  SESSION_MAX_AGE: duration('7d'),
  REFRESH_GRACE_PERIOD: duration('30s'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : null))
    .refine((value) => value === null || /^smtps?:\/\//.test(value), {
      message: 'expected smtp:// or smtps://',
    }),
  MAIL_FROM: z.string().min(3).default('Origina <no-reply@origina.local>'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine((origins) => origins.every((origin) => URL.canParse(origin)), {
      message: 'expected URLs separated by commas',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LENDER_NAME: z.string().min(1).default('Origina'),
  LENDER_LOGO_URL: optionalText,
  // First-start defaults of the lender profile (legal name, RFC, address), shown to the
  // administrator until the profile is saved; the contracts print only the saved profile.
  LENDER_LEGAL_NAME: optionalText,
  LENDER_RFC: optionalText,
  LENDER_ADDRESS: optionalText,
  // A contract template replacing templates/contrato-credito.txt ({{placeholders}}, see docs).
  CONTRACT_TEMPLATE: optionalText,
  // Days a contract stays valid for signing and disbursing (docs/domain-rules.md, Dates): its first payment is
  // set so the employer has the deduction in time even when it is disbursed on the last of them.
  CONTRACT_VALIDITY_DAYS: z.coerce.number().int().min(1).max(30).default(5),
  // Days the customer can download what they signed through their used signing link (and the
  // link in the SMS and e-mail sent when they sign).
  SIGNED_COPY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Anti-money-laundering screening (docs/screening.md): the name similarity (0–1) from which a
  // list entry is a hit (the default's reasons are in packages/domain/src/screening-match.ts), and
  // the loan amount (MXN) from which the amount is a risk factor.
  SCREENING_NAME_THRESHOLD: z.coerce.number().min(0.5).max(1).default(0.88),
  SCREENING_RISK_AMOUNT: z.coerce.number().positive().default(100_000),
  // An HTTP SMS gateway for the customer's signing codes (see sms/sms-sender.ts); unset, texts
  // are printed to the log.
  SMS_GATEWAY_URL: optionalText.refine((value) => value === null || URL.canParse(value), {
    message: 'expected a URL',
  }),
  SMS_GATEWAY_TOKEN: optionalText,
  // Who answers the credit-bureau inquiry (modules/bureau/bureau-provider.ts): `manual` (the desk
  // runs it at the bureau and records folio, date and score) or `circulo_de_credito` (its API at
  // BUREAU_API_URL with BUREAU_API_KEY, the user and password it issued, and the PEM file of the
  // lender's ECDSA key that signs each request).
  BUREAU_PROVIDER: z.enum(['manual', 'circulo_de_credito']).default('manual'),
  BUREAU_API_URL: optionalText.refine((value) => value === null || /^https?:\/\/\S+$/.test(value), {
    message: 'expected an http:// or https:// URL',
  }),
  BUREAU_API_KEY: optionalText,
  BUREAU_USERNAME: optionalText,
  BUREAU_PASSWORD: optionalText,
  BUREAU_SIGNING_KEY: optionalText,
  BUREAU_TIMEOUT: duration('20s'),
  // A time-stamping authority (RFC 3161) for the signed documents, and the PEM file of the CA
  // certificates its tokens are checked against; unset, the server's own key stamps them
  // (docs/trusted-time.md).
  TSA_URL: optionalText.refine((value) => value === null || /^https?:\/\/\S+$/.test(value), {
    message: 'expected an http:// or https:// URL',
  }),
  TSA_CA_CERT: optionalText,
  TSA_TIMEOUT: duration('10s'),
  SUPPORT_EMAIL: optionalText,
  SUPPORT_PHONE: optionalText,
  SUPPORT_WHATSAPP: optionalText,
  SUPPORT_HOURS: optionalText,
  CHAT_USER_ID_PREFIX: z.string().default('origina-'),
  INTERCOM_APP_ID: optionalText,
  INTERCOM_SECRET: optionalText,
  SUPPORT_INBOX: optionalText,
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET_KEY: optionalText,
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  ALTCHA_COST: positiveInt(1000),
  ALTCHA_MAX_COUNTER: positiveInt(1500),
  CAPTCHA_PASS_TTL: duration('5m'),
  CAPTCHA_LOGIN_AFTER_FAILURES: positiveInt(3),
  CAPTCHA_VERIFICATIONS_PER_MINUTE: positiveInt(30),
  SENTRY_DSN: optionalText.refine((value) => value === null || URL.canParse(value), {
    message: 'expected a Sentry DSN URL',
  }),
  RELEASE: optionalText,
  CLIENT_ERRORS_PER_MINUTE: positiveInt(30),
  DOCUMENT_UPLOADS_PER_HOUR: positiveInt(120),
  TRUST_PROXY: trustProxySchema,
  BODY_LIMIT_BYTES: positiveInt(1024 * 1024),
  HEADERS_TIMEOUT: duration('20s'),
  BODY_TIMEOUT: duration('60s'),
  REQUEST_TIMEOUT: duration('180s'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt(50),
  LOGIN_FAILURE_WINDOW: duration('15m'),
  LOGIN_CONCURRENT_PER_ACCOUNT: positiveInt(1),
  LOGIN_CONCURRENT_PER_ADDRESS: positiveInt(2),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  WEB_DIST_DIR: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.refine((value) => value === null || URL.canParse(value), {
    message: 'expected the URL of an S3-compatible endpoint',
  }),
  S3_PUBLIC_ENDPOINT: optionalText.refine((value) => value === null || URL.canParse(value), {
    message: 'expected the URL browsers use to reach the bucket',
  }),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  REDIS_URL: optionalText.refine((value) => value === null || /^rediss?:\/\/\S+$/.test(value), {
    message: 'expected redis:// or rediss://',
  }),
  REDIS_PREFIX: z.string().min(1).max(100).default('origina:'),
  METRICS_TOKEN: optionalText.refine((value) => value === null || value.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  // With no SMTP or SMS service, messages are printed whole to the log (a development default):
  // in production that puts customers' links and codes in the log, so it must be asked for.
  MESSAGES_TO_LOG: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

function toConfig(env: z.infer<typeof envSchema>) {
  const embedded = env.DATABASE_URL === null;
  return {
    nodeEnv: env.NODE_ENV,
    environment: env.ENVIRONMENT,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    embedded,
    jwtSecret: env.JWT_SECRET,
    tokens: {
      accessTtlSeconds: env.ACCESS_TOKEN_TTL,
      refreshTtlSeconds: env.REFRESH_TOKEN_TTL,
      sessionMaxAgeSeconds: env.SESSION_MAX_AGE,
      refreshGraceSeconds: env.REFRESH_GRACE_PERIOD,
    },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    // Without PUBLIC_URL, links a person opens on another device take the address the app was
    // opened at (http.ts, publicOrigin).
    publicUrlFromEnv: env.PUBLIC_URL !== undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    corsOrigins: env.CORS_ORIGINS,
    logLevel: env.LOG_LEVEL,
    lender: {
      name: env.LENDER_NAME,
      logoUrl: env.LENDER_LOGO_URL,
      legalName: env.LENDER_LEGAL_NAME,
      rfc: env.LENDER_RFC,
      address: env.LENDER_ADDRESS,
    },
    contractTemplate: env.CONTRACT_TEMPLATE,
    contractValidityDays: env.CONTRACT_VALIDITY_DAYS,
    timestamps: { url: env.TSA_URL, caCertFile: env.TSA_CA_CERT, timeoutSeconds: env.TSA_TIMEOUT },
    signedCopyDays: env.SIGNED_COPY_DAYS,
    screening: { nameThreshold: env.SCREENING_NAME_THRESHOLD, riskAmount: env.SCREENING_RISK_AMOUNT },
    sms: { gatewayUrl: env.SMS_GATEWAY_URL ?? null, gatewayToken: env.SMS_GATEWAY_TOKEN ?? null },
    bureau: {
      provider: env.BUREAU_PROVIDER,
      apiUrl: env.BUREAU_API_URL,
      apiKey: env.BUREAU_API_KEY,
      username: env.BUREAU_USERNAME,
      password: env.BUREAU_PASSWORD,
      signingKeyFile: env.BUREAU_SIGNING_KEY,
      timeoutSeconds: env.BUREAU_TIMEOUT,
    },
    support: {
      email: env.SUPPORT_EMAIL,
      phone: env.SUPPORT_PHONE,
      whatsapp: env.SUPPORT_WHATSAPP,
      hours: env.SUPPORT_HOURS,
    },
    chat: {
      userIdPrefix: env.CHAT_USER_ID_PREFIX,
      intercomAppId: env.INTERCOM_APP_ID,
      intercomSecret: env.INTERCOM_SECRET,
      // Where "write to support" messages go; the public support address unless one is set.
      supportInbox: env.SUPPORT_INBOX ?? env.SUPPORT_EMAIL,
    },
    captcha: {
      // reCAPTCHA takes over only when both of its keys are set; otherwise ALTCHA, self-hosted.
      provider:
        env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY ? ('recaptcha' as const) : ('altcha' as const),
      recaptcha: {
        siteKey: env.RECAPTCHA_SITE_KEY,
        secretKey: env.RECAPTCHA_SECRET_KEY,
        verifyUrl: env.RECAPTCHA_VERIFY_URL,
        minScore: env.RECAPTCHA_MIN_SCORE,
      },
      altcha: { cost: env.ALTCHA_COST, maxCounter: env.ALTCHA_MAX_COUNTER },
      passTtlSeconds: env.CAPTCHA_PASS_TTL,
      loginAfterFailures: env.CAPTCHA_LOGIN_AFTER_FAILURES,
      verificationsPerMinute: env.CAPTCHA_VERIFICATIONS_PER_MINUTE,
    },
    errorReporting: {
      sentryDsn: env.SENTRY_DSN,
      release: env.RELEASE ?? `origina@${appVersion}`,
      clientErrorsPerMinute: env.CLIENT_ERRORS_PER_MINUTE,
    },
    trustProxy: env.TRUST_PROXY,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    documentUploadsPerHour: env.DOCUMENT_UPLOADS_PER_HOUR,
    // Slow clients: the headers must arrive within headersSeconds; a body that sends nothing for
    // bodyIdleSeconds is cut (408); the whole request (headers and body) within requestSeconds.
    timeouts: {
      headersSeconds: env.HEADERS_TIMEOUT,
      bodyIdleSeconds: env.BODY_TIMEOUT,
      requestSeconds: Math.max(env.REQUEST_TIMEOUT, env.HEADERS_TIMEOUT),
    },
    loginLimits: {
      maxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: env.LOGIN_FAILURE_WINDOW,
      // Password checks running at once in one process; a few more wait their turn, the rest get a 429.
      concurrentPerAccount: env.LOGIN_CONCURRENT_PER_ACCOUNT,
      concurrentPerAddress: env.LOGIN_CONCURRENT_PER_ADDRESS,
      waitingPerKey: 8,
    },
    // Demo accounts exist only in the embedded database, never in one named by DATABASE_URL.
    seedDemo: embedded && env.SEED_DEMO !== 'false',
    webDistDir: env.WEB_DIST_DIR,
    // Documents go to this bucket when it is named; otherwise to DATA_DIR/documents.
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          publicEndpoint: env.S3_PUBLIC_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : null,
    // Shared counters for several API processes; in this process's memory without it.
    redisUrl: env.REDIS_URL,
    // Keys start with this, so several deployments (or test runs) can share one Redis.
    redisPrefix: env.REDIS_PREFIX,
    metricsToken: env.METRICS_TOKEN,
  };
}

// In production, a message service left out would print what it carries (sign-in links, signing
// codes) to the log: refused unless MESSAGES_TO_LOG=true says it is meant.
function productionMessagesUnsent(env: z.infer<typeof envSchema>) {
  if (env.NODE_ENV !== 'production' || env.MESSAGES_TO_LOG) return [];
  return [
    env.SMTP_URL === null
      ? 'SMTP_URL: required when NODE_ENV=production (or MESSAGES_TO_LOG=true to print mail to the log)'
      : null,
    env.SMS_GATEWAY_URL === null
      ? 'SMS_GATEWAY_URL: required when NODE_ENV=production (or MESSAGES_TO_LOG=true to print texts to the log)'
      : null,
  ].filter((problem) => problem !== null);
}

export function loadConfig(env: Record<string, string | undefined>) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  if (parsed.data.S3_BUCKET !== null && !parsed.data.S3_ACCESS_KEY_ID !== !parsed.data.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the machine role',
    ]);
  }
  if (parsed.data.TSA_URL !== null && parsed.data.TSA_CA_CERT === null) {
    throw new ConfigError([
      'TSA_CA_CERT: required with TSA_URL (the PEM file its tokens are checked against)',
    ]);
  }
  const unsent = productionMessagesUnsent(parsed.data);
  if (unsent.length > 0) throw new ConfigError(unsent);
  if (parsed.data.DATABASE_URL !== null && parsed.data.JWT_SECRET === null) {
    throw new ConfigError(['JWT_SECRET: required when DATABASE_URL is set (at least 32 characters)']);
  }
  return toConfig(parsed.data);
}
