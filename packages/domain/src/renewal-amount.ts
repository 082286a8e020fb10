import { commissionOf, ivaRate, roundCents } from './loan-schedule.js';

// A renewal (issue 36) pays the loan it renews off out of what the new loan pays out: the amount
// less the opening commission and its IVA. An amount that leaves less than the payoff would hand
// the customer a negative sum, so the producto step (the screen as it is typed, the API as it is
// saved) refuses it and names the least amount that covers the payoff.

const netCents = (amountCents: number, commissionRate: number) => {
  const { commission, commissionIva } = commissionOf(amountCents, commissionRate);
  return amountCents - commission - commissionIva;
};

/** The least amount (pesos, to the cent) from which every amount pays `payoff` off after the
 * commission at `commissionRate` and its IVA. Each is rounded to the cent, so what is left does not
 * always grow with the amount: the minimum is the one above which no amount falls short. */
export function renewalMinimumAmount(payoff: number, commissionRate: number): number {
  const payoffCents = roundCents(payoff * 100);
  if (payoffCents <= 0) return 0;
  // The catalogue caps the commission at 20 % (lender-catalog.ts), so the factor stays positive;
  // from here on the two roundings (under a cent each) can no longer leave it short.
  const factor = 1 - commissionRate * (1 + ivaRate);
  let minimum = Math.ceil((payoffCents + 2) / factor);
  while (minimum > 0 && netCents(minimum - 1, commissionRate) >= payoffCents) minimum -= 1;
  return minimum / 100;
}

/** The minimum a renewal's amount must reach to pay `payoff` off, or null when `amount` reaches it. */
export function renewalAmountShortfall(
  amount: number,
  payoff: number,
  commissionRate: number,
): { minimum: number } | null {
  const minimum = renewalMinimumAmount(payoff, commissionRate);
  return amount < minimum ? { minimum } : null;
}
