import { productOptions } from '@origina/domain/lender-catalog';
import { addDays } from '@origina/domain/payroll-calendar';
import { loanInputProblems, type SimulationRequest, simulate } from '@origina/domain/simulations';
import { folded } from '@origina/domain/text-search';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { simulations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Language, MessageKey } from '../../i18n/messages.js';
import { newId } from '../../ids.js';
import { calendarOfAffiliate } from '../applications/affiliate-calendar.js';
import { otherLoansOf } from '../applications/other-loans.js';
import { findAffiliateRow, findProductRow } from '../catalogs/lender-catalog.js';
import { productFromRow } from '../catalogs/lender-presenters.js';
import { simulationOf } from './saved-simulations.js';

const startDateWindowDays = 5 * 366;

const refusal = (errors: Record<string, MessageKey>) =>
  new AppError(400, 'invalid_input', {
    fieldErrors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [key]])),
  });

/** Simulates a loan and saves it: the schedule, CAT and capacity are worked out here from the
 * inputs and the product as the catalogue has it now (a convenio must offer the product). The
 * schedule is dated as if the contract were made on start_date (today unless given) on the
 * convenio's payroll calendar; with a CURP, the customer's other loans count against the capacity:
 * named by folio when they are the promoter's own, by payment only otherwise, and the lookup is
 * audited (a CURP is a question about somebody's loans). */
export async function createSimulation(
  context: Pick<AppContext, 'db' | 'today'> & { config: Pick<AppContext['config'], 'contractValidityDays'> },
  { userId: promoterId, ip }: { userId: string; ip: string },
  input: SimulationRequest,
  language: Language,
) {
  const { db } = context;
  const productRow = await findProductRow(db, input.product);
  if (!productRow?.active) throw refusal({ product: 'validation.unknown_reference' });
  const product = productFromRow(productRow, language);
  const affiliateRow = input.affiliate ? await findAffiliateRow(db, input.affiliate) : undefined;
  if (input.affiliate && !affiliateRow?.active) throw refusal({ affiliate: 'validation.unknown_reference' });
  if (affiliateRow) {
    const offered = await db.query.affiliateProducts.findFirst({
      where: (link, { and: both, eq: equals }) =>
        both(equals(link.affiliateId, affiliateRow.id), equals(link.productId, productRow.id)),
    });
    if (!offered) throw refusal({ product: 'simulation.product_not_offered' });
  }
  if (input.net_pay != null && !affiliateRow)
    throw refusal({ affiliate: 'simulation.affiliate_for_capacity' });

  const option = productOptions(product).find((candidate) => candidate.term === input.term);
  const problems = loanInputProblems(option, input.amount);
  if (!option || Object.keys(problems).length > 0) throw refusal(problems);

  const today = context.today();
  const startDate = input.start_date ?? today;
  // A contract date within five years of today: far enough for any plan, and a schedule's dates
  // stay real dates (a start near the year 9999 ran past them).
  if (startDate < addDays(today, -startDateWindowDays) || startDate > addDays(today, startDateWindowDays))
    throw refusal({ start_date: 'simulation.start_date_range' });
  const maxDeductionShare = affiliateRow ? Number(affiliateRow.maxDeductionShare) : null;
  const calendar = calendarOfAffiliate(affiliateRow, option.frequency);
  // Only with a capacity to weigh them against (a net pay, hence a convenio).
  const lookup = input.curp && input.net_pay != null ? input.curp : null;
  const otherLoans = lookup ? await otherLoansOf(db, { curp: lookup, today, names: { promoterId } }) : [];
  const outcome = simulate({
    option,
    amount: input.amount,
    contractDate: startDate,
    calendar,
    validityDays: context.config.contractValidityDays,
    netPay: input.net_pay,
    existingDeductions: input.existing_deductions,
    maxDeductionShare,
    otherLoans,
  });
  const affiliate = affiliateRow
    ? { id: affiliateRow.id, code: affiliateRow.code, name: affiliateRow.name }
    : null;
  const terms = {
    product: { id: product.id, code: product.code, name: productRow.nameEs, name_en: productRow.nameEn },
    affiliate,
    frequency: option.frequency,
    annual_rate: option.annual_rate,
    rate_basis: option.rate_basis,
    iva_on_interest: option.iva_on_interest,
    commission_rate: option.commission_rate,
    insurance_per_period: option.insurance_per_period,
    max_deduction_share: maxDeductionShare,
    // What the dates were worked out with, kept with the simulation.
    payroll_calendar: calendar,
    validity_days: context.config.contractValidityDays,
  };
  // The simulation and the record of its CURP lookup are written together: an answer naming
  // somebody's loans is never given without the audit saying who asked.
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(simulations)
      .values({
        id: newId(),
        promoterId,
        productId: product.id,
        affiliateId: affiliate?.id ?? null,
        amount: input.amount.toFixed(2),
        term: input.term,
        startDate,
        netPay: input.net_pay == null ? null : input.net_pay.toFixed(2),
        existingDeductions: input.existing_deductions == null ? null : input.existing_deductions.toFixed(2),
        terms,
        result: { ...outcome, first_payment_date: outcome.schedule[0]!.date } as unknown as Record<
          string,
          unknown
        >,
        searchText: folded(
          `${product.code} ${productRow.nameEs} ${productRow.nameEn ?? ''} ${affiliate?.code ?? ''} ${affiliate?.name ?? ''} ${input.amount}`,
        ),
      })
      .returning();
    if (lookup)
      await audit(tx, {
        actorId: promoterId,
        action: 'simulation.other_loans_lookup',
        entityType: 'simulation',
        entityId: saved!.id,
        ipAddress: ip,
        details: { curp: lookup, found: otherLoans.length },
      });
    return saved!;
  });
  return simulationOf(db, row, language);
}
