import type { BrowserContext, Page, Request } from '@playwright/test';

// The requests each test's browser context has in flight, so a check can start as soon as the
// screen's code and data have arrived instead of after Playwright's 'networkidle' (half a second
// of quiet, on every check of every screen).
const inFlightOf = new WeakMap<BrowserContext, Set<Request>>();

export function trackRequests(context: BrowserContext) {
  const inFlight = new Set<Request>();
  inFlightOf.set(context, inFlight);
  context.on('request', (request) => {
    // A captcha worker started from a blob: URL and stopped early leaves its request open for ever.
    if (!request.url().startsWith('blob:')) inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

const quietFor = 200;
const atMost = 5000;

/** Waits, a bounded time, until the page has had no request in flight for a moment. */
export async function networkSettled(page: Page) {
  const inFlight = inFlightOf.get(page.context());
  if (!inFlight) {
    await page.waitForLoadState('networkidle', { timeout: atMost }).catch(() => undefined);
    return;
  }
  const deadline = Date.now() + atMost;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietFor) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
