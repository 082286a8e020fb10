import type { ApplicationData } from '@origina/domain/application-sections';
import { customerReceives, expiredPayoffLetters, payoffsOf } from '@origina/domain/buyout';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { disbursementPayoffs } from '../../db/schema.js';
import { AppError, fieldError } from '../../errors.js';
import { newId } from '../../ids.js';
import type { ApplicationRow } from '../applications/applications.js';

// A buy-out's disbursement (issue 36): each outside lender's payoff goes to the CLABE its payoff
// letter names, with the reference it asks for, and the rest to the customer. The lifecycle model
// refuses a letter past its last day today (`payoff_letters_valid`); the day paid is checked here,
// since a transfer may be recorded after the day it was made.

/** Records one movement per outside loan and answers what is left for the customer. 409
 * `payoff_letter_expired` when a letter no longer held on the day paid, 409
 * `payoffs_exceed_disbursement` when the payoffs are more than `available`. */
export async function payOutsideLoans(
  executor: Executor,
  row: Pick<ApplicationRow, 'id' | 'data'>,
  available: number,
  paidAt: string,
): Promise<number> {
  const payoffs = payoffsOf(row.data as ApplicationData);
  if (payoffs.length === 0) return available;
  if (expiredPayoffLetters(payoffs, paidAt).length > 0) throw new AppError(409, 'payoff_letter_expired');
  const toCustomer = customerReceives(available, payoffs);
  if (toCustomer === null) throw new AppError(409, 'payoffs_exceed_disbursement');
  await executor.insert(disbursementPayoffs).values(
    payoffs.map((payoff, position) => ({
      id: newId(),
      applicationId: row.id,
      position,
      lender: payoff.lender,
      clabe: payoff.clabe,
      reference: payoff.reference,
      amount: payoff.amount.toFixed(2),
      validUntil: payoff.valid_until,
      paidAt,
    })),
  );
  return toCustomer;
}

/** A corrected day paid moves the payoffs' day too; it may not fall after a letter's last day. */
export async function redatePayoffs(
  executor: Executor,
  row: Pick<ApplicationRow, 'id' | 'data'>,
  paidAt: string,
) {
  const payoffs = payoffsOf(row.data as ApplicationData);
  if (payoffs.length === 0) return;
  if (expiredPayoffLetters(payoffs, paidAt).length > 0)
    throw fieldError('paid_at', 'validation.payoff_letter_expired_on');
  await executor
    .update(disbursementPayoffs)
    .set({ paidAt })
    .where(eq(disbursementPayoffs.applicationId, row.id));
}
