import type { ClientErrorReport } from '@origina/domain/client-errors';
import { currentPublicConfig } from '../api/config.js';

// The first page carries only this: the reporter (and Sentry's SDK, when configured) is fetched
// when there is something to report, or at start when Sentry must watch from the beginning.
// Offline (no service worker to serve the chunk) the reporter cannot be fetched: that error is
// swallowed and the next report tries again. Left unhandled, it was itself an error to report,
// whose report failed the same way: thousands a second.
let reporting: Promise<typeof import('./error-reporting.js') | null> | undefined;
const reporter = () => {
  reporting ??= import('./error-reporting.js').then(
    async (module) => {
      await module.startErrorReporting(currentPublicConfig());
      return module;
    },
    () => {
      reporting = undefined;
      return null;
    },
  );
  return reporting;
};

export function reportError(error: unknown, kind: ClientErrorReport['kind'] = 'boundary') {
  void reporter().then((module) => module?.sendErrorReport(error, kind));
}

// Errors nobody caught. Sentry installs its own handlers; otherwise these forward to our API.
export function watchErrors() {
  if (currentPublicConfig()?.error_reporting.provider === 'sentry') {
    void reporter();
    return;
  }
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, 'error'));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'unhandledrejection'));
}
