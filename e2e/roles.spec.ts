import type { Page } from '@playwright/test';
import {
  canUse,
  homeOf,
  roleWorkspaces,
  type Workspace,
  workspaces,
} from '../packages/domain/src/role-workspaces.js';
import type { Role } from '../packages/domain/src/roles.js';
import { fillPreSolicitud } from './application-flow.js';
import { expectNoViolations } from './axe.js';
import { demo, expect, signIn, test } from './fixtures.js';

// What each role sees comes from the lifecycle model (packages/domain/src/application-lifecycle.ts):
// the expectations below are generated from its table, not listed by hand per role.
const accounts: Record<Role, string> = {
  promoter: demo.promoter,
  reviewer: 'revisor@demo.origina.mx',
  admin: 'admin@demo.origina.mx',
  compliance: 'cumplimiento@demo.origina.mx',
};
const roles = Object.keys(roleWorkspaces) as Role[];
const anA = (role: Role) => (role === 'admin' ? `an ${role}` : `a ${role}`);

// The menu entries (in Spanish) of each workspace, and a screen of it to type in the address bar.
const entriesOf: Record<Workspace, string[]> = {
  capture: ['Nueva solicitud', 'Mis Solicitudes'],
  simulate: ['Simulador'],
  review: ['Revisión'],
  administer: [
    'Cuentas',
    'Catálogos',
    'Plantillas de contrato',
    'Por dispersar',
    'Cartera',
    'Descuentos de nómina',
    'Perfil del otorgante',
    'Listas de PLD',
    'Aviso de privacidad',
    'Auditoría',
  ],
  comply: ['Cumplimiento'],
  inbox: ['Bandeja'],
};
const screensOf: Record<Workspace, string[]> = {
  capture: ['/dashboard/nueva-solicitud', '/dashboard/mis-solicitudes'],
  simulate: ['/dashboard/simulador'],
  review: ['/dashboard/revision'],
  administer: [
    '/dashboard/admin/cuentas',
    '/dashboard/admin/catalogos',
    '/dashboard/admin/plantillas',
    '/dashboard/admin/dispersiones',
    '/dashboard/admin/cartera',
    '/dashboard/admin/descuentos',
    '/dashboard/admin/perfil-otorgante',
    '/dashboard/admin/listas',
    '/dashboard/admin/aviso-privacidad',
    '/dashboard/admin/auditoria',
  ],
  comply: ['/dashboard/cumplimiento'],
  inbox: ['/dashboard/inbox'],
};
// Every role has home and help.
const expectedMenu = (role: Role) =>
  ['Inicio', 'Ayuda', ...roleWorkspaces[role].flatMap((workspace) => entriesOf[workspace])].sort();

async function menuEntries(page: Page) {
  const items = page.getByTestId('nav-vertical').getByRole('navigation').locator(':scope > *');
  await expect(items.first()).toBeVisible();
  // An entry's first line is its name (the inbox adds its unread count below it).
  return (await items.allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
}

const noAccess = (page: Page) => page.getByTestId('no-access');

async function expectNoAccessScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'No tienes acceso a esta sección' }),
  ).toBeVisible();
  // Only that screen: none of the page's own chrome, nor a refusal from the server behind it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Invitar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nueva sucursal' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const role of roles) {
    test(`${anA(role)} sees the menu and the home the lifecycle model gives the role`, async ({ page }) => {
      await signIn(page, accounts[role], demo.password);
      const entries = await menuEntries(page);
      expect([...entries].sort()).toEqual(expectedMenu(role));
      expect(entries[0]).toBe('Inicio');
      expect(entries.at(-1)).toBe('Ayuda');

      const home = homeOf[role];
      if (home === 'promoter') {
        await expect(page.getByTestId('status-counts')).toBeVisible();
        await expect(page.getByTestId('queue-counts')).toHaveCount(0);
      } else if (home === 'compliance') {
        // The matches waiting for a decision, and the way to them; none of the desk's counts.
        await expect(page.getByTestId('compliance-pending')).toBeVisible();
        await expect(page.getByTestId('queue-counts')).toHaveCount(0);
        await page.getByRole('link', { name: 'Ir a Cumplimiento' }).click();
        await expect(page).toHaveURL(/\/dashboard\/cumplimiento$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Cumplimiento' })).toBeVisible();
        await page.goto('/dashboard');
      } else {
        // The desk's counts, read from the queue: a number once loaded.
        const counts = page.getByTestId('queue-counts');
        await expect(counts.getByTestId('queue-count-submitted')).toContainText(/^\d+Enviadas$/);
        await expect(counts.getByTestId('queue-count-in_review')).toContainText(/^\d+En revisión$/);
        await expect(counts.getByTestId('queue-count-in_review-mine')).toContainText(/^\d+Tomadas por ti$/);
        await expect(page.getByTestId('status-counts')).toHaveCount(0);
        await page.getByRole('link', { name: 'Ir a la cola de revisión' }).click();
        await expect(page).toHaveURL(/\/dashboard\/revision$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes por revisar' })).toBeVisible();
        await page.goto('/dashboard');
      }
      if (home === 'desk') {
        await expect(page.getByRole('region', { name: 'Las que más han esperado' })).toBeVisible();
      }
      if (home === 'administration') {
        for (const title of entriesOf.administer) {
          await expect(
            page.getByRole('main').getByRole('link', { name: new RegExp(`^${title}`) }),
          ).toBeVisible();
        }
      }
      // Every other role's home is not shown to this one.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hola, /);
    });

    test(`${anA(role)} typing the address of a workspace the role does not use sees one "no access" screen`, async ({
      page,
    }) => {
      await signIn(page, accounts[role], demo.password);
      for (const workspace of workspaces) {
        for (const path of screensOf[workspace]) {
          if (canUse(role, workspace)) {
            await page.goto(path);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            await expect(noAccess(page), `${role} on ${path}`).toHaveCount(0);
          } else {
            await expectNoAccessScreen(page, path);
          }
        }
      }
      // The way out leads home.
      const closed = workspaces.find((workspace) => !canUse(role, workspace));
      if (closed) {
        await page.goto(screensOf[closed][0]!);
        await page.getByRole('link', { name: 'Ir al inicio' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hola, /);
      }
    });
  }

  test('the screens the brief names: a promoter on the desk and administration, a reviewer on capture and the simulator', async ({
    page,
  }) => {
    await signIn(page);
    for (const path of ['/dashboard/admin/cuentas', '/dashboard/admin/catalogos', '/dashboard/revision']) {
      await expectNoAccessScreen(page, path);
    }
    await page.getByRole('button', { name: 'Cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, accounts.reviewer, demo.password);
    for (const path of ['/dashboard/nueva-solicitud', '/dashboard/simulador']) {
      await expectNoAccessScreen(page, path);
    }
  });

  test('the submit address of a draft does not claim it was sent: it lands on the preview, which lists what is missing', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/dashboard/nueva-solicitud');
    await fillPreSolicitud(page, 'Borrador');
    await page.goto(page.url().replace(/\/branch$/, '/submit'));
    await expect(page).toHaveURL(/\/dashboard\/nueva-solicitud\/[0-9a-f-]{36}\/vista-previa$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Vista previa' })).toBeVisible();
    const missing = page.getByTestId('missing-list');
    await expect(missing).toContainText('Falta completar:');
    await expect(missing.getByRole('link', { name: 'Sucursal' })).toBeVisible();
    await expect(missing.getByRole('link', { name: 'Datos de la solicitud' })).toBeVisible();
    await expect(page.getByText('¡Solicitud enviada!')).toHaveCount(0);
    await expect(page.getByText(/está en revisión|está «Enviada»/)).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const role of roles) {
    test(`${anA(role)}'s tab bar: home, what a promoter starts, the inbox and the list the role works from`, async ({
      page,
    }) => {
      await signIn(page, accounts[role], demo.password);
      const tabs = page.locator('.MuiBottomNavigation-root').getByRole('link');
      const third = canUse(role, 'capture')
        ? 'Mis Solicitudes'
        : canUse(role, 'comply')
          ? 'Cumplimiento'
          : 'Revisión';
      // The simulator and a new application only for the roles that use them (issue 35: a
      // promoter's cards for them on Inicio are below the fold).
      const starts = [
        ...(canUse(role, 'simulate') ? ['Simulador'] : []),
        ...(canUse(role, 'capture') ? ['Nueva solicitud'] : []),
      ];
      await expect(tabs).toHaveText(['Inicio', ...starts, /Bandeja$/, third]);
      await tabs.last().click();
      await expect(page.locator('.MuiBottomNavigationAction-root.Mui-selected')).toHaveText(third);
      await expect(noAccess(page)).toHaveCount(0);
    });
  }
});

for (const mode of ['light', 'dark'] as const) {
  test(`the desk home, the administration home and the no-access screen pass axe (${mode} mode)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript((chosen) => {
      localStorage.setItem('settings', JSON.stringify({ mode: chosen }));
    }, mode);
    await signIn(page, accounts.reviewer, demo.password);
    await expect(page.getByTestId('queue-count-submitted')).toContainText(/^\d/);
    await expectNoViolations(page, 'desk home');
    await page.goto('/dashboard/simulador');
    await expect(noAccess(page)).toBeVisible();
    await expectNoViolations(page, 'no-access screen');
    await page.getByRole('button', { name: 'Cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, accounts.admin, demo.password);
    await expect(page.getByTestId('queue-count-submitted')).toContainText(/^\d/);
    await expectNoViolations(page, 'administration home');
  });
}

// A list the compliance home could not read is not an empty one: "no match waits" would let the
// officer leave matches that block approvals undecided.
test('the compliance home says its matches cannot be shown when the list fails, never that none wait', async ({
  page,
}) => {
  await page.route(/\/api\/v1\/compliance\/screenings\/\?status=pending$/, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"unavailable"}' }),
  );
  await signIn(page, accounts.compliance, demo.password);
  const card = page.getByRole('region', { name: 'Coincidencias en listas' });
  await expect(card.getByText('No se pueden mostrar por ahora.')).toBeVisible();
  await expect(page.getByTestId('compliance-pending')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Ir a Cumplimiento' })).toBeVisible();
});
