import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe.js';
import { demo, expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { expectNoSidewaysScroll } from './visible-text.js';

const admin = 'admin@demo.origina.mx';
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

async function openCatalogue(page: Page, tab: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin, demo.password);
  await page.getByTestId('nav-vertical').getByRole('link', { name: 'Catálogos' }).click();
  await page.getByRole('tab', { name: tab }).click();
}

/** Chooses an entry of a picker by typing part of its name. */
async function pick(page: Page, dialog: Locator, label: string, typed: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
}

test('a convenio: a percentage over 100 is refused in percent, "30,5" is taken, its quincenal paydays and cut-off are chosen, products and documents by name', async ({
  page,
}) => {
  await openCatalogue(page, 'Convenios');
  await page.getByRole('button', { name: 'Nuevo convenio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo convenio' });
  const code = unique('CONV-E2E');
  const share = dialog.getByLabel('Descuento máximo del sueldo neto (%)');
  await dialog.getByLabel('Clave').fill(code);
  await dialog.getByLabel('Nombre').fill('Convenio de prueba');
  await dialog.getByLabel('Dependencia o empresa').fill('Secretaría de Pruebas');
  await dialog.getByLabel('Periodicidad de pago').selectOption('biweekly');
  // docs/domain-rules.md's quincenal defaults: the 15th and the month's last day, a cut-off of 10 days.
  await expect(dialog.getByLabel('Primer día de pago')).toHaveValue('15');
  await expect(dialog.getByLabel('Segundo día de pago')).toHaveValue('31');
  await expect(dialog.getByLabel('Segundo día de pago').locator('option:checked')).toHaveText('Último día');
  const cutoff = dialog.getByLabel('Días de corte');
  await expect(cutoff).toHaveValue('10');
  await expect(cutoff).toHaveAccessibleDescription(
    'Días antes del día de pago en que el descuento debe llegar a la dependencia. Por omisión, 10.',
  );
  await dialog.getByLabel('Primer día de pago').selectOption('10');
  await cutoff.fill('75');
  await share.fill('150');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(share).toHaveAttribute('aria-invalid', 'true');
  await expect(share).toHaveAccessibleDescription('Debe ser como máximo 100%.');
  await expect(cutoff).toHaveAccessibleDescription('El corte va de 0 a 60 días antes del día de pago.');
  await cutoff.fill('12');

  await share.fill('30,5');
  await pick(page, dialog, 'Productos que ofrece', 'clásico', 'Nómina Quincenal Clásico');
  await pick(page, dialog, 'Documentos que pide', 'nómina', 'Recibos de nómina \\(los dos últimos\\)');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  const row = page.getByTestId('catalogue-affiliates').getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Activo');
  await expect(row).toContainText('Quincenal: días 10 y último; corte 12 días antes · 30.5%');

  await row.getByRole('button', { name: 'Editar: Convenio de prueba' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar: Convenio de prueba' });
  await expect(edit.getByLabel('Descuento máximo del sueldo neto (%)')).toHaveValue('30.5');
  await expect(edit.getByRole('button', { name: 'Nómina Quincenal Clásico' })).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Recibos de nómina (los dos últimos)' })).toBeVisible();
  await expect(edit.getByLabel('Primer día de pago')).toHaveValue('10');
  await expect(edit.getByLabel('Segundo día de pago')).toHaveValue('31');
  await expect(edit.getByLabel('Días de corte')).toHaveValue('12');
  await edit.getByLabel('Nombre').fill('Convenio de prueba renombrado');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(row).toContainText('Convenio de prueba renombrado');

  await row.getByRole('button', { name: 'Desactivar: Convenio de prueba renombrado' }).click();
  await expect(row).toContainText('Desactivado');
});

test("a convenio's calendar follows its frequency: catorcenal needs a payday, weekly a weekday, and the list says it in words", async ({
  page,
}) => {
  await openCatalogue(page, 'Convenios');
  await page.getByRole('button', { name: 'Nuevo convenio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo convenio' });
  const code = unique('CAT-E2E');
  await dialog.getByLabel('Clave').fill(code);
  await dialog.getByLabel('Nombre').fill('Convenio catorcenal');
  await dialog.getByLabel('Dependencia o empresa').fill('Instituto de Pruebas');
  await dialog.getByLabel('Descuento máximo del sueldo neto (%)').fill('30');
  await dialog.getByLabel('Periodicidad de pago').selectOption('fortnightly');
  // Only the inputs of the chosen frequency are shown.
  await expect(dialog.getByLabel('Primer día de pago')).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Día de pago', exact: true })).toHaveCount(0);
  const reference = dialog.getByLabel('Una fecha de pago de la dependencia');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await expect(reference).toHaveAccessibleDescription(
    'Indica una fecha en que la dependencia paga la nómina catorcenal; los demás pagos caen cada 14 días.',
  );
  await reference.fill('2026-01-23');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const row = page.getByTestId('catalogue-affiliates').getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(
    'Catorcenal: cada 14 días a partir del 23 ene 2026; corte 10 días antes · 30%',
  );

  await row.getByRole('button', { name: 'Editar: Convenio catorcenal' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar: Convenio catorcenal' });
  await expect(edit.getByLabel('Una fecha de pago de la dependencia')).toHaveValue('2026-01-23');
  await edit.getByLabel('Periodicidad de pago').selectOption('weekly');
  const weekday = edit.getByRole('combobox', { name: 'Día de pago', exact: true });
  await expect(weekday.locator('option:checked')).toHaveText('Viernes');
  await expect(weekday.locator('option')).toHaveText([
    'Lunes',
    'Martes',
    'Miércoles',
    'Jueves',
    'Viernes',
    'Sábado',
    'Domingo',
  ]);
  await weekday.selectOption({ label: 'Sábado' });
  await edit.getByLabel('Días de corte').fill('7');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(row).toContainText('Semanal: los sábados; corte 7 días antes · 30%');

  await row.getByRole('button', { name: 'Editar: Convenio catorcenal' }).click();
  await edit.getByLabel('Periodicidad de pago').selectOption('monthly');
  await expect(
    edit.getByRole('combobox', { name: 'Día de pago', exact: true }).locator('option:checked'),
  ).toHaveText('Último día');
  await edit.getByRole('combobox', { name: 'Día de pago', exact: true }).selectOption('1');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(row).toContainText('Mensual: día 1; corte 7 días antes · 30%');
});

test('a branch: every problem is said in one submit, the colonia comes from the postal code, convenios are chosen by name', async ({
  page,
}) => {
  await openCatalogue(page, 'Sucursales');
  // A stored branch shows its colonia among its postal code's, once they arrive.
  await page.getByRole('button', { name: 'Editar: Ciudad de México Roma' }).click();
  const roma = page.getByRole('dialog', { name: 'Editar: Ciudad de México Roma' });
  await expect(roma.getByLabel('Colonia')).toHaveValue('Roma Norte');
  await expect(roma.getByText('Cuauhtémoc, Ciudad de México')).toBeVisible();
  await roma.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('button', { name: 'Nueva sucursal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva sucursal' });
  await dialog.getByLabel('Clave').fill('x');
  await dialog.getByLabel('Teléfono (10 dígitos)').fill('55');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  for (const label of [
    'Clave',
    'Nombre',
    'Calle',
    'Número exterior',
    'Código postal',
    'Teléfono (10 dígitos)',
  ]) {
    await expect(dialog.getByRole('textbox', { name: label }), label).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(
    dialog.getByText('La clave lleva de 2 a 40 letras, dígitos, guiones o guiones bajos.'),
  ).toBeVisible();
  await expect(dialog.getByText('El teléfono tiene 10 dígitos.')).toBeVisible();
  await expect(dialog.getByText('Este campo es obligatorio.')).toHaveCount(5);

  const code = unique('SUC-E2E');
  await dialog.getByLabel('Clave').fill(code);
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Sucursal Del Valle');
  await dialog.getByLabel('Calle').fill('Avenida Insurgentes Sur');
  await dialog.getByLabel('Número exterior').fill('1602');
  const settlement = dialog.getByLabel('Colonia');
  await expect(settlement.getByRole('option')).toHaveText(['']);
  await dialog.getByLabel('Código postal').fill('03100');
  await expect(settlement.getByRole('option')).toHaveText([
    '',
    'Del Valle Centro (Colonia)',
    'Insurgentes San Borja (Colonia)',
  ]);
  await settlement.selectOption({ label: 'Insurgentes San Borja (Colonia)' });
  await expect(dialog.getByText('Benito Juárez, Ciudad de México')).toBeVisible();
  await dialog.getByLabel('Teléfono (10 dígitos)').fill('5512345678');
  await pick(page, dialog, 'Convenios que atiende', 'ciudad de méx', 'Gobierno de la Ciudad de México');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const row = page.getByTestId('catalogue-branches').getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Insurgentes San Borja, Benito Juárez');

  await row.getByRole('button', { name: 'Editar: Sucursal Del Valle' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar: Sucursal Del Valle' });
  await expect(edit.getByLabel('Colonia')).toHaveValue('Insurgentes San Borja');
  await expect(edit.getByRole('button', { name: 'Gobierno de la Ciudad de México' })).toBeVisible();
});

test('a product: rates typed as percentages (a decimal comma too) come back as percentages; a term of 0 names the range', async ({
  page,
}) => {
  await openCatalogue(page, 'Productos');
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo producto' });
  const code = unique('PROD-E2E');
  await dialog.getByLabel('Clave').fill(code);
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Producto de prueba');
  await dialog.getByLabel('Nombre en inglés').fill('Test product');
  await dialog.getByLabel('Periodicidad de pago').selectOption('monthly');
  await dialog.getByLabel('Tasa anual (%)').fill('60');
  await dialog.getByLabel('Comisión por apertura (%)').fill('25');
  await dialog.getByLabel('Monto mínimo (MXN)').fill('1,000');
  await dialog.getByLabel('Monto máximo (MXN)').fill('20000');
  const terms = dialog.getByLabel('Plazos (número de pagos)');
  await expect(terms).toHaveAccessibleDescription(
    'Plazos disponibles, en número de pagos, separados por comas: 12, 24, 36.',
  );
  await terms.fill('0, 12');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(terms).toHaveAccessibleDescription('Cada plazo va de 1 a 520 pagos.');
  await expect(dialog.getByLabel('Comisión por apertura (%)')).toHaveAccessibleDescription(
    'Debe ser como máximo 20%.',
  );

  await dialog.getByLabel('Comisión por apertura (%)').fill('2,5');
  await terms.fill('24, 12');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const row = page.getByTestId('catalogue-products').getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Mensual · 60%');
  await row.getByRole('button', { name: 'Editar: Producto de prueba' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar: Producto de prueba' });
  await expect(edit.getByLabel('Tasa anual (%)')).toHaveValue('60');
  await expect(edit.getByLabel('Comisión por apertura (%)')).toHaveValue('2.5');
  await expect(edit.getByLabel('Plazos (número de pagos)')).toHaveValue('12, 24');
});

const screenshots = process.env.SCREENSHOTS;

const words = {
  es: {
    tabs: ['Sucursales', 'Convenios', 'Productos'],
    new: ['Nueva sucursal', 'Nuevo convenio', 'Nuevo producto'],
    documents: 'Documentos que pide',
    payStub: 'Recibos de nómina (los dos últimos)',
  },
  en: {
    tabs: ['Branches', 'Convenios', 'Products'],
    new: ['New branch', 'New convenio', 'New product'],
    documents: 'Documents it asks for',
    payStub: 'Pay stubs (the last two)',
  },
} as const;

for (const language of ['es', 'en'] as const) {
  test(`${language}: every catalogue tab and dialog fits a desktop and a phone${language === 'es' ? ' and passes axe' : ''}, names in words`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, admin, demo.password);
    await chooseLanguage(page, language);
    if (screenshots) mkdirSync(screenshots, { recursive: true });
    const { tabs, new: buttons } = words[language];
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/dashboard/admin/catalogos');
      for (const [index, tab] of tabs.entries()) {
        const where = `${tab} at ${size.width}`;
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel').getByRole('row').nth(1), where).toBeVisible();
        await expectNoSidewaysScroll(page, where);
        const shot = async (what: string) => {
          if (!screenshots) return;
          await page.waitForFunction(() =>
            document.getAnimations().every((animation) => animation.playState !== 'running'),
          );
          await page.screenshot({
            path: join(screenshots, `catalogue-${language}-${what}-${size.width}.png`),
          });
        };
        await shot(`tab-${index}`);
        await page.getByRole('button', { name: buttons[index] }).click();
        const dialog = page.getByRole('dialog', { name: buttons[index] });
        await expect(dialog, where).toBeVisible();
        if (language === 'es') await expectNoViolations(page, `${buttons[index]} at ${size.width}`);
        await expectNoSidewaysScroll(page, buttons[index]!);
        await shot(`dialog-${index}`);
        await dialog.getByRole('button', { name: language === 'es' ? 'Guardar' : 'Save' }).click();
        await shot(`dialog-${index}-errors`);
        if (index > 0) {
          // Document types by their names in the reader's language, never their keys.
          await dialog.getByRole('combobox', { name: words[language].documents }).click();
          await expect(page.getByRole('option', { name: words[language].payStub })).toBeVisible();
          await expect(page.getByRole('listbox')).not.toContainText('pay_stub');
          await shot(`dialog-${index}-picker`);
          await page.keyboard.press('Escape');
        }
        await dialog.getByRole('button', { name: language === 'es' ? 'Cancelar' : 'Cancel' }).click();
        await expect(dialog).toBeHidden();
        // An entry as stored: its convenios, products and documents as named chips.
        await page
          .getByRole('tabpanel')
          .getByRole('button', { name: /^(Editar|Edit): / })
          .first()
          .click();
        const stored = page.getByRole('dialog', { name: /^(Editar|Edit): / });
        await expect(
          stored
            .getByRole('button')
            .filter({ has: page.locator('.MuiChip-label') })
            .first(),
        ).toBeVisible();
        if (language === 'es') await expectNoViolations(page, `${tab}: edit at ${size.width}`);
        await expectNoSidewaysScroll(page, `${tab}: edit`);
        await shot(`edit-${index}`);
        await page.keyboard.press('Escape');
        await expect(stored).toBeHidden();
      }
    }
  });
}
