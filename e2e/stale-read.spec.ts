import type { Route } from '@playwright/test';
import {
  completeUpToDocuments,
  continueButton,
  customerSendsIdentity,
  fillPreSolicitud,
  stepFillers,
} from './application-flow.js';
import { expect, signIn, test } from './fixtures.js';
import { flowWords } from './flow-words.js';

// The race CI once met: the customer sends the identity check while the promoter saves a step; the
// promoter's page then reads the application again, and that read leaves before the save and
// arrives after it. The older version it carries must not replace the saved one on screen, or the
// next step's save is refused as a conflict nobody made.
test('a read of the application that left before a save and arrives after it does not undo the save', async ({
  page,
}) => {
  const w = flowWords.es;
  await signIn(page);
  await page.goto('/dashboard/nueva-solicitud');
  await fillPreSolicitud(page);
  const link = await completeUpToDocuments(page, { until: 'datos-generales-2' });
  const id = /nueva-solicitud\/([0-9a-f-]{36})\//.exec(page.url())![1]!;

  // The next read of the application is made at once (the server answers the version before the
  // save) and handed to the page only once the save below has been answered.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let delivered!: () => void;
  const stale = new Promise<void>((resolve) => {
    delivered = resolve;
  });
  let holding = true;
  const heldRead = new Promise<void>((held) => {
    void page.route(`**/api/v1/promoter/applications/${id}/`, async (route: Route) => {
      if (route.request().method() !== 'GET' || !holding) return route.fallback();
      holding = false;
      const response = await route.fetch();
      held();
      await released;
      await route.fulfill({ response });
      delivered();
    });
  });

  // The customer sends the check: the promoter's page notices and reads the application again.
  await customerSendsIdentity(page, link!);
  await heldRead;

  await page.getByLabel(w.dependants).fill('2');
  await page.getByRole('combobox', { name: w.education }).selectOption('bachelor');
  await page.getByRole('combobox', { name: w.housing }).selectOption('owned');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/domicilio$/);

  release();
  await stale;
  await stepFillers.domicilio!(page, {});
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/datos-laborales$/);
  await expect(page.getByText(w.conflict)).toHaveCount(0);
});
