import type { Page } from '@playwright/test';
import { apiSession, submittedThroughTheApi } from './api-applications.js';
import { expect, signIn, test } from './fixtures.js';
import { draftsNamed, folioOf, inviteMany, simulationsOf, takenByTheReviewer } from './list-data.js';
import { expectNoSidewaysScroll } from './visible-text.js';

// A list's search, filters and page live in the address: they show there, a reload keeps them,
// and Back undoes them one step at a time. Values the list does not know fall back to its defaults.

const admin = 'admin@demo.origina.mx';
const reviewer = 'revisor@demo.origina.mx';
const query = (page: Page) => new URL(page.url()).search;

// A busy phone renders late: the address's own updates arrive after the next keystroke or click.
async function asOnASlowPhone(page: Page) {
  // Six times slower, on a machine already shared by two browsers and two servers.
  test.slow();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('Cuentas: search, role and page in the address, kept by a reload, undone by Back', async ({ page }) => {
  await inviteMany(page.request, await apiSession(page.request, admin), 'Listada', 21);
  await signIn(page, admin);
  await page.goto('/dashboard/admin/cuentas');
  const rows = page.getByTestId('accounts').locator('tbody tr');
  const search = page.getByLabel('Buscar por nombre, correo o clave ERP');

  await search.fill('Listada');
  await expect.poll(() => query(page)).toBe('?search=Listada');
  await expect(rows).toHaveCount(20);
  await page.getByRole('button', { name: 'Ir a la página 2' }).click();
  await expect.poll(() => query(page)).toBe('?search=Listada&page=2');
  await expect(rows).toHaveCount(1);

  await page.reload();
  await expect(search).toHaveValue('Listada');
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect.poll(() => query(page)).toBe('?search=Listada');
  await expect(rows).toHaveCount(20);
  await page.goBack();
  await expect.poll(() => query(page)).toBe('');
  await expect(search).toHaveValue('');

  const role = page.getByRole('combobox', { name: 'Rol' });
  await role.selectOption('reviewer');
  await expect.poll(() => query(page)).toBe('?role=reviewer');
  await expect(page.getByTestId('accounts')).toContainText('Raúl Revisor');
  await expect(page.getByTestId('accounts')).not.toContainText('Alma Administradora');
  await page.reload();
  await expect(role).toHaveValue('reviewer');
  await expect(page.getByTestId('accounts')).not.toContainText('Alma Administradora');
  await page.goBack();
  await expect(role).toHaveValue('');
  await expect(page.getByTestId('accounts')).toContainText('Alma Administradora');

  // Nonsense in the address reads as the defaults; a page past the last shows the last.
  await page.goto('/dashboard/admin/cuentas?role=jefe&page=cero&search=Listada');
  await expect(role).toHaveValue('');
  await expect(rows).toHaveCount(20);
  await page.goto('/dashboard/admin/cuentas?search=Listada&page=9');
  await expect.poll(() => query(page)).toBe('?search=Listada&page=2');
  await expect(rows).toHaveCount(1);
});

test('Auditoría: search and page in the address, kept by a reload, undone by Back', async ({ page }) => {
  await inviteMany(page.request, await apiSession(page.request, admin), 'Auditada', 51);
  await signIn(page, admin);
  await page.goto('/dashboard/admin/auditoria');
  await asOnASlowPhone(page);
  const rows = page.getByTestId('audit-log').locator('tbody tr');
  const search = page.getByLabel('Buscar por acción, persona, folio o detalle');

  // Typed a letter at a time, as people do: the field keeps every letter, the address follows.
  await search.pressSequentially('Auditada', { delay: 40 });
  await expect(search).toHaveValue('Auditada');
  await expect.poll(() => query(page)).toBe('?search=Auditada');
  await expect(rows).toHaveCount(50);
  await page.getByRole('button', { name: 'Ir a la página 2' }).click();
  await expect.poll(() => query(page)).toBe('?search=Auditada&page=2');
  await expect(rows).toHaveCount(1);

  await page.reload();
  await expect(search).toHaveValue('Auditada');
  await expect(rows).toHaveCount(1);
  await page.goBack();
  await expect.poll(() => query(page)).toBe('?search=Auditada');
  await expect(rows).toHaveCount(50);
  await page.goBack();
  await expect(search).toHaveValue('');
  await page.goForward();
  await expect(search).toHaveValue('Auditada');
});

test('Revisión: search, status and "mine" in the address, kept by a reload, undone by Back; cards on a phone', async ({
  page,
}) => {
  const promoter = await apiSession(page.request);
  const waiting = await folioOf(page.request, promoter, await submittedThroughTheApi(page.request, promoter));
  const takenId = await submittedThroughTheApi(page.request, promoter);
  await takenByTheReviewer(page.request, await apiSession(page.request, reviewer), takenId);
  const taken = await folioOf(page.request, promoter, takenId);
  await signIn(page, reviewer);
  await page.goto('/dashboard/revision');
  await asOnASlowPhone(page);
  const queue = page.getByTestId('review-queue');
  const search = page.getByLabel('Folio, cliente, CURP, teléfono o promotor');
  const status = page.getByRole('combobox', { name: 'Estado' });
  const mine = page.getByRole('checkbox', { name: 'Solo las que tomé' });

  await search.fill(waiting);
  await expect.poll(() => query(page)).toBe(`?search=${waiting}`);
  await expect(queue.locator('tbody tr')).toHaveCount(1);
  await expect(queue).toContainText(waiting);
  await search.fill('');
  await expect.poll(() => query(page)).toBe('');

  await status.selectOption('in_review');
  await expect.poll(() => query(page)).toBe('?status=in_review');
  await expect(queue).toContainText(taken);
  await expect(queue).not.toContainText(waiting);
  await mine.check();
  await expect.poll(() => query(page)).toBe('?status=in_review&mine=true');

  await page.reload();
  await expect(status).toHaveValue('in_review');
  await expect(mine).toBeChecked();
  await expect(queue).toContainText(taken);
  await page.goBack();
  await expect(mine).not.toBeChecked();
  await expect(status).toHaveValue('in_review');
  await page.goBack();
  await expect(status).toHaveValue('');
  await expect(queue).toContainText(waiting);

  // A filter that finds nothing offers to clear every filter.
  await page.goto(`/dashboard/revision?search=NO-EXISTE&status=submitted&mine=true`);
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect.poll(() => query(page)).toBe('');
  await expect(search).toHaveValue('');
  await expect(mine).not.toBeChecked();

  // On a phone each application is a card that shows all of it, not nine columns in a box that
  // scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByTestId('review-queue-cards').getByRole('listitem').filter({ hasText: waiting });
  await expect(card).toContainText('Por revisar');
  await expect(card).toContainText('Tomada por: Nadie');
  await expect(queue).toBeHidden();
  await expectNoSidewaysScroll(page, 'the review queue on a phone');
});

test('Mis Solicitudes: search, order and page in the address, kept by a reload, undone by Back', async ({
  page,
}) => {
  await draftsNamed(page.request, await apiSession(page.request), 'Paginada', 11);
  await signIn(page);
  await page.goto('/dashboard/mis-solicitudes');
  const rows = page.getByTestId('applications-table').locator('tbody tr');
  const search = page.getByLabel('Buscar por folio, nombre, CURP o teléfono');
  const ordering = page.getByRole('combobox', { name: 'Ordenar por' });

  await search.fill('Paginada');
  await expect.poll(() => query(page)).toBe('?search=Paginada');
  await expect(rows).toHaveCount(10);
  await ordering.selectOption('folio');
  await expect.poll(() => query(page)).toBe('?search=Paginada&ordering=folio');
  await page.getByRole('button', { name: 'Ir a la página 2' }).click();
  await expect.poll(() => query(page)).toBe('?search=Paginada&ordering=folio&page=2');
  await expect(rows).toHaveCount(1);

  await page.reload();
  await expect(search).toHaveValue('Paginada');
  await expect(ordering).toHaveValue('folio');
  await expect(rows).toHaveCount(1);
  await page.goBack();
  await expect(rows).toHaveCount(10);
  await page.goBack();
  await expect(ordering).toHaveValue('-updated_at');
  await page.goBack();
  await expect(search).toHaveValue('');
  await expect.poll(() => query(page)).toBe('');

  await page.goto('/dashboard/mis-solicitudes?status=aprobadisima&ordering=rand()&search=Paginada');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('');
  await expect(ordering).toHaveValue('-updated_at');
  await expect(rows).toHaveCount(10);
});

test('saved simulations: search and page in the address, kept by a reload, undone by Back', async ({
  page,
}) => {
  await simulationsOf(page.request, await apiSession(page.request), 12345.67, 11);
  await signIn(page);
  await page.goto('/dashboard/simulador');
  const saved = page.getByTestId('saved-simulations').getByRole('link');
  const search = page.getByLabel('Buscar por producto, convenio o monto');

  await search.fill('12,345.67');
  await expect.poll(() => query(page)).toBe('?search=12%2C345.67');
  await expect(saved).toHaveCount(10);
  await page.getByRole('button', { name: 'Ir a la página 2' }).click();
  await expect(saved).toHaveCount(1);
  await page.reload();
  await expect(search).toHaveValue('12,345.67');
  await expect(saved).toHaveCount(1);
  await page.goBack();
  await expect(saved).toHaveCount(10);
});
