import type { ProductOption } from '@origina/domain/lender-catalog';
import { pesosLimit } from '@origina/domain/money';
import { loanInputProblems } from '@origina/domain/simulations';
import { formatMoney } from '../../i18n/format.js';
import type { translate } from '../../i18n/i18n.js';

interface AmountState {
  /** What the promoter typed. */
  text: string;
  /** The amount it reads as (NaN or null when it is not one). */
  amount: number | null;
  /** The form's error on the field: the schema's message key, or the server's own words. */
  error?: { type?: string | number; message?: string } | undefined;
  /** The chosen product and term, whose limits the amount must respect. */
  option?: ProductOption | undefined;
}

// The simulator's word for the amount: what is wrong with it in the product's terms (its minimum
// and maximum once a term is chosen), never one sentence for every problem.
export function amountMessage(t: typeof translate, { text, amount, error, option }: AmountState) {
  if (error?.type === 'server') return error.message;
  if (!text.trim()) return undefined;
  const range = option
    ? { min: formatMoney(option.min_amount), max: formatMoney(option.max_amount) }
    : undefined;
  if (amount !== null && Number.isFinite(amount) && amount > 0) {
    const problem = option ? loanInputProblems(option, amount).amount : undefined;
    if (problem === 'simulation.amount_below_min') return t('simulator.amountBelowMin', { min: range!.min });
    if (problem === 'simulation.amount_above_max') return t('simulator.amountAboveMax', { max: range!.max });
    if (!error) return undefined;
    if (error.message === 'validation.amount_cents') return t('simulator.amountCents');
    // Above what any simulation takes, before a product is chosen.
    if (amount > pesosLimit) return t('simulator.amountAboveAll', { max: formatMoney(pesosLimit) });
    return t('simulator.amountInvalid');
  }
  if (amount === 0 || (amount !== null && amount < 0)) {
    const key = amount === 0 ? 'simulator.amountZero' : 'simulator.amountNegative';
    return range ? `${t(key)} ${t('simulator.amountRange', range)}` : t(key);
  }
  return error ? t('simulator.amountInvalid') : undefined;
}
