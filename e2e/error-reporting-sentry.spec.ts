import { createServer } from 'node:http';
import { expect, test } from './fixtures.js';

const jwtLike = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhYmMifQ.c2lnbmF0dXJlLXNlY3JldA';

// The stand-in listens where the DSN points (Sentry is outside this machine).
const port = 41_000 + (process.pid % 9_000);
const events: Record<string, unknown>[] = [];
const standIn = createServer((request, response) => {
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('access-control-allow-headers', '*');
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const lines = body.split('\n').filter(Boolean);
    for (let index = 1; index + 1 < lines.length; index += 2) {
      if (JSON.parse(lines[index]!).type === 'event') events.push(JSON.parse(lines[index + 1]!));
    }
    response.end('{}');
  });
});
test.beforeAll(() => new Promise<void>((resolve) => standIn.listen(port, '127.0.0.1', resolve)));
test.afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));
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
  await expect.poll(() => events.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const event = events[0]!;
  expect(event).toMatchObject({ environment: 'e2e', release: 'origina@e2e' });
  expect(event.request).toBeUndefined();
  expect(event.user).toBeUndefined();
  expect(event.breadcrumbs).toBeUndefined();
  const sent = JSON.stringify(event);
  expect(sent).toContain('fallo con [email] y [token]');
  expect(sent).not.toContain('maria.lopez');
  expect(sent).not.toContain(jwtLike);
});
