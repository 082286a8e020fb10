import { todayInMexico } from '@origina/domain/calendar-date';
import { expect, type Page } from '@playwright/test';
import { withPageState } from './page-state.js';

/** The desk records the credit-bureau inquiry it ran outside, on the review screen's form (in
 * Spanish): what approval requires once the customer authorized it on their link. */
export async function recordBureauInquiryOnScreen(desk: Page, score = '712') {
  const form = desk.getByTestId('bureau-inquiry-form');
  await form.getByLabel('Folio de la consulta').fill('CDC-E2E-0001');
  await form.getByLabel('Fecha de la consulta').fill(todayInMexico());
  await form.getByLabel('Puntaje').fill(score);
  await form.getByRole('button', { name: 'Registrar la consulta' }).click();
  await withPageState(desk, () => expect(desk.getByText('Consulta al buró registrada.')).toBeVisible());
  await expect(desk.getByTestId('kyc-bureau-inquiry')).toContainText('CDC-E2E-0001');
}
