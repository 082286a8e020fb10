import { demo, expect, test } from './fixtures.js';

// Intercom lives outside this machine: its script is answered at the network edge by a stand-in
// that records every call the app makes.
const standIn = `
  window.__intercomCalls = [];
  const queued = (window.Intercom && window.Intercom.q) || [];
  window.Intercom = (...args) => window.__intercomCalls.push(JSON.parse(JSON.stringify(args)));
  for (const args of queued) window.Intercom(...args);
`;

test.use({ serverEnv: { INTERCOM_APP_ID: 'ab12cd34', INTERCOM_SECRET: 'intercom-identity-secret' } });

test('boots with the launcher on sign-in, shuts down on leaving, boots identified and hidden in the dashboard, shows on Ayuda', async ({
  page,
}) => {
  let scriptRequests = 0;
  await page.route('https://widget.intercom.io/widget/ab12cd34', (route) => {
    scriptRequests += 1;
    return route.fulfill({ contentType: 'application/javascript', body: standIn });
  });
  const calls = () =>
    page.evaluate(() => (window as unknown as { __intercomCalls?: unknown[][] }).__intercomCalls ?? []);

  await page.goto('/auth/login');
  await expect.poll(calls).toEqual([['boot', { app_id: 'ab12cd34', hide_default_launcher: false }]]);
  // The built-in launcher stays away when Intercom draws its own.
  await expect(page.getByRole('button', { name: '¿Necesitas ayuda?' })).toHaveCount(0);

  await page.getByLabel('Correo electrónico').fill(demo.promoter);
  await page.getByLabel('Contraseña', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const whoami = await page.evaluate(async () => {
    const response = await fetch('/api/v1/users/users/whoami/', {
      headers: { authorization: `Bearer ${sessionStorage.getItem('accessToken')}` },
    });
    return response.json();
  });
  const promoter = whoami.promoter;
  expect(promoter.intercom_hash).toMatch(/^[0-9a-f]{64}$/);
  await expect.poll(calls).toEqual([
    ['boot', { app_id: 'ab12cd34', hide_default_launcher: false }],
    ['shutdown'],
    [
      'boot',
      {
        app_id: 'ab12cd34',
        hide_default_launcher: true,
        name: `${promoter.name} ${promoter.last_name}`,
        user_id: `origina-${promoter.erp_id}`,
        email: demo.promoter,
        channel: 'WEBAPP',
        promoter: promoter.erp_id,
        phone: promoter.mobile_number,
        user_hash: promoter.intercom_hash,
      },
    ],
  ]);

  await page.getByRole('button', { name: 'Ayuda', exact: true }).click();
  await expect.poll(async () => (await calls()).at(-1)).toEqual(['show']);
  expect(scriptRequests).toBe(1);
});
