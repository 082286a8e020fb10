import type { applicationListQuerySchema } from '@origina/domain/application-api';
import { applicationStatuses } from '@origina/domain/application-lifecycle';
import { normalizeMobile } from '@origina/domain/mexican-ids';
import { and, asc, count, desc, eq, gte, like, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/contains-pattern.js';
import { affiliates, applications, products } from '../../db/schema.js';
import type { Language } from '../../i18n/messages.js';
import { isUuid } from '../../ids.js';
import { missedCountsOf } from '../deductions/arrears.js';
import { summaryOf } from './present-application.js';

// Mis Solicitudes: the promoter's own applications, filtered, searched, ordered and paged, and how
// many there are in each status.

const orderings = {
  created_at: asc(applications.createdAt),
  '-created_at': desc(applications.createdAt),
  updated_at: asc(applications.updatedAt),
  '-updated_at': desc(applications.updatedAt),
  folio: asc(applications.folio),
  '-folio': desc(applications.folio),
  customer_name: asc(applications.customerName),
  '-customer_name': desc(applications.customerName),
};

// Mexico City's midnight of a calendar day, for date-range filters.
const mexicoMidnight = (isoDate: string) => new Date(`${isoDate}T06:00:00Z`);

type ListQuery = z.output<typeof applicationListQuerySchema>;

type ListValues = Partial<Record<'status' | 'affiliate' | 'product' | 'search', string>> &
  Partial<Record<'from' | 'to', Date>>;

// The list's filters, with placeholders for the values that are given.
const listFilters = (values: ListValues) =>
  and(
    eq(applications.promoterId, sql.placeholder('promoter')),
    values.status ? eq(applications.status, sql.placeholder('status')) : undefined,
    values.affiliate ? eq(applications.affiliateId, sql.placeholder('affiliate')) : undefined,
    values.product ? eq(applications.productId, sql.placeholder('product')) : undefined,
    values.from ? gte(applications.createdAt, sql.placeholder('from')) : undefined,
    values.to ? lt(applications.createdAt, sql.placeholder('to')) : undefined,
    values.search ? like(applications.searchText, sql.placeholder('search')) : undefined,
  );
const shapeOf = (values: ListValues) =>
  (['status', 'affiliate', 'product', 'from', 'to', 'search'] as const)
    .map((name) => (values[name] === undefined ? '0' : '1'))
    .join('');

function madeOnce<T>(cache: Map<string, T>, name: string, make: () => T) {
  const found = cache.get(name);
  if (found) return found;
  const made = make();
  cache.set(name, made);
  return made;
}

export function createApplicationList(db: Database) {
  // Mis Solicitudes is the busiest screen: its queries are prepared once per shape (which filters,
  // which order), so neither the query builder nor the planner works on them again.
  const listQueries = new Map<string, ReturnType<typeof prepareList>>();
  const countQueries = new Map<string, ReturnType<typeof prepareCount>>();
  const prepareList = (values: ListValues, ordering: keyof typeof orderings, name: string) =>
    db
      .select({
        application: applications,
        affiliate: { id: affiliates.id, code: affiliates.code, name: affiliates.name },
        product: { id: products.id, code: products.code, nameEs: products.nameEs, nameEn: products.nameEn },
        // Counted once, in the same round trip (a window count would read every matching row).
        total: sql<number>`(select count(*) from ${applications} where ${listFilters(values)})`.mapWith(
          Number,
        ),
      })
      .from(applications)
      .leftJoin(affiliates, eq(affiliates.id, applications.affiliateId))
      .leftJoin(products, eq(products.id, applications.productId))
      .where(listFilters(values))
      .orderBy(orderings[ordering], desc(applications.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  const prepareCount = (values: ListValues, name: string) =>
    db.select({ value: count() }).from(applications).where(listFilters(values)).prepare(name);
  const listQuery = (values: ListValues, ordering: keyof typeof orderings) => {
    const name = `applications_list_${shapeOf(values)}_${ordering.replace('-', 'desc_')}`;
    return madeOnce(listQueries, name, () => prepareList(values, ordering, name));
  };
  const countQuery = (values: ListValues) => {
    const name = `applications_count_${shapeOf(values)}`;
    return madeOnce(countQueries, name, () => prepareCount(values, name));
  };

  /** One page of the promoter's applications and how many match in all. */
  async function list(promoterId: string, query: ListQuery, language: Language) {
    // An id that is not one matches nothing.
    if ((query.affiliate && !isUuid(query.affiliate)) || (query.product && !isUuid(query.product)))
      return { results: [], total: 0 };
    const search = query.search ? containsPattern(normalizeMobile(query.search) ?? query.search) : undefined;
    const values = {
      promoter: promoterId,
      status: query.status,
      affiliate: query.affiliate,
      product: query.product,
      from: query.created_from ? mexicoMidnight(query.created_from) : undefined,
      to: query.created_to ? new Date(mexicoMidnight(query.created_to).getTime() + 86_400_000) : undefined,
      search,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    };
    const rows = await listQuery(values, query.ordering).execute(values);
    // Past the last page no row carries the total: count it apart (rare).
    const total =
      rows[0]?.total ?? (query.page > 1 ? ((await countQuery(values).execute(values))[0]?.value ?? 0) : 0);
    const missed = await missedCountsOf(
      db,
      rows.map((row) => row.application.id),
    );
    const results = rows.map((row) => ({
      ...summaryOf(row.application, {
        affiliate: row.affiliate?.id ? row.affiliate : null,
        product: row.product?.id
          ? {
              id: row.product.id,
              code: row.product.code,
              name: language === 'en' && row.product.nameEn ? row.product.nameEn : row.product.nameEs,
            }
          : null,
      }),
      missed_deductions: missed.get(row.application.id) ?? 0,
    }));
    return { results, total };
  }

  /** How many of the promoter's applications are in each status. */
  async function stats(promoterId: string) {
    const rows = await db
      .select({ status: applications.status, value: count() })
      .from(applications)
      .where(eq(applications.promoterId, promoterId))
      .groupBy(applications.status);
    const byStatus = Object.fromEntries(applicationStatuses.map((status) => [status, 0])) as Record<
      (typeof applicationStatuses)[number],
      number
    >;
    for (const row of rows) byStatus[row.status] = row.value;
    return { total: rows.reduce((sum, row) => sum + row.value, 0), by_status: byStatus };
  }

  return { list, stats };
}
