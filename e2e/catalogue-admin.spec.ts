import { demo, expect, signIn, test } from './fixtures.js';

test('an admin adds a convenio, is told what the server refuses, edits it and deactivates it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin@demo.origina.mx', demo.password);
  await page.getByTestId('nav-vertical').getByRole('link', { name: 'Catálogos' }).click();
  await page.getByRole('tab', { name: 'Convenios' }).click();
  await page.getByRole('button', { name: 'Nuevo convenio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo convenio' });
  const code = `CONV-E2E-${Date.now().toString(36).toUpperCase()}`;
  await dialog.getByLabel('Clave').fill(code);
  await dialog.getByLabel('Nombre').fill('Convenio de prueba');
  await dialog.getByLabel('Dependencia o empresa').fill('Secretaría de Pruebas');
  await dialog.getByLabel('Periodicidad de pago').selectOption('biweekly');
  await dialog.getByLabel('Descuento máximo del sueldo neto (%)').fill('150');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  // The server's rule, on the field, in Spanish.
  await expect(dialog.getByLabel('Descuento máximo del sueldo neto (%)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await dialog.getByLabel('Descuento máximo del sueldo neto (%)').fill('30');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  const row = page.getByTestId('catalogue-affiliates').getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Activo');

  await row.getByRole('button', { name: 'Editar: Convenio de prueba' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar: Convenio de prueba' });
  await expect(edit.getByLabel('Descuento máximo del sueldo neto (%)')).toHaveValue('30');
  await edit.getByLabel('Nombre').fill('Convenio de prueba renombrado');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(row).toContainText('Convenio de prueba renombrado');

  await row.getByRole('button', { name: 'Desactivar: Convenio de prueba renombrado' }).click();
  await expect(row).toContainText('Desactivado');
});
