import type { ClientErrorReport } from '@origina/domain/client-errors';
import type { PublicConfig } from '@origina/domain/public-config';

// Browser errors go to Sentry when the server's configuration names a DSN, and otherwise to our
// own API, which logs them. Nothing identifying leaves the page: messages and stacks are scrubbed
// (again by the server), addresses lose their query strings.
type Reporter = (error: unknown, kind: ClientErrorReport['kind']) => void;

const maxReportsPerPage = 10;
let reporter: Reporter | null = null;
let sent = 0;
const seen = new Set<string>();

const asError = (value: unknown) => (value instanceof Error ? value : new Error(String(value)));

function apiReporter(config: PublicConfig): Reporter {
  return (value, kind) => {
    void import('@origina/domain/client-errors').then(({ scrubPath, scrubText }) => {
      const error = asError(value);
      const report: ClientErrorReport = {
        kind,
        message: scrubText(error.message).slice(0, 1000),
        name: error.name.slice(0, 120),
        stack: error.stack ? scrubText(error.stack).slice(0, 8000) : undefined,
        path: scrubPath(window.location.pathname).slice(0, 500),
        release: config.error_reporting.release,
        environment: config.environment,
        user_agent: navigator.userAgent.slice(0, 300),
      };
      // keepalive: the report still leaves if the page is being closed.
      void fetch('/api/v1/client-errors/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(report),
        keepalive: true,
      }).catch(() => undefined);
    });
  };
}

async function sentryReporter(config: PublicConfig, dsn: string): Promise<Reporter> {
  const [Sentry, { scrubErrorEvent }] = await Promise.all([
    import('@sentry/browser'),
    import('@origina/domain/client-errors'),
  ]);
  Sentry.init({
    dsn,
    environment: config.environment,
    release: config.error_reporting.release,
    // Breadcrumbs would carry addresses and console lines; they are dropped in beforeSend too.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Breadcrumbs'),
    beforeSend: (event) => scrubErrorEvent(event),
  });
  return (value) => {
    Sentry.captureException(asError(value));
  };
}

// Sends one error; the same message is sent once per page, and at most a few per page.
export function sendErrorReport(error: unknown, kind: ClientErrorReport['kind'] = 'boundary') {
  const key = `${kind}:${asError(error).message}`;
  if (!reporter || seen.has(key) || sent >= maxReportsPerPage) return;
  seen.add(key);
  sent += 1;
  reporter(error, kind);
}

export async function startErrorReporting(config: PublicConfig | undefined) {
  if (!config || reporter) return;
  const { provider, dsn } = config.error_reporting;
  reporter = provider === 'sentry' && dsn ? await sentryReporter(config, dsn) : apiReporter(config);
}
