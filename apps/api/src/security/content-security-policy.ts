import type { Config } from '../config.js';

type Directives = Record<string, string[]>;

const base: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  // PDFs are shown in place from a blob of the signed-in download.
  frameSrc: ['blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

// What each outside service loads, per its vendor's CSP guidance; nothing when it is not configured.
const recaptcha: Directives = {
  scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
const intercom: Directives = {
  scriptSrc: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connectSrc: [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api-iam.intercom.io',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://uploads.intercomcdn.com',
  ],
  imgSrc: [
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://uploads.intercomcdn.com',
  ],
  fontSrc: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  mediaSrc: ['https://js.intercomcdn.com'],
  frameSrc: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
};

function merge(target: Directives, extra: Directives) {
  for (const [name, sources] of Object.entries(extra)) {
    const current = (target[name] ?? []).filter((source) => source !== "'none'");
    target[name] = [...current, ...sources];
  }
}

// The page's policy follows the configuration, so a service that is not configured cannot load.
export function contentSecurityPolicy(config: Pick<Config, 'captcha' | 'chat' | 'errorReporting' | 's3'>) {
  const directives: Directives = Object.fromEntries(
    Object.entries(base).map(([name, value]) => [name, [...value]]),
  );
  if (config.captcha.provider === 'recaptcha') merge(directives, recaptcha);
  if (config.chat.intercomAppId) merge(directives, intercom);
  if (config.errorReporting.sentryDsn)
    merge(directives, { connectSrc: [new URL(config.errorReporting.sentryDsn).origin] });
  // Browsers upload documents and photos straight to the bucket.
  if (config.s3) merge(directives, { connectSrc: [bucketOrigin(config.s3)] });
  return directives;
}

function bucketOrigin(s3: NonNullable<Config['s3']>) {
  const endpoint = s3.publicEndpoint ?? s3.endpoint;
  if (endpoint) return new URL(endpoint).origin;
  return s3.forcePathStyle
    ? `https://s3.${s3.region}.amazonaws.com`
    : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}
