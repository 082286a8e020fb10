import { bankSchema, catalogListQuerySchema, countrySchema, listOf } from '@origina/domain/catalog-lists';
import {
  documentTypeQuerySchema,
  documentTypeSchema,
  documentTypes,
  filesNeeded,
} from '@origina/domain/document-types';
import { identificationTypeSchema, identificationTypes } from '@origina/domain/identification-types';
import { zipCodeListSchema, zipCodeQuerySchema } from '@origina/domain/postal-codes';
import { folded } from '@origina/domain/text-search';
import { clabe } from 'clabe-validator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import isoCountries from 'i18n-iso-countries';
import countriesEn from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import countriesEs from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import nationalitiesEn from 'i18n-nationality/langs/en.json' with { type: 'json' };
import nationalitiesEs from 'i18n-nationality/langs/es.json' with { type: 'json' };
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, listPage } from '../../http.js';
import type { Language } from '../../i18n/messages.js';
import { etagMatches, lenderCacheControl, referenceCacheControl, replyCached } from './catalog-http.js';
import { requiredDocumentCodes } from './lender-catalog.js';
import { createZipCodeLookup } from './zip-code-lookup.js';

const tags = ['catalogs'];
const security = [{ bearer: [] }];

// Banxico's list of institutions with their CLABE bank code, as clabe-validator ships it.
const banks = Object.entries(clabe.banksMap)
  .flatMap(([code, bank]) =>
    bank.tag && bank.name ? [{ code: code.padStart(3, '0'), tag: bank.tag, name: bank.name }] : [],
  )
  .sort((a, b) => a.code.localeCompare(b.code));

const collators = { es: new Intl.Collator('es'), en: new Intl.Collator('en') };

// Every ISO 3166-1 country in both languages (i18n-iso-countries), with the nationality where
// i18n-nationality has it; Mexico first because nearly every customer is Mexican.
function countriesIn(language: Language) {
  const nationalities = (language === 'es' ? nationalitiesEs : nationalitiesEn).nationalities as Record<
    string,
    string
  >;
  return (
    Object.entries(isoCountries.getNames(language, { select: 'official' }))
      // Numeric codes 900–999 are user-assigned, not ISO 3166-1 (the package lists XK, Kosovo, as 983).
      .filter(([code]) => Number(isoCountries.alpha2ToNumeric(code)) < 900)
      .map(([code, name]) => ({
        code,
        alpha3: isoCountries.alpha2ToAlpha3(code) ?? code,
        numeric: isoCountries.alpha2ToNumeric(code)!,
        name,
        nationality: nationalities[code] ?? null,
      }))
      .sort((a, b) =>
        a.code === 'MX' ? -1 : b.code === 'MX' ? 1 : collators[language].compare(a.name, b.name),
      )
  );
}
isoCountries.registerLocale(countriesEs);
isoCountries.registerLocale(countriesEn);
const countries = { es: countriesIn('es'), en: countriesIn('en') };

// A reference list held in memory, searched (accents and case aside), paged and cached.
function replySearchedPage<T>(
  request: FastifyRequest<{ Querystring: { search?: string | undefined; page: number; page_size: number } }>,
  reply: FastifyReply,
  items: T[],
  text: (item: T) => string,
) {
  const { search, page, page_size: pageSize } = request.query;
  const wanted = search ? folded(search) : '';
  const matching = wanted ? items.filter((item) => folded(text(item)).includes(wanted)) : items;
  const results = matching.slice((page - 1) * pageSize, page * pageSize);
  return replyCached(
    request,
    reply,
    listPage(results, matching.length, request.url, page, pageSize),
    referenceCacheControl,
  );
}

export async function catalogRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/promoter/banks/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'listBanks',
        summary: 'Banks and their CLABE code (Banxico), searchable by code, short name or name',
        security,
        querystring: catalogListQuerySchema,
        response: { 200: listOf(bankSchema), 304: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      return replySearchedPage(request, reply, banks, (bank) => `${bank.code} ${bank.tag} ${bank.name}`);
    },
  );

  api.get(
    '/api/v1/promoter/countries/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'listCountries',
        summary: 'ISO 3166-1 countries with name and nationality in the request language, Mexico first',
        security,
        querystring: catalogListQuerySchema,
        response: { 200: listOf(countrySchema), 304: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      return replySearchedPage(
        request,
        reply,
        countries[request.language],
        (country) => `${country.code} ${country.alpha3} ${country.name} ${country.nationality ?? ''}`,
      );
    },
  );

  api.get(
    '/api/v1/promoter/identificationtypes/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'listIdentificationTypes',
        summary: 'Official identifications a customer may present, with the number format each requires',
        security,
        querystring: catalogListQuerySchema,
        response: { 200: listOf(identificationTypeSchema), 304: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const language = request.language;
      const all = identificationTypes.map((type) => ({
        code: type.code,
        name: type.name[language],
        number_pattern: type.number_pattern,
        number_example: type.number_example,
        number_hint: type.number_hint[language],
      }));
      return replySearchedPage(request, reply, all, (type) => `${type.code} ${type.name}`);
    },
  );

  api.get(
    '/api/v1/users/documenttypes/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'listDocumentTypes',
        summary:
          'Document types with accepted file types and maximum size; with ?product= and/or ?affiliate= only the ones they require (the checklist)',
        security,
        querystring: documentTypeQuerySchema,
        response: { 200: listOf(documentTypeSchema), 304: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { product, affiliate, payoffs = 0 } = request.query;
      const filtered = product !== undefined || affiliate !== undefined;
      const required = filtered
        ? await requiredDocumentCodes(context.db, { product, affiliate })
        : new Set<string>();
      // A buy-out's checklist: a payoff letter per outside loan.
      if (filtered && payoffs > 0) required.add('payoff_letter');
      const results = documentTypes
        .filter((type) => !filtered || required.has(type.code))
        .map((type) => ({
          code: type.code,
          name: type.name[request.language],
          accepted_types: [...type.accepted_types],
          max_size_bytes: type.max_size_bytes,
          min_files: filtered ? filesNeeded(type, payoffs) : type.min_files,
          max_files: type.max_files,
          from_identity: type.from_identity,
          hint: type.hint[request.language],
          required: required.has(type.code),
        }));
      return replyCached(
        request,
        reply,
        listPage(results, results.length, request.url, 1, results.length || 1),
        lenderCacheControl,
      );
    },
  );

  const zipCodes = createZipCodeLookup(context.db);

  api.get(
    '/api/v1/promoter/zip-codes/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'lookUpPostalCode',
        summary: 'The settlements (colonias) of a Mexican postal code, with municipality, state and city',
        security,
        querystring: zipCodeQuerySchema,
        response: { 200: zipCodeListSchema, 304: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { code, page, page_size: pageSize } = request.query;
      // The catalogue's version plus the question identify the answer.
      const found = await zipCodes.page(code, page, pageSize);
      const etag = `W/"${found.version?.slice(0, 16) ?? 'empty'}-${code}-${page}-${pageSize}"`;
      reply.header('etag', etag).header('cache-control', 'private, max-age=3600');
      if (etagMatches(request, etag)) return reply.status(304).send(null);
      const total = found.total ?? (await zipCodes.total(code, page));
      return listPage(found.results, total, request.url, page, pageSize);
    },
  );
}
