import { demo, expect, signIn, test } from './fixtures.js';

test('the help launcher on the sign-in screens opens the panel: search finds an answer, a visitor writes to support', async ({
  page,
  smtp,
}) => {
  await page.goto('/auth/login');
  const launcher = page.getByRole('button', { name: '¿Necesitas ayuda?' });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Ayuda' });
  await expect(panel).toBeVisible();
  await expect(launcher).toBeHidden();

  // Accents and case do not matter.
  await panel.getByLabel('Buscar en la ayuda').fill('COMISION apertura');
  await expect(panel.getByText('(1 respuesta)')).toBeVisible();
  await expect(panel.getByText(/El Costo Anual Total reúne intereses, comisión por apertura/)).toBeVisible();
  await panel.getByLabel('Buscar en la ayuda').fill('hipoteca');
  await expect(panel.getByText('No encontramos respuestas para «hipoteca».')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'soporte@origina.example' })).toBeVisible();

  await panel.getByRole('button', { name: 'Escribir a soporte' }).click();
  // Checked as the API checks it before anything (the captcha included) is sent.
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/help/messages/')) requests += 1;
  });
  await panel.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(panel.getByLabel('Tu correo')).toHaveAccessibleDescription('Este campo es obligatorio.');
  await expect(panel.getByLabel('Asunto')).toHaveAccessibleDescription('El valor es demasiado corto.');
  expect(requests).toBe(0);
  await panel.getByLabel('Tu nombre').fill('Visitante Prueba');
  await panel.getByLabel('Tu correo').fill('visitante@origina.example');
  await panel.getByLabel('Asunto').fill('No puedo entrar');
  await panel.getByLabel('Mensaje').fill('Mi cuenta no acepta la contraseña desde ayer.');
  // The captcha solves itself (proof of work) before the message goes.
  await panel.getByRole('button', { name: 'Enviar mensaje' }).click();
  const sent = panel.getByText(/Recibimos tu mensaje\. Tu referencia es AYU-[0-9A-F]{8}\./);
  await expect(sent).toBeVisible({ timeout: 20_000 });
  const reference = /AYU-[0-9A-F]{8}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  const mail = await smtp.waitFor((message) => message.subject.includes(reference));
  expect(mail.to).toBe('soporte@origina.example');
  expect(mail.text).toContain(
    'Visitante Prueba <visitante@origina.example> (visitante sin sesión) desde /auth/login',
  );

  await panel.getByRole('button', { name: 'Cerrar' }).click();
  await expect(launcher).toBeVisible();
});

test('in the dashboard the launcher is gone and "Ayuda" opens the panel for the signed-in promoter', async ({
  page,
  smtp,
}) => {
  await signIn(page);
  // The only "¿Necesitas ayuda?" left is the top bar's link: the floating launcher is gone.
  const needHelp = page.getByRole('button', { name: '¿Necesitas ayuda?' });
  await expect(needHelp).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('button', { name: '¿Necesitas ayuda?' })).toHaveCount(1);
  await needHelp.click();
  const panel = page.getByRole('dialog', { name: 'Ayuda' });
  await expect(panel.getByText('Preguntas frecuentes')).toBeVisible();
  await panel.getByRole('button', { name: 'Cerrar' }).click();
  await expect(panel).toBeHidden();

  await page.getByRole('navigation').getByRole('button', { name: 'Ayuda', exact: true }).click();
  await expect(panel.getByText('Preguntas frecuentes')).toBeVisible();
  await panel.getByRole('button', { name: 'Escribir a soporte' }).click();
  // Known to the server already: no name, address or captcha asked.
  await expect(panel.getByLabel('Tu correo')).toHaveCount(0);
  await panel.getByLabel('Asunto').fill('Duda con un folio');
  await panel.getByLabel('Mensaje').fill('La solicitud ORG-000001 no avanza desde el lunes.');
  await panel.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(panel.getByText(/Tu referencia es AYU-/)).toBeVisible();
  const receipt = await smtp.waitFor(
    (message) => message.to === demo.promoter && message.subject.includes('Recibimos'),
  );
  expect(receipt.text).toContain('Duda con un folio');
});
