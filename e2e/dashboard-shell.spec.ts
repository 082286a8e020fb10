import { expect, signIn, test } from './fixtures.js';
import { expectNoFrameAhead, holdApp } from './hold-app.js';
import { chooseLanguage } from './language.js';

// Issue 35: opened on a phone, the dashboard's cold screens show their frame and heading as the
// build drew them (scripts/prerender.js), chosen by early-start.js for the tab's user, language and
// screen, before any of the app's code has arrived; the app then takes the screen over with its own,
// in the same place. The app's entry is held here, so what shows is the page's markup alone.

const screens = [
  { path: '/dashboard', heading: { es: 'Hola, Ana', en: 'Hello, Ana' }, tab: { es: 'Inicio', en: 'Home' } },
  {
    path: '/dashboard/simulador',
    heading: { es: 'Simulador', en: 'Simulator' },
    tab: { es: 'Simulador', en: 'Simulator' },
  },
  {
    path: '/dashboard/nueva-solicitud',
    heading: { es: 'Nueva solicitud', en: 'New application' },
    tab: { es: 'Nueva solicitud', en: 'New application' },
  },
];

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['es', 'en'] as const)
    test(`in ${language}: each cold screen shows its frame and heading before the app's code, and the app takes over in place`, async ({
      page,
    }) => {
      await signIn(page);
      await chooseLanguage(page, language);
      for (const screen of screens) {
        const release = await holdApp(page);
        await page.goto(screen.path, { waitUntil: 'commit' });
        const shell = page.locator('#shell');
        await expect(shell.locator('h1')).toHaveText(screen.heading[language]);
        // The frame around it: the tabs, the current one chosen, and the spinner under the heading.
        await expect(shell.locator('nav a.Mui-selected')).toHaveText(screen.tab[language]);
        await expect(shell.locator('[role="progressbar"]')).toBeVisible();
        // Shown, not usable: nothing in it answers a tap or takes the focus until the app runs.
        expect(await shell.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
        await expect(page.locator('#root')).toBeHidden();
        const drawn = await shell.locator('h1').boundingBox();

        await release();
        const heading = page.locator('#root h1');
        await expect(heading).toHaveText(screen.heading[language]);
        await expect(shell).toHaveCount(0);
        await expect(page.locator('h1')).toHaveCount(1);
        // Where the drawn one stood: nothing moves when the app takes over.
        expect(await heading.boundingBox()).toEqual(drawn);
        await expect(
          page.getByRole('navigation', {
            name: language === 'es' ? 'Navegación principal' : 'Main navigation',
          }),
        ).toBeVisible();
      }
    });

  test("another role's home shows that role's own frame and greeting", async ({ page }) => {
    await signIn(page, 'revisor@demo.origina.mx');
    const release = await holdApp(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const drawn = page.locator('#shell');
    await expect(drawn.locator('h1')).toHaveText(/^Hola, \S/);
    const greeting = await drawn.locator('h1').textContent();
    const tabs = await drawn.locator('nav a').allTextContents();
    expect(tabs).not.toContain('Simulador');
    await release();
    await expect(page.locator('#root h1')).toHaveText(greeting!);
    expect(await page.locator('#root nav a').allTextContents()).toEqual(tabs);
  });

  test('a tab whose session the server no longer takes shows the frame, then the sign-in page alone', async ({
    page,
  }) => {
    await signIn(page);
    // Tokens of this user the server no longer takes (their signature no longer holds): the page
    // cannot tell, as with a session revoked elsewhere.
    await page.evaluate(() => {
      for (const key of ['accessToken', 'refreshToken']) {
        const [header, claims] = sessionStorage.getItem(key)!.split('.');
        sessionStorage.setItem(key, `${header}.${claims}.no-longer-valid`);
      }
    });
    const release = await holdApp(page);
    await page.goto('/dashboard/simulador', { waitUntil: 'commit' });
    await expect(page.locator('#shell h1')).toHaveText('Simulador');
    await release();
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
    await expect(page.locator('#shell')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  // What the tab remembers of its user, changed: the app still draws Ana's home, but no frame is
  // drawn ahead of it.
  const notDrawnFor = [
    {
      who: 'an account whose e-mail is unverified (the app sends it to verify first)',
      user: { email_verified: false },
    },
    {
      who: 'a tab whose token speaks for another account than the remembered one',
      user: { id: 'another-account', displayName: 'Otra' },
    },
  ];
  for (const { who, user } of notDrawnFor)
    test(`no frame for ${who}`, async ({ page }) => {
      await signIn(page);
      await page.evaluate((changed) => {
        const remembered = JSON.parse(sessionStorage.getItem('user')!);
        sessionStorage.setItem('user', JSON.stringify({ ...remembered, ...changed }));
      }, user);
      await expectNoFrameAhead(page, '/dashboard', 'Hola, Ana');
    });

  test('no frame for a session that has ended (its refresh token expired): the sign-in page alone', async ({
    page,
  }) => {
    await signIn(page);
    await page.evaluate(() => {
      const [head, payload, signature] = sessionStorage.getItem('refreshToken')!.split('.');
      const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
      const expired = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }));
      sessionStorage.setItem('refreshToken', [head, expired.replace(/=+$/, ''), signature].join('.'));
    });
    await expectNoFrameAhead(page, '/dashboard', 'Inicia sesión');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('a look other than the default one, or no remembered user, draws nothing ahead of the app', async ({
    page,
  }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ mode: 'dark' })));
    await expectNoFrameAhead(page, '/dashboard', 'Hola, Ana');
    await page.evaluate(() => {
      localStorage.removeItem('settings');
      sessionStorage.removeItem('user');
    });
    await expectNoFrameAhead(page, '/dashboard', 'Hola, Ana');
  });
});

test('on a desktop, whose frame has the side menu, nothing is drawn ahead of the app', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await expectNoFrameAhead(page, '/dashboard/simulador', 'Simulador');
});

test.describe('an app that cannot start', () => {
  // The failed download is the point: it surfaces as the page's uncaught error.
  test.use({ pageErrorsExpected: true, viewport: { width: 390, height: 844 } });

  test('an app that cannot start says so in place of the drawn frame, and its retry loads it', async ({
    page,
  }) => {
    await signIn(page);
    const start = /\/assets\/start-[\w-]+\.js$/;
    await page.route(start, (route) => route.abort());
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'No pudimos cargar esta pantalla' }),
    ).toBeVisible();
    await expect(page.getByText('Revisa tu conexión e intenta de nuevo.')).toBeVisible();
    await expect(page.locator('#shell')).toHaveCount(0);
    await page.unroute(start);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.locator('#root h1')).toHaveText('Hola, Ana');
  });
});
