import { expect, signIn, test } from './fixtures.js';

// Issue 34: Escape in a catalogue dialog dropped everything typed; the product form hid the rates
// a catalogue sets per term.

test('Escape in a catalogue dialog asks before discarding what was typed, and the product form shows per-term rates', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin@demo.origina.mx');
  await page.goto('/dashboard/admin/catalogos');
  await page.getByRole('tab', { name: 'Productos' }).click();
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo producto' });
  await dialog.getByLabel('Clave').fill('PROD-A-MEDIAS');
  await expect(dialog.getByTestId('term-rates')).toContainText(
    'Todos los plazos usan la tasa anual del producto.',
  );
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: '¿Descartar lo que escribiste?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog.getByLabel('Clave')).toHaveValue('PROD-A-MEDIAS');
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: '¿Descartar lo que escribiste?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(dialog).toBeHidden();
  // Untouched, Escape closes at once.
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
