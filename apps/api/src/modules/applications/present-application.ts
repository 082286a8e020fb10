import type { Application, ApplicationSummary } from '@origina/domain/application-api';
import { lifecycle } from '@origina/domain/application-lifecycle';
import {
  type ApplicationData,
  type ApplicationSection,
  applicationSteps,
  stepOfSection,
} from '@origina/domain/application-sections';
import { applicationWarnings } from '@origina/domain/application-warnings';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { affiliates, applicationEvents, branches, products, simulations, users } from '../../db/schema.js';
import { type Language, translate } from '../../i18n/messages.js';
import { productFromRow } from '../catalogs/lender-presenters.js';
import { missedDeductionsOf } from '../deductions/arrears.js';
import { type PricedLoan, priceLoan } from './application-loan.js';
import type { ApplicationRow } from './applications.js';
import { payoffsAnswer } from './buyout-payoffs.js';
import { identityLinkStatus } from './identity-link-status.js';
import { type FiguresContext, loanFiguresOf } from './loan-figures.js';
import { openRenewalFor, openRenewalOf } from './open-renewal.js';
import type { LoanNames } from './other-loans.js';
import { renewedLoanOf, settlementOf } from './renewal.js';
import { completedSteps, nextStep } from './step-completion.js';
import { submitProblems } from './submission.js';

// An application as the API answers it: a list's summary, or the whole record with its history.

type Reference = { id: string; code: string; name: string } | null;

// The catalogue entries the application names; those a save's loan has just read are not read again.
async function references(executor: Executor, row: ApplicationRow, language: Language, loan?: PricedLoan) {
  const [branch] = row.branchId
    ? await executor
        .select({ id: branches.id, code: branches.code, name: branches.name })
        .from(branches)
        .where(eq(branches.id, row.branchId))
    : [];
  const known = <T extends { id: string }>(entry: T | undefined, id: string | null) =>
    entry && entry.id === id ? [entry] : undefined;
  const [affiliate] =
    known(loan?.affiliate, row.affiliateId) ??
    (row.affiliateId
      ? await executor.select().from(affiliates).where(eq(affiliates.id, row.affiliateId))
      : []);
  const [product] =
    known(loan?.row, row.productId) ??
    (row.productId ? await executor.select().from(products).where(eq(products.id, row.productId)) : []);
  const pick = ({ id, code, name }: { id: string; code: string; name: string }) => ({ id, code, name });
  const productRef: Reference = product ? pick(productFromRow(product, language)) : null;
  return { branch: branch ?? null, affiliate: affiliate ? pick(affiliate) : null, product: productRef };
}

export function summaryOf(
  row: ApplicationRow,
  refs: { affiliate: Reference; product: Reference },
): ApplicationSummary {
  return {
    id: row.id,
    folio: row.folio,
    status: row.status,
    customer_name: row.customerName,
    curp: row.curp,
    mobile: row.mobile,
    affiliate: refs.affiliate,
    product: refs.product,
    amount: row.amount === null ? null : Number(row.amount),
    term: row.term,
    next_step: nextStep(row.data as ApplicationData, row.status),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
  };
}

/** The application as its screens read it; the customer's other loans named by folio as `names`
 * allows: by default only the application's own promoter's (the promoter's screens). `loan` is the
 * loan a save just priced from this row's data, so it is not worked out twice. */
export async function presentApplication(
  context: FiguresContext,
  row: ApplicationRow,
  language: Language,
  { names = { promoterId: row.promoterId }, loan }: { names?: LoanNames; loan?: PricedLoan | undefined } = {},
): Promise<Application> {
  const executor = context.db;
  const data = row.data as ApplicationData;
  const submittable = (lifecycle.submit.from as readonly string[]).includes(row.status);
  // Priced once for the references, the figures and the submit check (a save hands its own).
  const priced =
    loan ??
    (submittable
      ? ((await priceLoan(executor, data, {
          today: context.today(),
          validityDays: context.config.contractValidityDays,
        })) ?? undefined)
      : undefined);
  const refs = await references(executor, row, language, priced);
  const events = await executor
    .select({
      from: applicationEvents.fromStatus,
      to: applicationEvents.toStatus,
      reasonCode: applicationEvents.reasonCode,
      reason: applicationEvents.reason,
      details: applicationEvents.details,
      at: applicationEvents.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(eq(applicationEvents.applicationId, row.id))
    .orderBy(applicationEvents.id);
  const link = await identityLinkStatus(executor, row.id);
  const identity = link === 'submitted';
  const summary = summaryOf(row, refs);
  // While the promoter may submit, what a submit would refuse, worked out by the submit's own code;
  // a step is ticked only when none of it remains.
  const missing = submittable ? await submitProblems(executor, language, context.today(), row, priced) : [];
  const steps = completedSteps(data, row.status).filter(
    (step) => !missing.some((item) => item.step === step),
  );
  // The identity check runs alongside the capture: it counts as done once the customer has sent
  // it, and the flow resumes at it only while no link was ever issued (then the promoter goes on
  // while the customer takes the photos).
  const nextAfterIdentity =
    link === 'none' && applicationSteps.indexOf(summary.next_step) > applicationSteps.indexOf('biometria')
      ? 'biometria'
      : summary.next_step;
  return {
    ...summary,
    next_step: nextAfterIdentity,
    branch: refs.branch,
    version: row.version,
    data: row.data,
    reopened_sections: (row.reopenedSections ?? []) as ApplicationSection[],
    warnings: applicationWarnings(data).map((warning) => ({
      step: stepOfSection(warning.section),
      field: warning.field,
      message: translate(language, warning.key),
    })),
    completed_steps: identity
      ? applicationSteps.filter((step) => step === 'biometria' || steps.includes(step))
      : steps,
    missing,
    // The desk's record of its decisions (the checklist, the signals seen, the identity decisions
    // and their reversals) is for the desk ('all': the desk's answer); the promoter reads the
    // status changes only.
    history: events
      .filter((event) => names === 'all' || !event.details?.identity)
      .map((event) => ({
        from_status: event.from,
        to_status: event.to,
        actor: event.firstName ? `${event.firstName} ${event.lastName}` : null,
        reason_code: event.reasonCode,
        reason: event.reason,
        ...(names === 'all' ? { details: event.details } : {}),
        at: event.at.toISOString(),
      })),
    loan_figures: await loanFiguresOf(context, row, names, priced),
    renews: await renewedLoanOf(executor, row),
    open_renewal: await openRenewalNamed(executor, row, names),
    settled: await settlementOf(executor, row),
    missed_deductions: row.status === 'disbursed' ? await missedDeductionsOf(executor, row.id) : [],
    payoffs: await payoffsAnswer(executor, row, context.today()),
    payroll_from_simulation: await payrollFromSimulation(executor, row.simulationId),
  };
}

// A disbursed loan's renewal under way, for the screen to link to instead of offering another;
// the desk hears of it once submitted (a draft is its promoter's business). A promoter who no
// longer holds it (an admin moved it) is told its folio, without the link they could not open.
async function openRenewalNamed(executor: Executor, row: ApplicationRow, names: LoanNames) {
  if (row.status !== 'disbursed' || row.settledOn) return null;
  const open = await openRenewalOf(executor, row.id);
  if (!open || (names === 'all' && !open.submitted)) return null;
  if (names === 'all') return { id: open.id, folio: open.folio };
  return openRenewalFor(open, { role: 'promoter', userId: names.promoterId });
}

// What the simulation an application started from said of the payroll, to prefill Datos
// laborales (null when it had no net pay, or the application was not started from one).
async function payrollFromSimulation(executor: Executor, simulationId: string | null) {
  if (!simulationId) return null;
  const [found] = await executor
    .select({ netPay: simulations.netPay, deductions: simulations.existingDeductions })
    .from(simulations)
    .where(eq(simulations.id, simulationId));
  if (!found?.netPay) return null;
  return {
    net_pay: Number(found.netPay),
    existing_deductions: found.deductions === null ? null : Number(found.deductions),
  };
}
