import { startSentryStandIn } from '../apps/api/test/support/sentry-stand-in.js';
import { expect, test } from './fixtures.js';

const jwtLike = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhYmMifQ.c2lnbmF0dXJlLXNlY3JldA';

// The stand-in listens where the DSN points (Sentry is outside this machine); the port is fixed
// because the server's DSN is set before the stand-in starts.
const port = 41_000 + (process.pid % 9_000);
let sentry: Awaited<ReturnType<typeof startSentryStandIn>>;
test.beforeAll(async () => {
  sentry = await startSentryStandIn(port);
});
test.afterAll(() => sentry?.close());
test.use({
  pageErrorsExpected: true,
  serverEnv: {
    SENTRY_DSN: `http://publickey@127.0.0.1:${port}/7`,
    ENVIRONMENT: 'e2e',
    RELEASE: 'origina@e2e',
  },
});

test('an error thrown in the page reaches Sentry with the server’s environment and release, scrubbed', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  // Sentry's code arrives after the page starts (it sets its global carrier); throw once it watches.
  await expect.poll(() => page.evaluate(() => '__SENTRY__' in window)).toBe(true);
  await page.evaluate((token) => {
    setTimeout(() => {
      throw new Error(`fallo con maria.lopez@example.mx y ${token}`);
    });
  }, jwtLike);
  const event = await sentry.waitFor((received) => received.exception !== undefined, 15_000);
  expect(event).toMatchObject({ environment: 'e2e', release: 'origina@e2e' });
  expect(event.request).toBeUndefined();
  expect(event.user).toBeUndefined();
  expect(event.breadcrumbs).toBeUndefined();
  const sent = JSON.stringify(event);
  expect(sent).toContain('fallo con [email] y [token]');
  expect(sent).not.toContain('maria.lopez');
  expect(sent).not.toContain(jwtLike);
});
