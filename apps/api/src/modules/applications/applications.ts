import { createHash, randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@origina/domain/application-lifecycle';
import {
  type Application,
  type ApplicationData,
  type ApplicationSection,
  type ApplicationSummary,
  applicationSections,
  applicationSteps,
  stepOfSection,
} from '@origina/domain/application-sections';
import { applicationWarnings } from '@origina/domain/application-warnings';
import { folded } from '@origina/domain/text-search';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Database, Executor } from '../../db/client.js';
import {
  affiliates,
  applicationEvents,
  applications,
  branches,
  products,
  simulations,
  users,
} from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { type Language, translate } from '../../i18n/messages.js';
import { isUuid } from '../../ids.js';
import { productFromRow } from '../catalogs/lender-presenters.js';
import { notify } from '../notifications/notifications.js';
import {
  checkSection,
  completedSteps,
  identityLinkStatus,
  loanFiguresOf,
  nextStep,
  type SectionProblem,
} from './section-checks.js';

export type ApplicationRow = typeof applications.$inferSelect;

const fieldRefusal = (section: string, problems: SectionProblem[]) =>
  new AppError(400, 'invalid_input', {
    fieldErrors: Object.fromEntries(
      problems.map((item) => [
        item.field ? `${section}.${item.field}` : section,
        [item.params ? { key: item.key, params: item.params } : item.key],
      ]),
    ),
  });

/** The promoter's own application, or 404 (another promoter's is answered as if it did not exist). */
export async function ownApplication(executor: Executor, id: string, promoterId: string) {
  if (!isUuid(id)) throw new AppError(404, 'not_found');
  const [row] = await executor
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.promoterId, promoterId)));
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

// The list and search columns follow the sections they come from.
function denormalized(data: ApplicationData) {
  const person = data.datos_generales ?? data.pre_solicitud;
  const customerName = [person?.first_name, person?.last_name, person?.second_last_name]
    .filter(Boolean)
    .join(' ');
  const curp = data.datos_generales?.curp ?? data.pre_solicitud?.curp ?? '';
  const mobile = data.datos_generales_2?.mobile ?? data.pre_solicitud?.mobile ?? '';
  return {
    customerName,
    curp,
    mobile,
    branchId: data.branch?.branch ?? null,
    affiliateId: data.convenio?.affiliate ?? null,
    productId: data.producto?.product ?? null,
    amount: data.producto ? data.producto.amount.toFixed(2) : null,
    term: data.producto?.term ?? null,
  };
}

const searchTextOf = (folio: string, columns: ReturnType<typeof denormalized>) =>
  folded(`${folio} ${columns.customerName} ${columns.curp} ${columns.mobile}`);

/** Runs each given section through the database checks; answers the sections as stored. */
async function checkedSections(executor: Executor, current: ApplicationData, incoming: ApplicationData) {
  const merged: ApplicationData = { ...current, ...incoming };
  const stored: Record<string, unknown> = {};
  for (const section of applicationSections) {
    if (!incoming[section]) continue;
    const { problems, value } = await checkSection(executor, section, merged);
    if (problems.length > 0) throw fieldRefusal(section, problems);
    stored[section] = value;
  }
  return stored as ApplicationData;
}

export async function createApplication(
  db: Database,
  input: {
    promoterId: string;
    preSolicitud: NonNullable<ApplicationData['pre_solicitud']>;
    simulation?: string | null | undefined;
  },
  idempotency: { key: string | undefined; body: unknown },
  ip: string,
) {
  const hash = createHash('sha256').update(JSON.stringify(idempotency.body)).digest('hex');
  if (idempotency.key) {
    const [earlier] = await db
      .select()
      .from(applications)
      .where(
        and(eq(applications.promoterId, input.promoterId), eq(applications.idempotencyKey, idempotency.key)),
      );
    if (earlier) {
      // The same request again answers what the first one made; another body with the key is an error.
      if (earlier.idempotencyHash !== hash) throw new AppError(422, 'idempotency_key_reused');
      return { row: earlier, created: false };
    }
  }
  let data: ApplicationData = { pre_solicitud: input.preSolicitud };
  let simulationId: string | null = null;
  if (input.simulation) {
    const simulation =
      isUuid(input.simulation) &&
      (await db.query.simulations.findFirst({
        where: and(eq(simulations.id, input.simulation), eq(simulations.promoterId, input.promoterId)),
      }));
    if (!simulation)
      throw new AppError(400, 'invalid_input', {
        fieldErrors: { simulation: ['validation.unknown_reference'] },
      });
    simulationId = simulation.id;
    data = {
      ...data,
      ...(simulation.affiliateId ? { convenio: { affiliate: simulation.affiliateId } } : {}),
      producto: { product: simulation.productId, term: simulation.term, amount: Number(simulation.amount) },
    };
  }
  try {
    const row = await db.transaction(async (tx) => {
      // Both drivers (node-postgres and PGlite) answer raw queries with { rows }.
      const next = (await tx.execute(sql`select nextval('application_folio_seq') as value`)) as unknown as {
        rows: { value: string | number }[];
      };
      const sequence = next.rows[0];
      const folio = `SOL-${new Date().getUTCFullYear()}-${String(sequence!.value).padStart(6, '0')}`;
      const columns = denormalized(data);
      const [created] = await tx
        .insert(applications)
        .values({
          id: randomUUID(),
          folio,
          promoterId: input.promoterId,
          data,
          simulationId,
          ...columns,
          searchText: searchTextOf(folio, columns),
          idempotencyKey: idempotency.key ?? null,
          idempotencyHash: idempotency.key ? hash : null,
        })
        .returning();
      await tx.insert(applicationEvents).values({
        applicationId: created!.id,
        fromStatus: null,
        toStatus: 'draft',
        actorId: input.promoterId,
        reason: null,
      });
      await audit(tx, {
        actorId: input.promoterId,
        action: 'application.create',
        entityType: 'application',
        entityId: created!.id,
        ipAddress: ip,
        details: { folio, simulation: input.simulation ?? null },
      });
      return created!;
    });
    return { row, created: true };
  } catch (error) {
    // Two requests with the same key at once: the second meets the unique index.
    if ((error as { code?: string }).code === '23505' && idempotency.key) {
      return createApplication(db, input, idempotency, ip);
    }
    throw error;
  }
}

/** The version an If-Match names ("3" or W/"3"); 428 without one. */
export function expectedVersion(header: string | undefined) {
  if (!header) throw new AppError(428, 'precondition_required');
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
  if (!match) throw new AppError(412, 'version_mismatch');
  return Number(match[1]);
}

export const etagOf = (row: Pick<ApplicationRow, 'version'>) => `"${row.version}"`;

// The writer's version is not the stored one: 412, with the current ETag so the client can reload.
const staleVersion = (row: Pick<ApplicationRow, 'version'>) =>
  new AppError(412, 'version_mismatch', { headers: { etag: etagOf(row) } });

/** PATCH (some sections) or PUT (all the application's data) with optimistic concurrency. */
export async function updateApplication(
  db: Database,
  row: ApplicationRow,
  version: number,
  incoming: ApplicationData,
  mode: 'merge' | 'replace',
  actor: { id: string; ip: string },
) {
  // Whether these sections may change at all is the lifecycle guard's call, made before this.
  if (row.version !== version) throw staleVersion(row);
  const current = mode === 'merge' ? (row.data as ApplicationData) : {};
  const checked = await checkedSections(db, current, incoming);
  // The pre-solicitud starts the application: a PUT that leaves it out keeps the stored one.
  const base: ApplicationData =
    mode === 'merge' ? current : { pre_solicitud: (row.data as ApplicationData).pre_solicitud };
  const data = { ...base, ...checked };
  const columns = denormalized(data);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(applications)
      .set({
        data,
        ...columns,
        searchText: searchTextOf(row.folio, columns),
        version: sql`${applications.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(applications.id, row.id), eq(applications.version, version)))
      .returning();
    // Another writer got there between the read and this write.
    if (!updated) throw new AppError(412, 'version_mismatch');
    await audit(tx, {
      actorId: actor.id,
      action: 'application.update',
      entityType: 'application',
      entityId: row.id,
      ipAddress: actor.ip,
      details: { sections: Object.keys(incoming), version: updated.version },
    });
    return updated;
  });
}

/** Who changes an application, and from where (for its history and the audit log). */
export const changedBy = (request: { principal: { userId: string } | null; ip: string }) => ({
  id: request.principal!.userId,
  ip: request.ip,
});

export async function changeStatus(
  context: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  row: ApplicationRow,
  to: ApplicationStatus,
  // The customer, acting through a link, has no account (null).
  actor: { id: string | null; ip: string },
  reason: string | null,
  // A reviewer's decision names the version it was taken on, and may set the review columns.
  // `alongside` writes what the change stands for (a contract signed, a transfer) in the same
  // transaction, after the status has changed.
  options: {
    version?: number;
    reasonCode?: string;
    set?: Partial<Pick<ApplicationRow, 'reviewerId' | 'takenAt' | 'reopenedSections'>>;
    alongside?: (tx: Executor) => Promise<void>;
  } = {},
) {
  if (options.version !== undefined && options.version !== row.version) throw staleVersion(row);
  const changed = await context.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(applications)
      .set({
        status: to,
        version: sql`${applications.version} + 1`,
        updatedAt: new Date(),
        ...(to === 'submitted' ? { submittedAt: new Date(), reopenedSections: null } : {}),
        ...options.set,
      })
      .where(
        and(
          eq(applications.id, row.id),
          eq(applications.status, row.status),
          options.version === undefined ? undefined : eq(applications.version, options.version),
        ),
      )
      .returning();
    // Changed between the read and this write: by status (409) or, for a versioned decision, at all
    // (412; the new ETag is not known here).
    if (!updated && options.version !== undefined) throw new AppError(412, 'version_mismatch');
    if (!updated) throw new AppError(409, 'application_not_editable');
    await options.alongside?.(tx);
    await tx.insert(applicationEvents).values({
      applicationId: row.id,
      fromStatus: row.status,
      toStatus: to,
      actorId: actor.id,
      reasonCode: options.reasonCode ?? null,
      reason,
    });
    // The promoter hears of what others do to their application (the credit desk's decisions).
    if (actor.id !== row.promoterId) {
      await notify(tx, context, {
        userId: row.promoterId,
        kind: to === 'changes_requested' ? 'changes_requested' : 'status_changed',
        application: { id: row.id, folio: row.folio },
        status: to,
        message: reason,
      });
    }
    await audit(tx, {
      actorId: actor.id,
      action: `application.${to}`,
      entityType: 'application',
      entityId: row.id,
      ipAddress: actor.ip,
      details: reason || options.reasonCode ? { reason_code: options.reasonCode, reason } : undefined,
    });
    return updated;
  });
  void context.mailer.dispatch();
  return changed;
}

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

export async function presentApplication(
  executor: Executor,
  row: ApplicationRow,
  language: Language,
): Promise<Application> {
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
    loan_figures: await loanFiguresOf(executor, data),
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
