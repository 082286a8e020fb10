import { deskQueueStatuses } from '@origina/domain/application-lifecycle';
import { ageingOf, type reviewQueueQuerySchema } from '@origina/domain/review';
import { aliasedTable, and, asc, desc, eq, exists, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/contains-pattern.js';
import {
  affiliates,
  applications,
  biometricValidations,
  branches,
  contracts,
  pagareScans,
  products,
  users,
} from '../../db/schema.js';
import type { Language } from '../../i18n/messages.js';
import { isUuid } from '../../ids.js';
import { visibleApplications } from '../applications/lifecycle-guard.js';
import { summaryOf } from '../applications/present-application.js';
import { productName } from '../catalogs/lender-presenters.js';
import { missedCountsOf } from '../deductions/arrears.js';
import { readDeskSettings } from './desk-settings.js';
import { nameOf } from './review-record.js';
import { signalsOf } from './signals.js';

type QueueQuery = z.output<typeof reviewQueueQuerySchema>;
const nobody = { id: null, firstName: null, lastName: null };
const promoter = aliasedTable(users, 'promoter');
const reviewer = aliasedTable(users, 'reviewer');

// A signed application whose paper pagaré's scan (of the contract's current version) waits for
// the desk: it is desk work too, so the default queue shows it beside the ones to review.
const scanAwaiting = (db: Database) =>
  and(
    eq(applications.status, 'signed'),
    exists(
      db
        .select({ id: pagareScans.id })
        .from(pagareScans)
        .innerJoin(contracts, eq(contracts.id, pagareScans.contractId))
        .where(
          and(
            eq(contracts.applicationId, applications.id),
            eq(pagareScans.version, contracts.version),
            eq(pagareScans.status, 'uploaded'),
          ),
        ),
    ),
  );

// A name folded in SQL as `folded` folds it in code (lower case, no accents), on PostgreSQL and
// PGlite alike (no unaccent extension).
const foldedSql = (column: SQL) => sql`translate(lower(${column}), 'áéíóúüñàèìòùâêîôû', 'aeiouunaeiouaeiou')`;

/** What a search matches: the folio, customer name, CURP and mobile the application keeps for
 * search; a phone typed with spaces, dashes or +52; the promoter's name. */
function searchMatch(search: string) {
  const pattern = containsPattern(search);
  const phone = /^[\d\s\-().+]+$/.test(search) ? search.replace(/\D/g, '').replace(/^52(\d{10})$/, '$1') : '';
  return or(
    like(applications.searchText, pattern),
    phone.length >= 4 ? like(applications.mobile, `%${phone}%`) : undefined,
    like(foldedSql(sql`${promoter.firstName} || ' ' || ${promoter.lastName}`), pattern),
  );
}

// A filter naming an id: one that is not an id matches nothing (never a database error).
const byId = (column: AnyPgColumn, id: string | undefined) =>
  id === undefined || id === '' ? undefined : isUuid(id) ? eq(column, id) : sql`false`;

// Grouped orders keep the oldest first within each group; an application without the group's
// value (a convenio not chosen yet) comes last.
const orderOf = (sort: QueueQuery['sort']) => {
  const oldest = [asc(applications.submittedAt), desc(applications.id)];
  const groups = {
    convenio: affiliates.name,
    branch: branches.name,
    promoter: sql`${promoter.lastName} || ' ' || ${promoter.firstName}`,
    product: products.nameEs,
  } as const;
  if (sort === 'newest') return [desc(applications.submittedAt), desc(applications.id)];
  if (sort === 'oldest') return oldest;
  return [sql`${groups[sort]} asc nulls last`, ...oldest];
};

/** The review queue: submitted and in-review applications and signed ones whose pagaré scan
 * awaits a decision, oldest first (or as `sort` asks), one page of them and how many match in
 * all. A search looks through every status the desk may see. */
export async function reviewQueue(
  db: Database,
  reader: { role: string; userId: string },
  query: QueueQuery,
  language: Language,
  today: string,
) {
  const where = and(
    // Only what the desk may see (submitted at least once), whatever the filter asks.
    visibleApplications(reader),
    query.status ? eq(applications.status, query.status) : undefined,
    query.pagare === 'awaiting'
      ? scanAwaiting(db)
      : query.status || query.search
        ? undefined
        : or(inArray(applications.status, [...deskQueueStatuses]), scanAwaiting(db)),
    query.search ? searchMatch(query.search) : undefined,
    query.mine === 'true' ? eq(applications.reviewerId, reader.userId) : undefined,
    byId(applications.affiliateId, query.affiliate),
    byId(applications.branchId, query.branch),
    byId(applications.promoterId, query.promoter),
    byId(applications.productId, query.product),
  );
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(applications)
    .leftJoin(promoter, eq(promoter.id, applications.promoterId))
    .where(where)) as [{ total: number }];
  const rows = await db
    .select({
      application: applications,
      affiliate: { id: affiliates.id, code: affiliates.code, name: affiliates.name },
      branch: { id: branches.id, code: branches.code, name: branches.name },
      product: { id: products.id, code: products.code, nameEs: products.nameEs, nameEn: products.nameEn },
      promoter: { id: promoter.id, firstName: promoter.firstName, lastName: promoter.lastName },
      reviewer: { id: reviewer.id, firstName: reviewer.firstName, lastName: reviewer.lastName },
      identity: sql<string | null>`(select ${biometricValidations.result} from ${biometricValidations}
        where ${biometricValidations.applicationId} = ${applications.id}
        order by ${biometricValidations.createdAt} desc limit 1)`,
    })
    .from(applications)
    .leftJoin(affiliates, eq(affiliates.id, applications.affiliateId))
    .leftJoin(branches, eq(branches.id, applications.branchId))
    .leftJoin(products, eq(products.id, applications.productId))
    .leftJoin(promoter, eq(promoter.id, applications.promoterId))
    .leftJoin(reviewer, eq(reviewer.id, applications.reviewerId))
    .where(where)
    .orderBy(...orderOf(query.sort))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  // The page's signals at once (a few queries for the page, never one per row).
  const signals = await signalsOf(
    db,
    rows.map((row) => row.application),
    reader,
    today,
  );
  const thresholds = await readDeskSettings(db);
  const missed = await missedCountsOf(
    db,
    rows.map((row) => row.application.id),
  );
  const now = new Date();
  const results = rows.map((row) => ({
    ...summaryOf(row.application, {
      affiliate: row.affiliate?.id ? row.affiliate : null,
      product: row.product?.id
        ? { id: row.product.id, code: row.product.code, name: productName(row.product, language) }
        : null,
    }),
    branch: row.branch?.id ? row.branch : null,
    promoter: nameOf(row.promoter ?? nobody),
    // A submitted application is held by nobody, whatever an older resubmission left on it (the
    // lifecycle lets anyone at the desk take it): the row says what the detail offers.
    reviewer: row.application.status === 'submitted' ? null : nameOf(row.reviewer ?? nobody),
    identity_result: row.identity as 'needs_review' | 'approved' | 'rejected' | null,
    signals: (signals.get(row.application.id) ?? []).map((signal) => signal.code),
    missed_deductions: missed.get(row.application.id) ?? 0,
    // Only what still waits on the desk ages.
    ageing:
      row.application.submittedAt && (deskQueueStatuses as readonly string[]).includes(row.application.status)
        ? ageingOf(row.application.submittedAt, now, thresholds)
        : null,
  }));
  return { results, total };
}
