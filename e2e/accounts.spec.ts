import { apiSession } from './api-applications.js';
import { demo, expect, invited, signIn, test, uniqueEmail } from './fixtures.js';
import { inviteMany } from './list-data.js';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const newPassword = 'Tortuga-Marina-Cancun-91';

test('register, then verify the e-mail with the code that arrives by mail', async ({ page, smtp }) => {
  const email = uniqueEmail('registro');
  await page.goto('/auth/register');
  await page.getByLabel('Nombre(s)').fill('Lucía');
  await page.getByLabel('Apellidos').fill('Hernández');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('corta');
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  // The server's own refusal, shown on the field.
  await expect(page.getByText(/^Esta contraseña es fácil de adivinar/)).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill('Nopal-Azul-Quincena-47');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/auth\/register\/success$/);
  await expect(page.getByText(`Te enviamos un código de 6 dígitos a ${email}`)).toBeVisible();
  const mail = await smtp.waitFor((message) => message.to === email);
  await page.getByLabel('Código de verificación').fill('000000' === codeIn(mail.text) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('El código no es correcto o ya expiró. Solicita uno nuevo.')).toBeVisible();
  // Nothing else opens before the address is proved: the dashboard leads back here, where the way
  // out is to sign out.
  await page.goto('/dashboard/simulador');
  await expect(page).toHaveURL(/\/auth\/register\/success$/);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await page.getByLabel('Código de verificación').fill(codeIn(mail.text));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Tu correo quedó verificado.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(page.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();
});

test('forgot password, reset from the mailed link, sign in with the new password; the link works once', async ({
  page,
  smtp,
  serverUrl,
}) => {
  const email = uniqueEmail('olvido');
  await page.goto('/auth/register');
  await page.getByLabel('Nombre(s)').fill('Olga');
  await page.getByLabel('Apellidos').fill('Olvido');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Primera-Clave-Segura-12');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/auth\/register\/success$/);
  await page.evaluate(() => sessionStorage.clear());

  await page.goto('/auth/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  // The login form has an e-mail field too: wait until the next screen has replaced it.
  await expect(page.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\/success$/);
  await expect(page.getByText(`Si ${email} corresponde a una cuenta`)).toBeVisible();

  const mail = await smtp.waitFor(
    (message) => message.to === email && message.text.includes('/auth/reset-password/'),
  );
  const link =
    new RegExp(`${serverUrl.replace(/\./g, '\\.')}/auth/reset-password/[A-Za-z0-9_-]+`).exec(
      mail.text,
    )?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill(newPassword);
  await page.getByLabel('Confirma la contraseña').fill('otra cosa');
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await page.getByLabel('Confirma la contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password\/success$/);
  await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same link again: the error screen for a used or expired link.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill('Tercera-Clave-Segura-34');
  await page.getByLabel('Confirma la contraseña').fill('Tercera-Clave-Segura-34');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\/error$/);
  await expect(page.getByRole('heading', { name: 'El enlace ya no es válido' })).toBeVisible();
});

test('an invited person sets a password at /auth/register/{id} and signs in', async ({
  page,
  smtp,
  serverUrl,
}) => {
  const mail = await smtp.waitFor((message) => message.to === invited.email).catch(() => null);
  // The invitation was mailed before this worker's server started; the listener kept it.
  expect(mail).not.toBeNull();
  const link =
    new RegExp(`${serverUrl.replace(/\./g, '\\.')}/auth/register/[A-Za-z0-9_-]+`).exec(mail!.text)?.[0] ?? '';
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Crea tu contraseña' })).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill('Revisora-De-Creditos-2026');
  await page.getByLabel('Confirma la contraseña').fill('Revisora-De-Creditos-2026');
  await page.getByRole('button', { name: 'Activar cuenta' }).click();
  await expect(page.getByText('Tu cuenta está lista.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
  await page.getByLabel('Correo electrónico').fill(invited.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Revisora-De-Creditos-2026');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(
    page.getByRole('heading', { name: `Hola, ${invited.firstName} ${invited.lastName}` }),
  ).toBeVisible();
});

test("the invitation dialog checks the form as the API does before sending anything, and shows the server's refusal on its field", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin@demo.origina.mx');
  await page.goto('/dashboard/admin/cuentas');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/admin/invitations/')) sent.push(request.method());
  });
  await page.getByRole('button', { name: 'Invitar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitar a una persona' });
  const email = dialog.getByLabel('Correo electrónico');
  await email.fill('no-es-un-correo');
  await dialog.getByRole('button', { name: 'Invitar' }).click();
  await expect(email).toHaveAccessibleDescription('Escribe un correo válido.');
  await expect(dialog.getByLabel('Nombre(s)')).toHaveAccessibleDescription('Este campo es obligatorio.');
  await expect(email).toBeFocused();
  expect(sent).toEqual([]);

  // An address that already has an account: only the server knows, and says so on the field.
  await email.fill(demo.promoter);
  await dialog.getByLabel('Nombre(s)').fill('Otra');
  await dialog.getByLabel('Apellidos').fill('Persona');
  await dialog.getByRole('button', { name: 'Invitar' }).click();
  await expect(email).toHaveAccessibleDescription('Ya existe una cuenta con este correo.');
  expect(sent).toEqual(['POST']);
  await expect(dialog).toBeVisible();
});

test('editing an account checks the ERP id and mobile as the API does, saves, and shows the saved branch again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await apiSession(page.request, 'admin@demo.origina.mx');
  await inviteMany(page.request, admin, 'Editada', 1);
  await signIn(page, 'admin@demo.origina.mx');
  await page.goto('/dashboard/admin/cuentas?search=Editada');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/admin/promoters/') && request.method() === 'PATCH')
      sent.push('PATCH');
  });
  await page.getByRole('button', { name: 'Editar: Persona 01 Editada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar a Persona 01 Editada' });
  const erpId = dialog.getByLabel('Clave ERP');
  const mobile = dialog.getByLabel('Celular');
  await erpId.fill('ab');
  await mobile.fill('123');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(erpId).toHaveAccessibleDescription(
    'La clave ERP lleva de 3 a 20 letras mayúsculas, números o guiones.',
  );
  await expect(mobile).toHaveAccessibleDescription('El teléfono tiene 10 dígitos.');
  expect(sent).toEqual([]);

  await erpId.fill('EDIT-01');
  await mobile.fill('55 1234 5678');
  const branch = dialog.getByRole('combobox', { name: 'Sucursal' });
  await branch.selectOption({ index: 1 });
  const chosen = await branch.inputValue();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  expect(sent).toEqual(['PATCH']);
  await expect(page.getByTestId('accounts')).toContainText('EDIT-01');

  await page.getByRole('button', { name: 'Editar: Persona 01 Editada' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Sucursal' })).toHaveValue(chosen);
  await expect(dialog.getByLabel('Celular')).toHaveValue('5512345678');
});
