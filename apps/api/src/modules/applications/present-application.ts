import type { Application, ApplicationSummary } from '@origina/domain/application-api';
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
import type { ApplicationRow } from './applications.js';
import { type FiguresContext, loanFiguresOf } from './loan-figures.js';
import type { LoanNames } from './other-loans.js';
import { completedSteps, identityLinkStatus, nextStep } from './section-checks.js';

// An application as the API answers it: a list's summary, or the whole record with its history.

type Reference = { id: string; code: string; name: string } | null;

async function references(executor: Executor, row: ApplicationRow, language: Language) {
  const [branch] = row.branchId
    ? await executor
        .select({ id: branches.id, code: branches.code, name: branches.name })
        .from(branches)
        .where(eq(branches.id, row.branchId))
    : [];
  const [affiliate] = row.affiliateId
    ? await executor
        .select({ id: affiliates.id, code: affiliates.code, name: affiliates.name })
        .from(affiliates)
        .where(eq(affiliates.id, row.affiliateId))
    : [];
  const [product] = row.productId
    ? await executor.select().from(products).where(eq(products.id, row.productId))
    : [];
  const productRef: Reference = product
    ? (({ id, code, name }) => ({ id, code, name }))(productFromRow(product, language))
    : null;
  return { branch: branch ?? null, affiliate: affiliate ?? null, product: productRef };
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
    next_step: nextStep(row.data as ApplicationData),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
  };
}

/** The application as its screens read it; the customer's other loans named by folio as `names`
 * allows: by default only the application's own promoter's (the promoter's screens). */
export async function presentApplication(
  context: FiguresContext,
  row: ApplicationRow,
  language: Language,
  names: LoanNames = { promoterId: row.promoterId },
): Promise<Application> {
  const executor = context.db;
  const refs = await references(executor, row, language);
  const events = await executor
    .select({
      from: applicationEvents.fromStatus,
      to: applicationEvents.toStatus,
      reasonCode: applicationEvents.reasonCode,
      reason: applicationEvents.reason,
      at: applicationEvents.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(eq(applicationEvents.applicationId, row.id))
    .orderBy(applicationEvents.id);
  const data = row.data as ApplicationData;
  const link = await identityLinkStatus(executor, row.id);
  const identity = link === 'submitted';
  const summary = summaryOf(row, refs);
  const steps = completedSteps(data);
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
    history: events.map((event) => ({
      from_status: event.from,
      to_status: event.to,
      actor: event.firstName ? `${event.firstName} ${event.lastName}` : null,
      reason_code: event.reasonCode,
      reason: event.reason,
      at: event.at.toISOString(),
    })),
    loan_figures: await loanFiguresOf(context, row, names),
    payroll_from_simulation: await payrollFromSimulation(executor, row.simulationId),
  };
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
