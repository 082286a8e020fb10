import { expectNoViolations } from './axe.js';
import { expect, signIn, test } from './fixtures.js';

const authScreens = [
  '/auth/login',
  '/auth/register',
  '/auth/register/success?email=ana%40example.mx',
  '/auth/register/an-invitation-token',
  '/auth/forgot-password',
  '/auth/forgot-password/success',
  '/auth/forgot-password/error',
  '/auth/reset-password/a-reset-token',
  '/auth/reset-password/success',
  '/identidad/a-link',
  '/404',
];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => {
        localStorage.setItem('settings', JSON.stringify({ mode: chosen }));
      }, mode);
    });

    // In light mode every-screen-walk.ts checks these screens, in both languages at both sizes.
    for (const screen of mode === 'dark' ? authScreens : []) {
      test(`the auth screen ${screen} passes axe`, async ({ page }) => {
        await page.goto(screen);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page, screen);
      });
    }

    test('the help panel on the sign-in screens, with the visitor form and its captcha, passes axe', async ({
      page,
    }) => {
      await page.goto('/auth/login');
      await page.getByRole('button', { name: '¿Necesitas ayuda?' }).click();
      const panel = page.getByRole('dialog', { name: 'Ayuda' });
      await panel.getByRole('button', { name: 'Escribir a soporte' }).click();
      await expect(panel.getByRole('group', { name: 'Verificación de seguridad' })).toBeVisible();
      await expectNoViolations(page, 'help panel (visitor)');
    });

    test('the dashboard frame passes axe, with its menus and drawers open', async ({ page }) => {
      await signIn(page);
      await expectNoViolations(page, 'dashboard');
      await page.getByRole('button', { name: 'Configuración' }).click();
      await expect(page.getByRole('dialog', { name: 'Configuración' })).toBeVisible();
      await expectNoViolations(page, 'settings drawer');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Ayuda', exact: true }).click();
      await expect(
        page.getByRole('dialog', { name: 'Ayuda' }).getByText('Preguntas frecuentes'),
      ).toBeVisible();
      await expectNoViolations(page, 'help drawer');
      await page.keyboard.press('Escape');
      // In light mode every-screen-walk.ts checks these screens, on a desktop and on a phone.
      if (mode === 'light') return;
      for (const path of [
        '/dashboard/simulador',
        '/dashboard/nueva-solicitud',
        '/dashboard/mis-solicitudes',
        '/dashboard/inbox',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page, path);
      }
    });

    test('the review queue, and the administration screens with the invitation dialog, pass axe', async ({
      page,
    }) => {
      await signIn(page, 'admin@demo.origina.mx');
      // In light mode every-screen-walk.ts checks the screens themselves; here, their dialogs.
      const screens = [
        '/dashboard/revision',
        '/dashboard/admin/cuentas',
        '/dashboard/admin/catalogos',
        '/dashboard/admin/dispersiones',
        '/dashboard/admin/perfil-otorgante',
        '/dashboard/admin/auditoria',
      ];
      for (const path of mode === 'light' ? [] : screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page, path);
      }
      await page.goto('/dashboard/admin/cuentas');
      await page.getByRole('button', { name: 'Invitar' }).click();
      await expect(page.getByRole('dialog', { name: 'Invitar a una persona' })).toBeVisible();
      await expectNoViolations(page, 'invitation dialog');
      await page.keyboard.press('Escape');
      await page.goto('/dashboard/admin/catalogos');
      await page.getByRole('tab', { name: 'Productos' }).click();
      await page.getByRole('button', { name: 'Nuevo producto' }).click();
      await expect(page.getByRole('dialog', { name: 'Nuevo producto' })).toBeVisible();
      await expectNoViolations(page, 'product dialog');
    });

    test('the application flow, the list and the detail pass axe', async ({ page }) => {
      await signIn(page);
      await page.goto('/dashboard/nueva-solicitud');
      await page.getByRole('button', { name: 'Crear solicitud' }).click();
      await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();
      await expectNoViolations(page, 'pre-solicitud with errors');
      await page.getByLabel('Nombre(s)').fill('Axe');
      await page.getByLabel('Primer apellido').fill('Prueba');
      await page.getByLabel('CURP').fill('HEGG560427MVZRRL04');
      await page.getByLabel('Celular (10 dígitos)').fill('5512345678');
      await page.getByLabel('Correo electrónico').fill('axe@example.mx');
      await page.getByLabel('El cliente acepta ser contactado sobre esta solicitud').check();
      await page.getByRole('button', { name: 'Crear solicitud' }).click();
      await expect(page).toHaveURL(/\/branch$/);
      await expectNoViolations(page, 'branch step');
      const detail = page
        .url()
        .replace(/\/dashboard\/nueva-solicitud\/([0-9a-f-]+)\/branch$/, '/dashboard/mis-solicitudes/$1');
      await page.goto(detail);
      await expect(page.getByTestId('history')).toBeVisible();
      await expectNoViolations(page, 'application detail');
      await page.goto('/dashboard/mis-solicitudes');
      await expect(page.getByTestId('applications-table')).toBeVisible();
      await expectNoViolations(page, 'applications list');
      await page.goto('/dashboard');
      await expect(page.getByTestId('status-counts')).toBeVisible();
      await expectNoViolations(page, 'home with applications');
      await page.goto(
        `${detail.replace('/dashboard/mis-solicitudes/', '/dashboard/nueva-solicitud/')}/biometria`,
      );
      await page.getByRole('button', { name: 'Crear enlace de verificación' }).click();
      const link = (await page.getByTestId('identity-link').textContent())!;
      await expectNoViolations(page, 'biometria step');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/identidad/${link.split('/identidad/')[1]}`);
      await page.getByRole('button', { name: 'Comenzar' }).click();
      await expect(page.getByRole('heading', { name: 'Aviso de privacidad' })).toBeVisible();
      await expectNoViolations(page, 'identity page, consent');
    });

    test('the simulator with its results, and a saved simulation, pass axe', async ({ page }) => {
      await signIn(page);
      await page.goto('/dashboard/simulador');
      await page
        .getByRole('combobox', { name: 'Convenio' })
        .selectOption({ label: 'Gobierno de la Ciudad de México' });
      await page.getByRole('combobox', { name: 'Producto' }).selectOption({ label: 'Nómina Quincenal Plus' });
      await page.getByRole('combobox', { name: 'Plazo' }).selectOption({ index: 2 });
      await page.getByLabel('Monto solicitado').fill('50000');
      await page.getByLabel('Sueldo neto por periodo').fill('9000');
      await expect(page.getByTestId('simulation-cat')).toBeVisible();
      await expectNoViolations(page, 'simulator with results');
      await page.getByRole('button', { name: 'Guardar simulación' }).click();
      await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
      await expectNoViolations(page, 'saved simulation');
    });
  });
}

test('a button reached by keyboard shows a focus outline, not only a faint ripple', async ({ page }) => {
  await page.goto('/auth/login');
  const button = page.getByRole('button', { name: 'Iniciar sesión' });
  // The prerendered button stays disabled, out of the Tab order, until the page is hydrated.
  await expect(button).toBeEnabled();
  // Reached with Tab from the password field (the outline is for keyboard focus, not a click).
  await page.getByLabel('Contraseña', { exact: true }).focus();
  for (
    let step = 0;
    step < 6 && !(await button.evaluate((element) => element === document.activeElement));
    step += 1
  )
    await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await expect.poll(() => button.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
});
