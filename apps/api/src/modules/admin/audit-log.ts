import type { AuditEntry, AuditQuery } from '@origina/domain/administration';
import type { Actor } from '@origina/domain/application-lifecycle';
import { canSee } from '@origina/domain/lifecycle-verdicts';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../db/contains-pattern.js';
import { applicationDocuments, applications, auditLog, users } from '../../db/schema.js';

const actor = alias(users, 'actor');
const subjectUser = alias(users, 'subject_user');
const documentApplication = alias(applications, 'document_application');

// What each entry is about, named as a person reads it: a person by name and role, an application
// or a document by the application's folio, a catalogue record by its code. Ids stay internal.
function selectEntries(executor: Executor) {
  return executor
    .select({
      entry: auditLog,
      actor: {
        id: actor.id,
        firstName: actor.firstName,
        lastName: actor.lastName,
        email: actor.email,
        role: actor.role,
      },
      person: { firstName: subjectUser.firstName, lastName: subjectUser.lastName, role: subjectUser.role },
      application: {
        id: applications.id,
        folio: applications.folio,
        promoterId: applications.promoterId,
        submittedAt: applications.submittedAt,
      },
      document: {
        type: applicationDocuments.documentType,
        applicationId: documentApplication.id,
        folio: documentApplication.folio,
        promoterId: documentApplication.promoterId,
        submittedAt: documentApplication.submittedAt,
      },
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(
      subjectUser,
      and(eq(auditLog.entityType, 'user'), eq(sql`${subjectUser.id}::text`, auditLog.entityId)),
    )
    .leftJoin(
      applications,
      and(eq(auditLog.entityType, 'application'), eq(sql`${applications.id}::text`, auditLog.entityId)),
    )
    .leftJoin(
      applicationDocuments,
      and(
        eq(auditLog.entityType, 'application_document'),
        eq(sql`${applicationDocuments.id}::text`, auditLog.entityId),
      ),
    )
    .leftJoin(documentApplication, eq(documentApplication.id, applicationDocuments.applicationId));
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['where']>>[number];

// The application's id goes out only when the reader may open it (the model's canSee): a link to
// a draft would lead the desk to "not found".
const openable = (
  reader: Actor,
  application: { id: string; promoterId: string; submittedAt: Date | null },
) =>
  canSee(reader, { promoterId: application.promoterId, everSubmitted: application.submittedAt !== null })
    ? application.id
    : null;

function subjectOf(reader: Actor, row: EntryRow): AuditEntry['subject'] {
  const details = row.entry.details ?? {};
  if (row.person?.firstName != null) {
    return {
      kind: 'person',
      label: `${row.person.firstName} ${row.person.lastName}`.trim(),
      role: row.person.role,
      application_id: null,
    };
  }
  if (row.application?.id) {
    const { id, folio, promoterId, submittedAt } = row.application;
    return {
      kind: 'application',
      label: folio,
      role: null,
      application_id: openable(reader, { id, promoterId, submittedAt }),
    };
  }
  if (row.document?.applicationId) {
    const { applicationId, folio, promoterId, submittedAt } = row.document;
    return {
      kind: 'document',
      label: folio,
      role: null,
      application_id: openable(reader, { id: applicationId, promoterId: promoterId!, submittedAt }),
      document_type: row.document.type ?? undefined,
    };
  }
  if (typeof details.code === 'string') {
    return { kind: 'catalogue', label: details.code, role: null, application_id: null };
  }
  const kind = row.entry.entityType === 'catalog' ? 'catalogue' : 'none';
  return { kind, label: null, role: null, application_id: null };
}

const present = (reader: Actor, row: EntryRow): AuditEntry => ({
  id: row.entry.id,
  at: row.entry.at.toISOString(),
  actor: row.actor?.id
    ? {
        id: row.actor.id,
        name: `${row.actor.firstName} ${row.actor.lastName}`.trim(),
        email: row.actor.email,
        role: row.actor.role,
      }
    : null,
  action: row.entry.action,
  entity_type: row.entry.entityType,
  entity_id: row.entry.entityId,
  subject: subjectOf(reader, row),
  ip_address: row.entry.ipAddress,
  details: row.entry.details ?? null,
});

// An entry whose details have one of these keys, or one of these codes as a value.
const detailsNaming = (codes: string[]) => {
  const list = sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );
  return sql`(exists (select 1 from jsonb_object_keys(case when jsonb_typeof(${auditLog.details}) = 'object' then ${auditLog.details} else '{}'::jsonb end) as key(name) where key.name in (${list}))
    or exists (select 1 from jsonb_path_query(${auditLog.details}, 'strict $.**') as found(value)
      where jsonb_typeof(found.value) = 'string' and (found.value #>> '{}') in (${list})))`;
};

function conditionsOf(query: AuditQuery) {
  const conditions: (SQL | undefined)[] = [
    query.entity_type ? eq(auditLog.entityType, query.entity_type) : undefined,
    query.entity_id ? eq(auditLog.entityId, query.entity_id) : undefined,
  ];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        // The screen turns the words of an action into its codes (the labels live in the web app).
        query.actions?.length ? inArray(auditLog.action, query.actions) : undefined,
        ilike(auditLog.action, pattern),
        ilike(actor.email, pattern),
        ilike(sql`${actor.firstName} || ' ' || ${actor.lastName}`, pattern),
        ilike(sql`${subjectUser.firstName} || ' ' || ${subjectUser.lastName}`, pattern),
        ilike(applications.folio, pattern),
        ilike(documentApplication.folio, pattern),
        ilike(auditLog.entityId, pattern),
        // The details' values, not their keys: the keys are English codes the screen never shows
        // ("branch" matched every entry that had one; "sucursal", the word shown, matched none).
        // Lists of codes (the fields a change named) are found by their words, through detail_codes.
        sql`exists (select 1 from jsonb_path_query(${auditLog.details}, 'strict $.** ? (@.type() == "object").*') as found(value)
          where jsonb_typeof(found.value) in ('string', 'number') and (found.value #>> '{}') ilike ${pattern})`,
        // The detail names and codes whose words on screen match (the screen sends them).
        query.detail_codes?.length ? detailsNaming(query.detail_codes) : undefined,
      ),
    );
  }
  return and(...conditions);
}

// The audit log, newest first, one page of it and the count of all that match.
export async function readAuditLog(executor: Executor, reader: Actor, query: AuditQuery) {
  const where = conditionsOf(query);
  const matching = selectEntries(executor).where(where).as('matching');
  const [[total], rows] = await Promise.all([
    executor.select({ count: sql<number>`count(*)::int` }).from(matching),
    selectEntries(executor)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return { results: rows.map((row) => present(reader, row)), count: total?.count ?? 0 };
}
