import { continueButton, fillPreSolicitud } from './application-flow.js';
import { expect, signIn, test } from './fixtures.js';
import { networkSettled } from './network-settle.js';

// Issue 35: a moment without network must not take the step away. When the application is read
// again (the network came back) and that reading fails, the step stays with what was typed, says
// it could not update, and updates on request once the server answers again.
test('a failed new reading keeps the step and what was typed, says so, and updates on request', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/dashboard/nueva-solicitud');
  await fillPreSolicitud(page, 'Sinred');
  const id = /nueva-solicitud\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
  const branch = page.getByRole('combobox', { name: 'Sucursal' });
  await branch.selectOption({ label: 'Ciudad de México Roma · Cuauhtémoc, Ciudad de México' });
  const chosen = await branch.inputValue();

  // The application's readings fail (the connection drops again at once).
  const reading = new RegExp(`/api/v1/promoter/applications/${id}/$`);
  let failed = 0;
  await page.route(reading, (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    failed += 1;
    return route.abort('internetdisconnected');
  });
  // Nothing in flight (a reading that left before the route would succeed and be the one the
  // reconnection waits for), then the network comes back: the screen reads the application again.
  await networkSettled(page);
  await page.context().setOffline(true);
  await page.context().setOffline(false);

  const notice = page.getByTestId('refresh-failed');
  await expect(notice).toContainText('No pudimos actualizar esta pantalla; muestra lo último que se cargó.');
  expect(failed).toBeGreaterThan(0);
  await expect(branch).toHaveValue(chosen);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.unroute(reading);
  await notice.getByRole('button', { name: 'Actualizar' }).click();
  await expect(notice).toBeHidden();
  await expect(branch).toHaveValue(chosen);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/convenio$/);
});

// Replaced with the outbox (issue 35): a save made offline is no longer held in memory with the step
// frozen; it is queued on the device, the flow goes on, and the step says it will be sent.
test('a step saved without network is queued, the flow goes on, and it is saved once the network is back', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/dashboard/nueva-solicitud');
  await fillPreSolicitud(page, 'Sinred');
  const stepUrl = page.url();
  const branch = page.getByRole('combobox', { name: 'Sucursal' });
  await branch.selectOption({ label: 'Ciudad de México Roma · Cuauhtémoc, Ciudad de México' });
  const chosen = await branch.inputValue();

  await page.context().setOffline(true);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/convenio$/);
  await page.getByRole('button', { name: 'Anterior', exact: true }).click();
  await expect(page).toHaveURL(stepUrl);
  await expect(page.getByTestId('save-queued')).toContainText('Se enviará al volver la conexión.');
  await expect(branch).toHaveValue(chosen);

  await page.context().setOffline(false);
  await expect(page.getByTestId('save-queued')).toBeHidden();
  // Saved on the server: the step shows it, with nothing to offer back.
  await page.reload();
  await expect(branch).toHaveValue(chosen);
  await expect(page.getByTestId('draft-offer')).toBeHidden();
});
