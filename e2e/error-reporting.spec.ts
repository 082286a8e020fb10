import { expect, test } from './fixtures.js';

const jwtLike = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhYmMifQ.c2lnbmF0dXJlLXNlY3JldA';

test.use({ pageErrorsExpected: true });

test.describe('without a Sentry DSN', () => {
  test('an error thrown in the page reaches the server log without tokens or personal data', async ({
    page,
    serverLog,
  }) => {
    await page.goto('/auth/login?email=maria.lopez@example.mx');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    const reported = page.waitForResponse('**/api/v1/client-errors/');
    await page.evaluate((token) => {
      setTimeout(() => {
        throw new Error(`fallo al guardar maria.lopez@example.mx HEGG560427MVZRRL04 5512345678 ${token}`);
      });
    }, jwtLike);
    expect((await reported).status()).toBe(202);
    await expect.poll(() => serverLog()).toContain('"event":"client_error"');
    const line = serverLog()
      .split('\n')
      .find((entry) => entry.includes('"event":"client_error"'))!;
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({ kind: 'error', page: '/auth/login', environment: 'local' });
    expect(entry.message).toContain('fallo al guardar [email] [curp] [number] [token]');
    for (const secret of ['maria.lopez', 'HEGG560427MVZRRL04', '5512345678', jwtLike, 'email=']) {
      expect(line).not.toContain(secret);
    }
  });
});
