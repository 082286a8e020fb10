import {
  type ApplicationData,
  type ApplicationSection,
  referencesWithCustomerPhone,
  startsOfWorkingAge,
} from '@origina/domain/application-sections';
import { customerReceives, netAfterRenewal, payoffsOf, payoffsTotal } from '@origina/domain/buyout';
import { todayInMexico } from '@origina/domain/calendar-date';
import { isValidIdentificationNumber } from '@origina/domain/identification-types';
import type { ProductOption } from '@origina/domain/lender-catalog';
import { formatPesos } from '@origina/domain/money';
import { renewalAmountShortfall } from '@origina/domain/renewal-amount';
import { loanInputProblems } from '@origina/domain/simulations';
import { folded } from '@origina/domain/text-search';
import { clabe } from 'clabe-validator';
import { and, eq } from 'drizzle-orm';
import isoCountries from 'i18n-iso-countries';
import type { Executor } from '../../db/client.js';
import { affiliateProducts, branchAffiliates, postalSettlements } from '../../db/schema.js';
import type { MessageKey, MessageParams } from '../../i18n/messages.js';
import { findAffiliateRow, findBranchRow } from '../catalogs/lender-catalog.js';
import { type LoanScope, type PricedLoan, priceLoan, weighLoan } from './application-loan.js';
import { capacityProblem } from './capacity-problem.js';
import { payoffIfQuotable } from './loan-payoff.js';

/** A problem with a section: the field (dotted path, or null for the whole step) and a message key. */
export interface SectionProblem {
  field: string | null;
  key: MessageKey;
  // The values the message names (amounts, formatted as pesos the same in both languages; other
  // loans, named in the reader's language).
  params?: MessageParams;
}

const problem = (field: string | null, key: MessageKey, params?: MessageParams): SectionProblem[] => [
  params ? { field, key, params } : { field, key },
];

// The checks that need the database or other sections, run after a section's own schema: the
// catalogue references exist and fit together, the address exists, the CLABE's bank is known, the
// loan fits the product and the payroll capacity. Some sections also gain what the server knows
// (municipality and state of the address, the employer of the convenio).
export async function checkSection(
  executor: Executor,
  section: ApplicationSection,
  data: ApplicationData,
  scope: LoanScope = { today: todayInMexico() },
  priced?: PricedLoan,
): Promise<{ problems: SectionProblem[]; value: Record<string, unknown>; loan?: PricedLoan | null }> {
  const value = { ...(data[section] as Record<string, unknown>) };
  // The convenio a loan priced for the same data already read (the application's read prices it
  // once for its figures and its submit check).
  const affiliateRow = (id: string) =>
    priced?.affiliate?.id === id ? Promise.resolve(priced.affiliate) : findAffiliateRow(executor, id);
  switch (section) {
    case 'branch': {
      const branch = await findBranchRow(executor, data.branch!.branch);
      return { problems: branch?.active ? [] : problem('branch', 'validation.unknown_reference'), value };
    }
    case 'convenio': {
      const affiliate = await affiliateRow(data.convenio!.affiliate);
      if (!affiliate?.active)
        return { problems: problem('affiliate', 'validation.unknown_reference'), value };
      if (data.branch) {
        const served = await executor.query.branchAffiliates.findFirst({
          where: and(
            eq(branchAffiliates.branchId, data.branch.branch),
            eq(branchAffiliates.affiliateId, affiliate.id),
          ),
        });
        if (!served) return { problems: problem('affiliate', 'application.affiliate_not_at_branch'), value };
      }
      return { problems: [], value };
    }
    case 'producto': {
      const loan = priced ?? (await priceLoan(executor, data, scope));
      return { problems: await checkLoan(executor, data, scope, loan!), value, loan };
    }
    case 'datos_generales': {
      const general = data.datos_generales!;
      const problems: SectionProblem[] = [];
      if (!isoCountries.isValid(general.nationality))
        problems.push(...problem('nationality', 'validation.country_unknown'));
      if (!isValidIdentificationNumber(general.identification_type, general.identification_number)) {
        problems.push(...problem('identification_number', 'validation.identification_number_format'));
      }
      return { problems, value };
    }
    case 'domicilio': {
      const address = data.domicilio!;
      const settlements = await executor
        .select()
        .from(postalSettlements)
        .where(eq(postalSettlements.zip, address.zip));
      if (settlements.length === 0) return { problems: problem('zip', 'validation.zip_unknown'), value };
      const place = settlements.find((row) => folded(row.settlement) === folded(address.settlement));
      if (!place) return { problems: problem('settlement', 'validation.settlement_unknown'), value };
      return {
        problems: [],
        value: {
          ...value,
          settlement: place.settlement,
          municipality: place.municipality,
          state: place.state,
          city: place.city,
        },
      };
    }
    case 'datos_laborales': {
      const work = data.datos_laborales!;
      if (!clabe.banksMap[Number(work.bank)])
        return { problems: problem('bank', 'validation.bank_unknown'), value };
      const birthDate = data.datos_generales?.birth_date;
      if (birthDate && !startsOfWorkingAge(work.start_date, birthDate))
        return { problems: problem('start_date', 'validation.start_date_before_15'), value };
      const affiliate = data.convenio ? await affiliateRow(data.convenio.affiliate) : undefined;
      const loan = work.payoffs.length > 0 ? (priced ?? (await priceLoan(executor, data, scope))) : null;
      const problems = loan
        ? payoffsUncovered(data, loan, (await renewalPayoffOf(executor, scope)) ?? 0)
        : [];
      return { problems, value: { ...value, employer: affiliate?.employer ?? null } };
    }
    case 'referencias': {
      const problems = referencesWithCustomerPhone(data.referencias!.references, [
        data.pre_solicitud?.mobile,
        data.datos_generales_2?.mobile,
      ]).flatMap((index) => problem(`references.${index}.phone`, 'application.reference_is_customer'));
      return { problems, value };
    }
    default:
      return { problems: [], value };
  }
}

// The product must be offered by the convenio, the term one of its options, the amount within its
// limits and, once the net pay is known, the payment within the payroll capacity.
async function checkLoan(
  executor: Executor,
  data: ApplicationData,
  scope: LoanScope,
  priced: PricedLoan,
): Promise<SectionProblem[]> {
  const loan = data.producto!;
  const { row, option } = priced;
  if (!row?.active) return problem('product', 'validation.unknown_reference');
  if (data.convenio) {
    const offered = await executor.query.affiliateProducts.findFirst({
      where: and(
        eq(affiliateProducts.affiliateId, data.convenio.affiliate),
        eq(affiliateProducts.productId, row.id),
      ),
    });
    if (!offered) return problem('product', 'simulation.product_not_offered');
  }
  if (!option) return problem('term', 'validation.term_not_offered');
  const limits = loanInputProblems(option, loan.amount);
  if (limits.amount) return problem('amount', limits.amount);
  const renewalPayoff = await renewalPayoffOf(executor, scope);
  const short = renewalPayoff === null ? [] : renewalShort(renewalPayoff, loan.amount, option);
  if (short.length > 0) return short;
  const outcome = await weighLoan(executor, priced, data, scope);
  const overCapacity = outcome && capacityProblem(outcome, option.frequency);
  if (overCapacity) return problem('amount', overCapacity.key, overCapacity.params);
  return payoffsUncovered(data, priced, renewalPayoff ?? 0).map((found) => ({ ...found, field: 'amount' }));
}

// A buy-out pays its outside loans off out of what the loan pays out (the amount less the
// commission and its IVA) and, when it also renews, less the renewed loan's payoff, paid first
// (planned-transfers.ts): payoffs above what is left would hand the customer a negative sum.
function payoffsUncovered(
  data: ApplicationData,
  priced: PricedLoan,
  renewalPayoff: number,
): SectionProblem[] {
  const payoffs = payoffsOf(data);
  const paidOut = priced.result?.net_disbursement;
  if (payoffs.length === 0 || paidOut == null) return [];
  const net = netAfterRenewal(paidOut, renewalPayoff);
  if (customerReceives(net, payoffs) !== null) return [];
  const total = formatPesos(payoffsTotal(payoffs));
  if (renewalPayoff === 0)
    return problem('payoffs', 'application.payoffs_exceed_net', { total, net: formatPesos(net) });
  return problem('payoffs', 'application.payoffs_exceed_net_after_renewal', {
    total,
    renewal: formatPesos(renewalPayoff),
    net: formatPesos(net),
  });
}

// What the loan a renewal renews costs to pay off today; null when nothing is renewed or the loan
// cannot be quoted (no schedule kept: left to the disbursement's own check). Quoted once per scope:
// a save or a submit check that holds both the producto and the employment step asks twice.
const renewalPayoffs = new WeakMap<LoanScope, Promise<number | null>>();
function renewalPayoffOf(executor: Executor, scope: LoanScope) {
  if (!scope.renews) return Promise.resolve(null);
  const known = renewalPayoffs.get(scope);
  if (known) return known;
  const quoted = payoffIfQuotable(executor, { id: scope.renews }, scope.today).then(
    (quote) => quote?.total ?? null,
  );
  renewalPayoffs.set(scope, quoted);
  return quoted;
}

// A renewal's amount, less the commission and its IVA, must pay off the loan it renews as quoted
// today (renewal-amount.ts, the rule the producto step applies as it is typed).
function renewalShort(
  payoff: number,
  amount: number,
  option: Pick<ProductOption, 'commission_rate'>,
): SectionProblem[] {
  const short = renewalAmountShortfall(amount, payoff, option.commission_rate);
  return short
    ? problem('amount', 'application.renewal_not_covered', {
        payoff: formatPesos(payoff),
        minimum: formatPesos(short.minimum),
      })
    : [];
}
