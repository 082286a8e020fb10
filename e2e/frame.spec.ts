import { expect, signIn, test } from './fixtures.js';

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the vertical, mini and horizontal layouts, chosen in the settings and with the collapse button', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByTestId('nav-vertical')).toBeVisible();
    expect((await page.getByTestId('nav-vertical').boundingBox())?.width).toBe(280);

    await page.getByRole('button', { name: 'Contraer menú' }).click();
    await expect(page.getByTestId('nav-mini')).toBeVisible();
    expect((await page.getByTestId('nav-mini').boundingBox())?.width).toBe(88);
    await page.getByRole('button', { name: 'Expandir menú' }).click();
    await expect(page.getByTestId('nav-vertical')).toBeVisible();

    await page.getByRole('button', { name: 'Configuración' }).click();
    await page
      .getByRole('dialog', { name: 'Configuración' })
      .getByRole('button', { name: 'Horizontal' })
      .click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('nav-horizontal')).toBeVisible();
    await page.getByTestId('nav-horizontal').getByRole('link', { name: 'Mis Solicitudes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Solicitudes' })).toBeVisible();
    await expect(
      page.getByTestId('nav-horizontal').getByRole('link', { name: 'Mis Solicitudes' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the top bar, user menu, help panel and the inbox', async ({ page }) => {
    await signIn(page);
    const topBar = page.getByRole('banner');
    expect((await topBar.boundingBox())?.height).toBe(80);
    // "¿Necesitas ayuda?" opens the help panel.
    await topBar.getByRole('button', { name: '¿Necesitas ayuda?' }).click();
    await expect(page.getByRole('dialog', { name: 'Ayuda' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Ayuda' })).toBeHidden();
    await page.getByRole('button', { name: 'Cuenta' }).click();
    await expect(page.getByText('Ana Promotora')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The inbox is enabled now (notifications); the promoter sees no desk entries.
    await expect(page.getByTestId('nav-vertical').getByRole('link', { name: /Bandeja/ })).toBeEnabled();
    await expect(page.getByTestId('nav-vertical').getByRole('link', { name: 'Revisión' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ayuda', exact: true }).click();
    const help = page.getByRole('dialog', { name: 'Ayuda' });
    await expect(help.getByRole('link', { name: 'soporte@origina.example' })).toHaveAttribute(
      'href',
      'mailto:soporte@origina.example',
    );
  });

  test('language switch: English everywhere, kept after a reload', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Idioma: English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByLabel('E-mail').fill('promotor@demo.origina.mx');
    await page.getByLabel('Password', { exact: true }).fill('wrong password here');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The server answers in the same language.
    await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.');
    await page.getByLabel('Password', { exact: true }).fill('Origina-Demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ana' })).toBeVisible();
    await expect(
      page.getByTestId('nav-vertical').getByRole('link', { name: 'My applications' }),
    ).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bottom bar highlights the current section and the menu drawer closes on navigation', async ({
    page,
  }) => {
    await signIn(page);
    const bottom = page.locator('.MuiBottomNavigation-root');
    expect((await bottom.boundingBox())?.height).toBe(56);
    expect((await page.getByRole('banner').boundingBox())?.height).toBe(64);
    await expect(page.locator('.MuiBottomNavigationAction-root.Mui-selected')).toHaveText('Inicio');
    await bottom.getByRole('link', { name: 'Mis Solicitudes' }).click();
    await expect(page).toHaveURL(/\/dashboard\/mis-solicitudes$/);
    await expect(page.locator('.MuiBottomNavigationAction-root.Mui-selected')).toHaveText('Mis Solicitudes');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.locator('.MuiDrawer-paper');
    await drawer.getByRole('link', { name: 'Simulador' }).click();
    await expect(page).toHaveURL(/\/dashboard\/simulador$/);
    await expect(drawer).toBeHidden();
    await expect(page.locator('.MuiBottomNavigationAction-root.Mui-selected')).toHaveText('Inicio');
  });
});
