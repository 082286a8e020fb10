import { todayInMexico } from '@origina/domain/calendar-date';
import { expect, type Page } from '@playwright/test';
import { withPageState } from './page-state.js';

/** The desk records the credit-bureau inquiry it ran outside, on the review screen's form (in
 * Spanish): what approval requires once the customer authorized it on their link. */
export async function recordBureauInquiryOnScreen(desk: Page, score = '712') {
  const form = desk.getByTestId('bureau-inquiry-form');
  // Filled until each field holds its value: a fill types into whatever has the focus, and the
  // decision panel moves the focus to its notice after a decision (CI once lost the folio so).
  await expect(async () => {
    await form.getByLabel('Folio de la consulta').fill('CDC-E2E-0001');
    await form.getByLabel('Fecha de la consulta').fill(todayInMexico());
    await form.getByLabel('Puntaje').fill(score);
    await expect(form.getByLabel('Folio de la consulta')).toHaveValue('CDC-E2E-0001', { timeout: 1000 });
    await expect(form.getByLabel('Puntaje')).toHaveValue(score, { timeout: 1000 });
  }).toPass();
  await form.getByRole('button', { name: 'Registrar la consulta' }).click();
  await withPageState(desk, () => expect(desk.getByText('Consulta al buró registrada.')).toBeVisible());
  await expect(desk.getByTestId('kyc-bureau-inquiry')).toContainText('CDC-E2E-0001');
}
