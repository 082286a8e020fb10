import { bankSchema, catalogListQuerySchema, listOf } from '@origina/domain/catalog-lists';
import { zipCodeListSchema, zipCodeQuerySchema } from '@origina/domain/postal-codes';
import { clabe } from 'clabe-validator';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { catalogImports, postalSettlements } from '../../db/schema.js';
import { errorResponses } from '../../http.js';
import { postalCatalogName } from './postal-catalog.js';

const tags = ['catalogs'];

function pageLink(url: string, page: number) {
  const target = new URL(url, 'http://origina.local');
  target.searchParams.set('page', String(page));
  return `${target.pathname}${target.search}`;
}

// The list envelope of ARCHITECTURE.md around one page of results.
function listPage<T>(results: T[], total: number, url: string, page: number, pageSize: number) {
  return {
    count: total,
    next: page * pageSize < total ? pageLink(url, page + 1) : null,
    previous: page > 1 ? pageLink(url, page - 1) : null,
    results,
  };
}

// Accents and case do not matter when searching a list ("mexico" finds "México").
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

// Banxico's list of institutions with their CLABE bank code, as clabe-validator ships it.
const banks = Object.entries(clabe.banksMap)
  .flatMap(([code, bank]) =>
    bank.tag && bank.name ? [{ code: code.padStart(3, '0'), tag: bank.tag, name: bank.name }] : [],
  )
  .sort((a, b) => a.code.localeCompare(b.code));
const banksEtag = `W/"banks-${clabe.version}"`;

export async function catalogRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/promoter/banks/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Banks and their CLABE code (Banxico), searchable by code, short name or name',
        security: [{ bearer: [] }],
        querystring: catalogListQuerySchema,
        response: { 200: listOf(bankSchema), 304: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { search, page, page_size: pageSize } = request.query;
      const etag = `${banksEtag.slice(0, -1)}-${folded(search ?? '')}-${page}-${pageSize}"`;
      reply.header('etag', etag).header('cache-control', 'private, max-age=86400');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      const wanted = search ? folded(search) : '';
      const matching = wanted
        ? banks.filter((bank) => folded(`${bank.code} ${bank.tag} ${bank.name}`).includes(wanted))
        : banks;
      const results = matching.slice((page - 1) * pageSize, page * pageSize);
      return listPage(results, matching.length, request.url, page, pageSize);
    },
  );

  api.get(
    '/api/v1/promoter/zip-codes/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The settlements (colonias) of a Mexican postal code, with municipality, state and city',
        security: [{ bearer: [] }],
        querystring: zipCodeQuerySchema,
        response: { 200: zipCodeListSchema, 304: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { code, page, page_size: pageSize } = request.query;
      // The catalogue changes only on import, so its version plus the question identify the answer.
      const [version] = await context.db
        .select({ sha256: catalogImports.sha256 })
        .from(catalogImports)
        .where(eq(catalogImports.catalog, postalCatalogName))
        .limit(1);
      const etag = `W/"${version?.sha256.slice(0, 16) ?? 'empty'}-${code}-${page}-${pageSize}"`;
      reply.header('etag', etag).header('cache-control', 'private, max-age=3600');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      const where = eq(postalSettlements.zip, code);
      const [total] = await context.db.select({ value: count() }).from(postalSettlements).where(where);
      const rows = await context.db
        .select()
        .from(postalSettlements)
        .where(where)
        .orderBy(asc(postalSettlements.settlement), asc(postalSettlements.settlementId))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const results = rows.map((row) => ({
        zip: row.zip,
        settlement: row.settlement,
        settlement_type: row.settlementType,
        municipality: row.municipality,
        state: row.state,
        city: row.city,
        zone: row.zone,
        state_code: row.stateCode,
        municipality_code: row.municipalityCode,
      }));
      return listPage(results, total?.value ?? 0, request.url, page, pageSize);
    },
  );
}
