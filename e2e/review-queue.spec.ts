import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiSession, submittedThroughTheApi } from './api-applications.js';
import { expectNoViolations, settledScreen } from './axe.js';
import { demo, expect, signIn, test } from './fixtures.js';
import { expectNoSidewaysScroll } from './visible-text.js';

// The desk's queue as an admin works it (issue 34): filters and order, ageing in words, several
// applications picked and assigned to a reviewer at once, the ageing thresholds; in Spanish and
// English, on a desktop and a phone, with nothing scrolling sideways and nothing axe finds.

const admin = 'admin@demo.origina.mx';
const screenshots = process.env.SCREENSHOTS;

const words = {
  es: {
    title: 'Solicitudes por revisar',
    sort: 'Orden',
    newest: 'Más recientes primero',
    promoter: 'Promotor',
    select: (folio: string) => `Seleccionar ${folio}`,
    assignTo: 'Asignar a…',
    raul: 'Raúl Revisor (Revisor)',
    assign: 'Asignar',
    assigned: 'Se asignaron 2 solicitudes a Raúl Revisor.',
    onTime: 'A tiempo',
    settings: 'Umbrales de antigüedad',
    amber: 'Demorada desde (horas)',
    cancel: 'Cancelar',
    legend: 'Demorada desde 24 h en espera; atrasada desde 72 h.',
    search: 'Folio, cliente, CURP, teléfono o promotor',
  },
  en: {
    title: 'Applications to review',
    sort: 'Order',
    newest: 'Newest first',
    promoter: 'Promoter',
    select: (folio: string) => `Select ${folio}`,
    assignTo: 'Assign to…',
    raul: 'Raúl Revisor (Reviewer)',
    assign: 'Assign',
    assigned: '2 applications assigned to Raúl Revisor.',
    onTime: 'On time',
    settings: 'Ageing thresholds',
    amber: 'Delayed from (hours)',
    cancel: 'Cancel',
    legend: 'Delayed from 24 h waiting; overdue from 72 h.',
    search: 'Folio, customer, CURP, phone or promoter',
  },
} as const;

async function look(page: Page, name: string) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await settledScreen(page, name);
    await expectNoSidewaysScroll(page, `${name} at ${viewport.width}`);
    await expectNoViolations(page, `${name} ${viewport.width}`);
    if (screenshots) {
      mkdirSync(screenshots, { recursive: true });
      await page.screenshot({ path: join(screenshots, `${name}-${viewport.width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

for (const language of ['es', 'en'] as const) {
  test(`${language}: an admin narrows and orders the queue and assigns two applications to a reviewer at once`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const say = words[language];
    const promoter = await apiSession(page.request);
    const ids = [
      await submittedThroughTheApi(page.request, promoter),
      await submittedThroughTheApi(page.request, promoter),
    ];
    const folios: string[] = [];
    for (const id of ids) {
      const read = await page.request.get(`/api/v1/promoter/applications/${id}/`, {
        headers: { authorization: `Bearer ${promoter}` },
      });
      folios.push(((await read.json()) as { folio: string }).folio);
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, admin, demo.password);
    if (language === 'en') {
      await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ language: 'en' })));
    }
    await page.goto('/dashboard/revision');
    await expect(page.getByRole('heading', { level: 1, name: say.title })).toBeVisible();
    await expect(page.getByTestId('ageing-legend')).toHaveText(say.legend);

    // Newest first, and only the demo promoter's: the two just sent lead, each on time, in words.
    await page.getByRole('combobox', { name: say.sort }).selectOption({ label: say.newest });
    await page.getByRole('combobox', { name: say.promoter }).selectOption({ label: 'Ana Promotora' });
    await expect(page).toHaveURL(/sort=newest/);
    const table = page.getByTestId('review-queue');
    await expect(table.getByRole('row').nth(1)).toContainText(folios[1]!);
    await expect(table.getByRole('row').nth(2)).toContainText(folios[0]!);
    await expect(table.getByRole('row').nth(1)).toContainText(say.onTime);
    await look(page, `review-queue-filtered-${language}`);

    // Both picked, assigned to Raúl at once: said in words, and the rows name him.
    for (const folio of folios) await table.getByRole('checkbox', { name: say.select(folio) }).check();
    await page.getByRole('combobox', { name: say.assignTo }).selectOption({ label: say.raul });
    await page.getByRole('button', { name: say.assign, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: say.assigned })).toBeVisible();
    for (const row of [1, 2]) await expect(table.getByRole('row').nth(row)).toContainText('Raúl Revisor');
    await look(page, `review-queue-assigned-${language}`);

    // The thresholds, in a dialog of their own.
    await page.getByRole('button', { name: say.settings }).click();
    const dialog = page.getByRole('dialog', { name: say.settings });
    await expect(dialog.getByLabel(say.amber)).toHaveValue('24');
    await expectNoViolations(page, `desk settings ${language}`);
    if (screenshots) await page.screenshot({ path: join(screenshots, `desk-settings-${language}.png`) });
    await dialog.getByRole('button', { name: say.cancel }).click();
    await expect(dialog).toHaveCount(0);
  });
}
