import { createHash, randomUUID } from 'node:crypto';
import { type ApplicationData, applicationSections } from '@origina/domain/application-sections';
import { folded } from '@origina/domain/text-search';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { Database, Executor } from '../../db/client.js';
import { applicationEvents, applications, simulations } from '../../db/schema.js';
import { AppError, isUniqueViolation } from '../../errors.js';
import { isUuid } from '../../ids.js';
import type { PricedLoan } from './application-loan.js';
import { staleVersion } from './application-versions.js';
import { checkSection, type SectionProblem } from './section-checks.js';

// Writing an application's data: a new draft from the pre-solicitud (or a saved simulation), and
// saving its steps, each checked against the catalogue and the other steps.

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

// The list and search columns follow the sections they come from.
export function denormalized(data: ApplicationData) {
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

/** Runs each given section through the database checks; answers the sections as stored and the
 * loan, when the producto step was among them (priced once, for the presenter too). */
async function checkedSections(
  executor: Executor,
  current: ApplicationData,
  incoming: ApplicationData,
  pricing: LoanPricing & { renews: string | null },
) {
  const merged: ApplicationData = { ...current, ...incoming };
  const stored: Record<string, unknown> = {};
  let loan: PricedLoan | undefined;
  for (const section of applicationSections) {
    if (!incoming[section]) continue;
    const checked = await checkSection(executor, section, merged, pricing);
    if (checked.problems.length > 0) throw fieldRefusal(section, checked.problems);
    stored[section] = checked.value;
    loan = checked.loan ?? loan;
  }
  return { sections: stored as ApplicationData, loan };
}

/** A new application's folio, from the database's sequence. */
async function nextFolio(executor: Executor) {
  // Both drivers (node-postgres and PGlite) answer raw queries with { rows }.
  const next = (await executor.execute(sql`select nextval('application_folio_seq') as value`)) as unknown as {
    rows: { value: string | number }[];
  };
  return `SOL-${new Date().getUTCFullYear()}-${String(next.rows[0]!.value).padStart(6, '0')}`;
}

/** The day a save's loan is dated from and how long its contract would stay valid: the presenter's. */
type LoanPricing = { today: string; validityDays: number };

/** What an earlier request with this Idempotency-Key made for the promoter, or null: the same
 * request again answers it; the key with another body is an error. */
export async function earlierWithKey(
  db: Executor,
  promoterId: string,
  idempotency: { key: string | undefined; hash: string },
) {
  if (!idempotency.key) return null;
  const [earlier] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.promoterId, promoterId), eq(applications.idempotencyKey, idempotency.key)));
  if (!earlier) return null;
  if (earlier.idempotencyHash !== idempotency.hash) throw new AppError(422, 'idempotency_key_reused');
  return earlier;
}

/** A new draft with its folio, its first event and its audit entry, in one transaction (a new
 * application, or a renewal of a loan). */
export function insertDraft(
  db: Database,
  draft: {
    promoterId: string;
    data: ApplicationData;
    links: { simulationId?: string | null; renewsApplicationId?: string };
    idempotency: { key: string | undefined; hash: string };
    actor: { id: string; ip: string };
    audited: { action: 'application.create' | 'application.renew'; details: Record<string, unknown> };
  },
) {
  return db.transaction(async (tx) => {
    const folio = await nextFolio(tx);
    const columns = denormalized(draft.data);
    const [created] = await tx
      .insert(applications)
      .values({
        id: randomUUID(),
        folio,
        promoterId: draft.promoterId,
        data: draft.data,
        ...draft.links,
        ...columns,
        searchText: searchTextOf(folio, columns),
        idempotencyKey: draft.idempotency.key ?? null,
        idempotencyHash: draft.idempotency.key ? draft.idempotency.hash : null,
      })
      .returning();
    await tx.insert(applicationEvents).values({
      applicationId: created!.id,
      fromStatus: null,
      toStatus: 'draft',
      actorId: draft.actor.id,
      reason: null,
    });
    await audit(tx, {
      actorId: draft.actor.id,
      action: draft.audited.action,
      entityType: 'application',
      entityId: created!.id,
      ipAddress: draft.actor.ip,
      details: { folio, ...draft.audited.details },
    });
    return created!;
  });
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
  const earlier = await earlierWithKey(db, input.promoterId, { key: idempotency.key, hash });
  if (earlier) return { row: earlier, created: false };
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
    const row = await insertDraft(db, {
      promoterId: input.promoterId,
      data,
      links: { simulationId },
      idempotency: { key: idempotency.key, hash },
      actor: { id: input.promoterId, ip },
      audited: { action: 'application.create', details: { simulation: input.simulation ?? null } },
    });
    return { row, created: true };
  } catch (error) {
    // Two requests with the same key at once: the second meets the unique index.
    if (isUniqueViolation(error) && idempotency.key) {
      return createApplication(db, input, idempotency, ip);
    }
    throw error;
  }
}

/** PATCH (some sections) or PUT (all the application's data) with optimistic concurrency; answers
 * the row saved and, when the producto step was saved, its loan as priced for the check. With an
 * Idempotency-Key, a retry of the last save (its answer lost on the way) answers the row as it is,
 * once: the key with other data is refused. */
export async function updateApplication(
  db: Database,
  row: ApplicationRow,
  version: number,
  incoming: ApplicationData,
  mode: 'merge' | 'replace',
  actor: { id: string; ip: string },
  pricing: LoanPricing,
  key?: string,
) {
  // Whether these sections may change at all is the lifecycle guard's call, made before this.
  const hash = key
    ? createHash('sha256')
        .update(JSON.stringify([mode, incoming]))
        .digest('hex')
    : null;
  if (key && row.lastSaveKey === key) {
    if (row.lastSaveHash !== hash) throw new AppError(422, 'idempotency_key_reused');
    return { row, loan: undefined };
  }
  if (row.version !== version) throw staleVersion(row);
  const current = mode === 'merge' ? (row.data as ApplicationData) : {};
  const { sections: checked, loan } = await checkedSections(db, current, incoming, {
    ...pricing,
    renews: row.renewsApplicationId,
  });
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
        lastSaveKey: key ?? null,
        lastSaveHash: hash,
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
    return { row: updated, loan };
  });
}
