import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe.js';
import { test as base, expect, signIn } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { freePort, launchServer, runCli, stopServer } from './server-process.js';
import { expectNoSidewaysScroll } from './visible-text.js';

// A new installation outside the demo (no demo data): its administrator finds the lender profile
// with only the LENDER_LEGAL_NAME setting and CONDUSEF's contact filled in, completes it, and
// finds it again after a reload; then sets a product's contract terms in the product dialog.

const admin = { email: 'olga.otorgante@origina.example', password: 'Otorgante-Prueba-Nueva-2026' };
const startingName = 'Financiera Nueva, S.A. de C.V., SOFOM, E.N.R.';

const test = base.extend<object, { fresh: string }>({
  fresh: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from it
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'origina-e2e-lender-'));
      const port = await freePort();
      const env = {
        ...process.env,
        DATABASE_URL: '',
        TEST_DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO: 'false',
        LENDER_LEGAL_NAME: startingName,
        ALTCHA_COST: '50',
        ALTCHA_MAX_COUNTER: '60',
        CAPTCHA_VERIFICATIONS_PER_MINUTE: '1000',
      };
      await runCli(
        'apps/api/dist/cli/user-create.js',
        ['--email', admin.email, '--password', admin.password, '--role', 'admin', '--first-name', 'Olga'],
        env,
      );
      const { child } = await launchServer(env);
      await use(`http://127.0.0.1:${port}`);
      await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ fresh }, use) => use(fresh),
});

const screenshots = process.env.SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
}

const filled = {
  'Razón social': 'Créditos del Centro, S.A. de C.V., SOFOM, E.N.R.',
  'Página de internet': 'www.creditos-centro.example',
  Domicilio: 'Av. Juárez 100, col. Centro, C.P. 06000, Cuauhtémoc, Ciudad de México',
  'Domicilio de la UNE': 'Av. Juárez 100, planta baja, col. Centro, C.P. 06000, Ciudad de México',
  'Teléfono de la UNE': '55 1234 5678',
  'Correo de la UNE': 'une@creditos-centro.example',
  'Cómo recibe el cliente su estado de cuenta': 'Estado de cuenta mensual por correo electrónico, sin costo',
  'Nombre de quien firma': 'Laura Méndez Ortiz',
  'Cargo de quien firma': 'Apoderada legal',
};

// First, before anything is saved: the missing details in both languages, on both sizes.
for (const language of ['es', 'en'] as const) {
  test(`${language}: the lender profile fits a desktop and a phone, in words`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, admin.email, admin.password);
    await chooseLanguage(page, language);
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/dashboard/admin/perfil-otorgante');
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: language === 'es' ? 'Perfil del otorgante' : 'Lender profile',
        }),
      ).toBeVisible();
      await expect(page.getByRole('textbox').first()).toBeVisible();
      await expectNoSidewaysScroll(page, `lender profile at ${size.width}`);
      await shot(page, `lender-profile-${language}-${size.width}`);
      await page.goto('/dashboard/admin/catalogos');
      await page.getByRole('tab', { name: language === 'es' ? 'Productos' : 'Products' }).click();
      await page.getByRole('button', { name: language === 'es' ? 'Nuevo producto' : 'New product' }).click();
      await page
        .getByRole('button', { name: language === 'es' ? 'Agregar una comisión' : 'Add a commission' })
        .click();
      await expectNoSidewaysScroll(page, `product dialog at ${size.width}`);
      await shot(page, `product-terms-${language}-dialog-${size.width}`);
    }
  });
}

test('a new installation: the banner names what is missing, the administrator completes the profile, and a reload shows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await page.getByTestId('nav-vertical').getByRole('link', { name: 'Perfil del otorgante' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil del otorgante' })).toBeVisible();
  const missing = page.getByTestId('lender-profile-missing');
  await expect(missing).toContainText('Faltan 9 datos para poder generar contratos:');
  await expect(missing).toContainText('Aún no se ha guardado');
  // The first-start defaults: the legal name from the settings, CONDUSEF's public contact.
  await expect(page.getByLabel('Razón social')).toHaveValue(startingName);
  await expect(page.getByLabel('Teléfono de la CONDUSEF')).toHaveValue('55 53 400 999');
  await expect(page.getByLabel('Página de internet de la CONDUSEF')).toHaveValue('www.condusef.gob.mx');
  await expectNoViolations(page, 'lender profile, incomplete');
  await shot(page, 'lender-profile-es-missing-1440');

  // A name in the banner takes the keyboard to its field.
  await missing.getByRole('button', { name: 'Teléfono de la UNE' }).click();
  await expect(page.getByLabel('Teléfono de la UNE')).toBeFocused();

  // Saving now refuses on the form, field by field, before anything is sent.
  await page.getByLabel('RFC').fill('RFC-MAL');
  await page.getByRole('button', { name: 'Guardar el perfil' }).click();
  await expect(page.getByLabel('RFC')).toHaveAccessibleDescription('El RFC no tiene el formato correcto.');
  await expect(page.getByLabel('Correo de la UNE')).toHaveAccessibleDescription('Este campo es obligatorio.');
  await shot(page, 'lender-profile-es-errors-1440');

  await page.getByLabel('RFC').fill('ccn150301ab7');
  for (const [label, value] of Object.entries(filled))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Guardar el perfil' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Perfil guardado.' })).toBeVisible();
  await expect(page.getByTestId('lender-profile-complete')).toContainText('El perfil está completo');

  await page.reload();
  await expect(page.getByTestId('lender-profile-complete')).toContainText('Guardado por última vez');
  for (const [label, value] of Object.entries(filled))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.getByLabel('RFC')).toHaveValue('CCN150301AB7');
  await expectNoSidewaysScroll(page, 'lender profile at 1440');
  await shot(page, 'lender-profile-es-complete-1440');
});

test("a product's contract terms are set in its dialog: RECA number, moratorio rate in percent, other commissions, pagaré", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await page.goto('/dashboard/admin/catalogos');
  await page.getByRole('tab', { name: 'Productos' }).click();
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo producto' });
  await dialog.getByLabel('Clave').fill('NOM-MEN-CENTRO');
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Nómina Mensual Centro');
  await dialog.getByLabel('Periodicidad de pago').selectOption('monthly');
  await dialog.getByLabel('Tasa anual (%)').fill('60');
  await dialog.getByLabel('Comisión por apertura (%)').fill('2');
  await dialog.getByLabel('Monto mínimo (MXN)').fill('2000');
  await dialog.getByLabel('Monto máximo (MXN)').fill('50000');
  await dialog.getByLabel('Plazos (número de pagos)').fill('12, 24');
  await dialog.getByLabel('Número de registro del contrato (RECA)').fill('1234-567-123456/01-12345-0126');
  const moratorio = dialog.getByLabel('Tasa de interés moratorio anual (%)');
  await moratorio.fill('1200');
  await dialog.getByLabel('Firma del pagaré').selectOption('paper');
  await dialog.getByRole('button', { name: 'Agregar una comisión' }).click();
  await dialog.getByLabel('Concepto').fill('Estado de cuenta impreso');
  await shot(page, 'product-terms-es-dialog-1440');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(moratorio).toHaveAccessibleDescription('Debe ser como máximo 1,000%.');
  await expect(dialog.getByLabel('Monto o cálculo')).toHaveAccessibleDescription(
    'Este campo es obligatorio.',
  );
  await moratorio.fill('90,5');
  await dialog.getByLabel('Monto o cálculo').fill('$50.00 más IVA por evento');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Productos' }).click();
  await page.getByRole('button', { name: 'Editar: Nómina Mensual Centro' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar: Nómina Mensual Centro' });
  await expect(edit.getByLabel('Número de registro del contrato (RECA)')).toHaveValue(
    '1234-567-123456/01-12345-0126',
  );
  await expect(edit.getByLabel('Tasa de interés moratorio anual (%)')).toHaveValue('90.5');
  await expect(edit.getByLabel('Firma del pagaré')).toHaveValue('paper');
  await expect(edit.getByLabel('Concepto')).toHaveValue('Estado de cuenta impreso');
  await expect(edit.getByLabel('Monto o cálculo')).toHaveValue('$50.00 más IVA por evento');
  await expectNoViolations(page, 'product dialog with contract terms');
});
