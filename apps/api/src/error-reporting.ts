import { scrubErrorEvent } from '@origina/domain/client-errors';
import type { Logger } from 'pino';
import type { Config } from './config.js';

export interface ErrorReporter {
  capture(error: unknown, where: { method: string; route: string; requestId: string }): void;
  close(): Promise<void>;
}

const logOnly: ErrorReporter = { capture: () => undefined, close: async () => undefined };

// Server errors go to Sentry when a DSN is configured (they are always logged as well). A client
// of its own rather than Sentry.init, so nothing global is patched and each app instance reports
// with its own settings.
export async function createErrorReporter(
  config: Pick<Config, 'environment' | 'errorReporting'>,
  log: Logger,
): Promise<ErrorReporter> {
  const { sentryDsn, release } = config.errorReporting;
  if (!sentryDsn) return logOnly;
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn: sentryDsn,
    environment: config.environment,
    release,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [],
    beforeSend: (event) => scrubErrorEvent(event),
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();
  log.info(
    { event: 'error_reporting', provider: 'sentry', environment: config.environment, release },
    'error reporting to Sentry',
  );
  return {
    capture(error, where) {
      scope.captureException(error, {
        captureContext: { tags: { method: where.method, route: where.route, request_id: where.requestId } },
      });
    },
    close: async () => {
      await client.close(2000);
    },
  };
}
