import { deskQueueStatuses } from '@origina/domain/application-lifecycle';
import type { reviewQueueQuerySchema } from '@origina/domain/review';
import { aliasedTable, and, asc, desc, eq, exists, inArray, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/contains-pattern.js';
import {
  affiliates,
  applications,
  biometricValidations,
  contracts,
  pagareScans,
  products,
  users,
} from '../../db/schema.js';
import type { Language } from '../../i18n/messages.js';
import { visibleApplications } from '../applications/lifecycle-guard.js';
import { summaryOf } from '../applications/present-application.js';
import { productName } from '../catalogs/lender-presenters.js';
import { nameOf } from './review-record.js';

type QueueQuery = z.output<typeof reviewQueueQuerySchema>;
const nobody = { id: null, firstName: null, lastName: null };

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

/** The review queue: submitted and in-review applications and signed ones whose pagaré scan
 * awaits a decision, oldest first, one page of them and how
 * many match in all. */
export async function reviewQueue(
  db: Database,
  reader: { role: string; userId: string },
  query: QueueQuery,
  language: Language,
) {
  const promoter = aliasedTable(users, 'promoter');
  const reviewer = aliasedTable(users, 'reviewer');
  const where = and(
    // Only what the desk may see (submitted at least once), whatever the filter asks.
    visibleApplications(reader),
    query.status ? eq(applications.status, query.status) : undefined,
    query.pagare === 'awaiting'
      ? scanAwaiting(db)
      : query.status
        ? undefined
        : or(inArray(applications.status, [...deskQueueStatuses]), scanAwaiting(db)),
    query.search ? like(applications.searchText, containsPattern(query.search)) : undefined,
    query.mine === 'true' ? eq(applications.reviewerId, reader.userId) : undefined,
  );
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(applications)
    .where(where)) as [{ total: number }];
  const rows = await db
    .select({
      application: applications,
      affiliate: { id: affiliates.id, code: affiliates.code, name: affiliates.name },
      product: { id: products.id, code: products.code, nameEs: products.nameEs, nameEn: products.nameEn },
      promoter: { id: promoter.id, firstName: promoter.firstName, lastName: promoter.lastName },
      reviewer: { id: reviewer.id, firstName: reviewer.firstName, lastName: reviewer.lastName },
      identity: sql<string | null>`(select ${biometricValidations.result} from ${biometricValidations}
        where ${biometricValidations.applicationId} = ${applications.id}
        order by ${biometricValidations.createdAt} desc limit 1)`,
    })
    .from(applications)
    .leftJoin(affiliates, eq(affiliates.id, applications.affiliateId))
    .leftJoin(products, eq(products.id, applications.productId))
    .leftJoin(promoter, eq(promoter.id, applications.promoterId))
    .leftJoin(reviewer, eq(reviewer.id, applications.reviewerId))
    .where(where)
    .orderBy(asc(applications.submittedAt), desc(applications.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const results = rows.map((row) => ({
    ...summaryOf(row.application, {
      affiliate: row.affiliate?.id ? row.affiliate : null,
      product: row.product?.id
        ? { id: row.product.id, code: row.product.code, name: productName(row.product, language) }
        : null,
    }),
    promoter: nameOf(row.promoter ?? nobody),
    reviewer: nameOf(row.reviewer ?? nobody),
    identity_result: row.identity as 'needs_review' | 'approved' | 'rejected' | null,
  }));
  return { results, total };
}
