import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signIn, test } from './fixtures.js';

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};

const openSettings = async (page: Page) => {
  await page.getByRole('button', { name: /^(Configuración|Settings)$/ }).click();
  return page.getByRole('dialog', { name: /^(Configuración|Settings)$/ });
};

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
      .getByRole('radio', { name: 'Horizontal' })
      .check();
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

test.describe('the frame at its edges', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the mini rail shows the mark alone, clear of the expand button, and two-line labels keep clear of the next icon', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Contraer menú' }).click();
    const rail = page.getByTestId('nav-mini');
    const logo = rail.getByRole('link', { name: 'Origina' });
    await expect(logo).toHaveText('');
    const [railBox, logoBox, expandBox] = await Promise.all([
      box(rail),
      box(logo),
      box(rail.getByRole('button', { name: 'Expandir menú' })),
    ]);
    expect(logoBox.x).toBeGreaterThanOrEqual(railBox.x);
    expect(logoBox.x + logoBox.width).toBeLessThanOrEqual(railBox.x + railBox.width);
    const apart =
      expandBox.y >= logoBox.y + logoBox.height ||
      expandBox.x >= logoBox.x + logoBox.width ||
      expandBox.x + expandBox.width <= logoBox.x;
    expect(apart, 'the expand button does not cover the logo').toBe(true);

    // From each label's bottom to the next item's icon.
    const gaps = await rail.getByRole('navigation').evaluate((nav) => {
      const items = [...nav.children].map((item) => ({
        iconTop: item.querySelector('svg')?.getBoundingClientRect().top ?? Number.NaN,
        label: item.querySelector('bdi')?.getBoundingClientRect() ?? new DOMRect(0, 0, 0, Number.NaN),
      }));
      return {
        twoLines: items.filter(({ label }) => label.height > 20).length,
        gaps: items.slice(1).map((item, index) => item.iconTop - (items[index]?.label.bottom ?? Number.NaN)),
      };
    });
    expect(gaps.twoLines, '"Nueva solicitud" and "Mis Solicitudes" take two lines').toBeGreaterThan(0);
    expect(Math.min(...gaps.gaps)).toBeGreaterThanOrEqual(12);
  });

  test('the settings are radio groups of options that each keep their whole border', async ({ page }) => {
    await signIn(page);
    const drawer = await openSettings(page);
    const options = drawer.getByTestId('setting-option');
    await expect(options).toHaveCount(18);
    const borders = await options.evaluateAll((tiles) =>
      tiles.map((tile) => {
        const style = getComputedStyle(tile);
        const widths = [
          style.borderLeftWidth,
          style.borderRightWidth,
          style.borderTopWidth,
          style.borderBottomWidth,
        ];
        return { text: tile.textContent, widths: widths.map((width) => Number.parseFloat(width)) };
      }),
    );
    for (const { text, widths } of borders)
      expect(Math.min(...widths), `${text}'s border`).toBeGreaterThan(0);
    // The chosen option lines up with its neighbours instead of sticking out.
    const layout = drawer.getByRole('radiogroup', { name: 'Diseño' });
    const tops = await Promise.all(
      ['Vertical', 'Horizontal', 'Compacto'].map((name) =>
        box(layout.getByRole('radio', { name }).locator('..')),
      ),
    );
    expect(new Set(tops.map((tile) => tile.y)).size).toBe(1);
    expect(new Set(tops.map((tile) => tile.height)).size).toBe(1);

    // A radio group: the arrow keys move the choice.
    const mode = drawer.getByRole('radiogroup', { name: 'Modo' });
    await expect(mode.getByRole('radio')).toHaveCount(3);
    await mode.getByRole('radio', { name: 'Claro' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(mode.getByRole('radio', { name: 'Oscuro' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    // 'Sistema' follows the device, also when it changes while the page is open.
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  });

  test('in English, Reset leaves no marker behind: the language is not one of the settings it resets', async ({
    page,
  }) => {
    await signIn(page);
    let drawer = await openSettings(page);
    await drawer.getByRole('radio', { name: 'English' }).check();
    await expect(drawer).toHaveAccessibleName('Settings');
    const marker = drawer.getByTestId('settings-changed-marker').locator('.MuiBadge-badge');
    await expect(marker).toHaveClass(/MuiBadge-invisible/);
    await drawer.getByRole('radio', { name: 'Mini' }).check();
    await expect(marker).not.toHaveClass(/MuiBadge-invisible/);
    await drawer.getByRole('button', { name: /^Reset\./ }).click();
    await expect(marker).toHaveClass(/MuiBadge-invisible/);
    await expect(drawer.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(drawer.getByRole('radio', { name: 'Vertical' })).toBeChecked();
    // And after a reload, as it was stored.
    await page.reload();
    drawer = await openSettings(page);
    await expect(drawer.getByTestId('settings-changed-marker').locator('.MuiBadge-badge')).toHaveClass(
      /MuiBadge-invisible/,
    );
  });

  test('the horizontal menu stays under the top bar, with the logo at its start, however far the page scrolls', async ({
    page,
  }) => {
    await signIn(page);
    const drawer = await openSettings(page);
    await drawer.getByRole('radio', { name: 'Horizontal' }).check();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 480 });
    const banner = page.getByRole('banner');
    const menu = page.getByTestId('nav-horizontal');
    await expect(banner.getByRole('link', { name: 'Origina' })).toBeVisible();
    expect((await box(banner.getByRole('link', { name: 'Origina' }))).x).toBeLessThan(48);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(menu).toBeInViewport();
    expect((await box(menu)).y).toBeGreaterThanOrEqual(0);
    await menu.getByRole('link', { name: 'Simulador' }).click();
    await expect(page).toHaveURL(/\/dashboard\/simulador$/);
  });

  test('right to left keeps what was typed, and Spanish keeps its ¿…? and full stops where they belong', async ({
    page,
  }) => {
    await signIn(page);
    // Switching direction changes the styles only: a field's text, the open drawer and its focus stay.
    await page.goto('/dashboard/simulador');
    await page.getByLabel('Sueldo neto por periodo').fill('8000');
    const drawer = await openSettings(page);
    const rtl = drawer.getByRole('radio', { name: 'Derecha a izquierda' });
    await rtl.check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(rtl).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByLabel('Sueldo neto por periodo')).toHaveValue(/^8,?000/);
    await page.getByRole('link', { name: 'Inicio' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Where the first and the last character of a text are drawn.
    const ends = (locator: Locator) =>
      locator.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const text = walker.nextNode() as Text;
        const at = (index: number) => {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          return range.getBoundingClientRect().left;
        };
        const whole = document.createRange();
        whole.selectNodeContents(text);
        const gap = element.getBoundingClientRect().right - whole.getBoundingClientRect().right;
        return { first: at(0), last: at(text.length - 1), gapAtRight: gap };
      });
    const help = await ends(page.getByRole('banner').getByRole('button', { name: '¿Necesitas ayuda?' }));
    expect(help.first, '"¿" before "Necesitas ayuda?"').toBeLessThan(help.last);
    const intro = await ends(page.getByText(/^Desde aquí simulas créditos/));
    expect(intro.first, 'the full stop after the sentence').toBeLessThan(intro.last);
    // Still lined up with the page's start, the right.
    expect(intro.gapAtRight).toBeLessThan(2);
  });
});

test.describe('on a large screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('stretch widens the content by far more than a margin', async ({ page }) => {
    await signIn(page);
    const main = page.locator('main#main');
    const narrow = (await box(main)).width;
    const drawer = await openSettings(page);
    await drawer.getByRole('switch', { name: 'Ancho completo' }).check();
    await expect.poll(async () => (await box(main)).width).toBeGreaterThan(narrow + 300);
    // docs/product-spec.md: only above 1600 px; with the rail collapsed a 1500 px window still stops at 1280 px.
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1500, height: 900 });
    await page.getByRole('button', { name: 'Contraer menú' }).click();
    await expect.poll(async () => (await box(main)).width).toBeLessThanOrEqual(1280);
  });
});

// What the HTML and its CSS paint before any of the app's code runs (the scripts are held back).
async function firstPaint(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.locator('#root').waitFor({ state: 'attached' });
  const shot = await page.screenshot();
  release();
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const points: [number, number][] = [
    [8, 8],
    [info.width - 8, info.height / 2],
    [info.width / 2, info.height - 8],
    [info.width / 4, info.height / 3],
  ];
  // The brightest of the sampled points (0 black, 255 white).
  return Math.max(
    ...points.map(([x, y]) => {
      const offset = (Math.round(y) * info.width + Math.round(x)) * info.channels;
      return (data.readUInt8(offset) + data.readUInt8(offset + 1) + data.readUInt8(offset + 2)) / 3;
    }),
  );
}

const storeSettings = (page: Page, settings: object) =>
  page.addInitScript((value) => localStorage.setItem('settings', value), JSON.stringify(settings));

test.describe('the first paint of the sign-in page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('is dark at once with dark mode stored', async ({ page }) => {
    await storeSettings(page, { mode: 'dark' });
    expect(await firstPaint(page)).toBeLessThan(60);
  });

  test.describe('with the system mode on a device that prefers dark', () => {
    test.use({ colorScheme: 'dark' });
    test('is dark at once', async ({ page }) => {
      await storeSettings(page, { mode: 'system', language: 'en' });
      expect(await firstPaint(page)).toBeLessThan(60);
    });
  });

  test.describe('with the system mode on a device that prefers light', () => {
    test.use({ colorScheme: 'light' });
    test('is light', async ({ page }) => {
      await storeSettings(page, { mode: 'system' });
      expect(await firstPaint(page)).toBeGreaterThan(240);
    });
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
    // The simulator has a tab of its own on a promoter's bar (issue 35).
    await expect(page.locator('.MuiBottomNavigationAction-root.Mui-selected')).toHaveText('Simulador');
  });
});

// The frame's hidden parts load after it has drawn (components/later.ts): a download that fails
// while the phone still counts itself online (a flaky link, a 503) is asked again, so the menu,
// the settings and the account menu still open (found by a user walk: they stayed dead).
test('on a phone, the menus open even when their code failed to download once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const failedOnce = new Set<string>();
  await page.route(
    /\/assets\/(user-menu-popup|frame-later|nav-drawer|settings-drawer)-[\w-]+\.js$/,
    (route) => {
      const part = route.request().url();
      if (failedOnce.has(part)) return route.continue();
      failedOnce.add(part);
      return route.fulfill({ status: 503, body: 'unavailable' });
    },
  );
  await signIn(page);
  await page.getByRole('button', { name: 'Cuenta' }).click();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible({ timeout: 15_000 });
  expect(failedOnce.size).toBeGreaterThanOrEqual(3);
  await page.keyboard.press('Escape');
  await expect(await openSettings(page)).toBeVisible();
});
