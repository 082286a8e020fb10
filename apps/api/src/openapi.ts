import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.js';
import { errorResponses } from './http.js';
import { aliasedSchemas, registerNamedSchemas } from './openapi-components.js';
import { answersOfGuard } from './plugins/authentication.js';

registerNamedSchemas();

// The areas of the API, in the order a reader meets them.
const tags = [
  { name: 'health', description: 'Liveness and readiness for load balancers and orchestrators' },
  { name: 'config', description: 'What the web app needs to start (public, never secrets)' },
  { name: 'captcha', description: 'Self-hosted proof-of-work captcha (ALTCHA) or reCAPTCHA passes' },
  { name: 'auth', description: 'Sign-in, sessions, self-registration and e-mail verification' },
  { name: 'users', description: 'The signed-in user, password reset and invitation links' },
  { name: 'help', description: 'Messages to support' },
  { name: 'errors', description: 'Errors the web app reports' },
  { name: 'catalogs', description: 'Banks, countries, postal codes, branches, convenios and products' },
  { name: 'simulations', description: "The promoter's loan simulator" },
  { name: 'applications', description: "The promoter's credit applications, step by step" },
  { name: 'documents', description: "An application's documents: upload, confirm, read, download" },
  { name: 'identity', description: "The customer's identity check, through a link opened on their phone" },
  { name: 'review', description: 'The credit desk: queue, taking and deciding applications' },
  {
    name: 'bureau',
    description:
      "The desk's view of the customer's consents and the credit bureau: authorization, inquiry (manual or a bureau's API) and report",
  },
  {
    name: 'contracts',
    description:
      "An approved loan's contract set (carátula, contrato, pagaré, tabla de amortización, carta de instrucción) as PDF",
  },
  {
    name: 'signatures',
    description: "The customer's signature of the contract set, through a link opened on their phone",
  },
  {
    name: 'disbursements',
    description: 'The signed loans waiting for their transfer, and the CSV batch for the bank',
  },
  {
    name: 'buyouts',
    description:
      "A buy-out's outside loans after disbursement: each lender's no-debt letter and deduction release",
  },
  {
    name: 'portfolio',
    description: 'The disbursed loans by convenio, branch, promoter or product: balances and renewals',
  },
  {
    name: 'deductions',
    description:
      "The payroll deduction file per convenio and payday, its column map, the employer's answer and the arrears report",
  },
  { name: 'notifications', description: "The signed-in user's notifications" },
  {
    name: 'compliance',
    description:
      'Anti-money-laundering screening: hits against the UIF, OFAC and UN lists and compliance decisions',
  },
  {
    name: 'admin',
    description: "Accounts, invitations, the audit log, the lender profile and products' contract templates",
  },
  {
    name: 'privacy-notice',
    description: "The lender's privacy notice (aviso de privacidad integral), versioned",
  },
];

type Schema = Record<string, unknown>;
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { security?: unknown[]; responses?: Record<string, Response> };
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const schemasPath = '#/components/schemas/';
const apiErrorRef = { $ref: `${schemasPath}ApiError` };

/** Every `$ref` under `node` renamed by `rename` (a name it does not list stays). */
function renameRefs<T>(node: T, rename: (name: string) => string): T {
  return JSON.parse(JSON.stringify(node), (key, value) =>
    key === '$ref' && typeof value === 'string' && value.startsWith(schemasPath)
      ? `${schemasPath}${rename(value.slice(schemasPath.length))}`
      : value,
  ) as T;
}

// The same JSON written with its keys in one order, to compare shapes.
const canonical = (node: unknown): string =>
  JSON.stringify(node, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );

/**
 * The zod provider writes every named schema twice, as read (`NameInput`) and as answered
 * (`Name`); where both say the same, the document keeps one. Aliases (a name that stands for
 * another) are resolved first.
 */
function mergeTwins(document: Document) {
  const schemas = document.components?.schemas ?? {};
  const merged = new Map<string, string>();
  for (const [alias, name] of Object.entries(aliasedSchemas)) {
    merged.set(alias, name);
    merged.set(`${alias}Input`, `${name}Input`);
  }
  const rename = (name: string) => merged.get(name) ?? name;
  for (let changed = true; changed; ) {
    changed = false;
    for (const name of Object.keys(schemas)) {
      const base = name.slice(0, -'Input'.length);
      if (!name.endsWith('Input') || merged.has(name) || !(base in schemas)) continue;
      const asRead = canonical(renameRefs(schemas[name], (other) => (other === name ? base : rename(other))));
      if (asRead !== canonical(renameRefs(schemas[base], rename))) continue;
      merged.set(name, base);
      changed = true;
    }
  }
  for (const name of merged.keys()) delete schemas[name];
  return renameRefs(document, rename);
}

const worthNaming = (node: Schema) => Array.isArray(node.enum) || node.type === 'object' || 'anyOf' in node;

/**
 * A schema written out again with the shape of a named one (an enum built afresh with its own
 * error message, a `.describe()`d copy) becomes a `$ref` to that name, its description kept.
 */
function referToNamedShapes(document: Document) {
  const schemas = document.components?.schemas ?? {};
  const names = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas))
    if (worthNaming(schema) && !names.has(canonical(schema))) names.set(canonical(schema), name);
  const visit = (node: unknown, own?: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item));
    if (!node || typeof node !== 'object') return node;
    const { description, ...shape } = node as Schema;
    const name = worthNaming(shape) ? names.get(canonical(shape)) : undefined;
    if (name && name !== own)
      return description === undefined
        ? { $ref: `${schemasPath}${name}` }
        : { $ref: `${schemasPath}${name}`, description };
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)]));
  };
  for (const [name, schema] of Object.entries(schemas)) schemas[name] = visit(schema, name) as Schema;
  document.paths = visit(document.paths) as Document['paths'];
  return document;
}

/** Drops the named schemas nothing refers to (a request-only schema's answered twin, say). */
function dropUnused(document: Document) {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const pending = [JSON.stringify(document.paths)];
  while (pending.length > 0) {
    for (const [, name] of pending.pop()!.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(name!)) continue;
      used.add(name!);
      pending.push(JSON.stringify(schemas[name!]));
    }
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
}

// What a success answer means, where the route's schema says no more.
const successMeanings: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted: it goes on in the background',
  '204': 'Done; there is nothing to answer',
  '304': 'Not modified: the copy the client holds (If-None-Match) is current',
  '409': 'Not possible in the current state',
  '503': 'Not ready: the database does not answer',
};

/**
 * The answers every operation can give whatever its own schema says: 400 when a string carries a
 * NUL or another character the text rule refuses (checked on every route), 431 when the request's
 * headers pass Node's limit (answered before any route, plugins/socket-errors.ts), and 401 on every
 * operation that needs a session. A response the route left undescribed is described by its
 * status and the schema it names.
 */
function addUniversalAnswers(document: Document) {
  const errorAnswer = (description: string) => ({
    description,
    content: { 'application/json': { schema: apiErrorRef } },
  });
  const invalidText = errorAnswer(
    'The request is not acceptable; `errors` names each field and what is wrong with it (code: `invalid_input`)',
  );
  const headersTooLarge = errorAnswer("The request's headers are too large (code: `headers_too_large`)");
  const unauthenticated = errorAnswer(
    'Not signed in, or the session has ended (code: `not_authenticated`, `token_invalid`, `session_revoked`)',
  );
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      operation.responses ??= {};
      operation.responses['400'] ??= invalidText;
      operation.responses['431'] ??= headersTooLarge;
      if ((operation.security ?? []).length > 0) operation.responses['401'] ??= unauthenticated;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (response.description !== 'Default Response') continue;
        const ref = response.content?.['application/json']?.schema?.$ref;
        const named = typeof ref === 'string' ? `: the ${ref.slice(schemasPath.length)}` : '';
        response.description = `${successMeanings[status] ?? 'Answered'}${named}`;
      }
    }
  }
  return document;
}

/** The document as served: named schemas once each, `$ref`s to them, the shared answers. */
function finishDocument(documentObject: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const withComponents = jsonSchemaTransformObject(documentObject) as Document;
  return addUniversalAnswers(dropUnused(referToNamedShapes(mergeTwins(withComponents))));
}

// PUBLIC_URL when it is set; otherwise this computer's address (set PUBLIC_URL for the one
// integrators should use).
const serverOf = (config: Config) =>
  config.publicUrlFromEnv
    ? { url: config.publicUrl, description: 'This server' }
    : { url: `http://127.0.0.1:${config.port}`, description: 'This computer (PUBLIC_URL is not set)' };

/** The OpenAPI document's frame: who runs it, where it answers, and the areas it covers. */
export function openapiOptions(config: Config): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.lender.name} API (Origina)`,
        version: '1.0.0',
        description:
          'Loan origination for payroll-deduction credit. Errors share one JSON shape (`detail` in the ' +
          'request language, a stable `code`, and `errors` per field); send `Accept-Language: en` for English.',
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
        contact: {
          name: `${config.lender.name} support`,
          url: config.publicUrl,
          ...(config.support.email ? { email: config.support.email } : {}),
        },
      },
      servers: [serverOf(config)],
      tags,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transformObject: (documentObject) => finishDocument(documentObject as never),
  } as FastifyDynamicSwaggerOptions;
}

type RouteDocument = Parameters<typeof jsonSchemaTransform>[0];
type BodyByType = { content: Record<string, { schema: z.ZodType }> };
const isBodyByType = (body: unknown): body is BodyByType =>
  typeof body === 'object' && body !== null && 'content' in body;

/**
 * The error answers a route gives by how it is built rather than by what it does: its guards'
 * (plugins/authentication.ts says which each gives: 401, 403 for an unverified e-mail or another
 * role) and, when it takes a body, 413 (too large) and 415 (a type it does not read). A status the
 * route documents itself keeps the route's description.
 */
function withDerivedAnswers(document: RouteDocument): RouteDocument {
  const schema = document.schema as { body?: unknown; response?: Record<string, unknown>; hide?: boolean };
  if (!schema || schema.hide) return document;
  const route = (document as { route?: { onRequest?: unknown } }).route;
  const answers = [route?.onRequest ?? []].flat().flatMap((hook) => answersOfGuard(hook) ?? []);
  if (schema.body) answers.push(413, 415);
  if (answers.length === 0) return document;
  return {
    ...document,
    schema: { ...schema, response: { ...errorResponses(...answers), ...schema.response } },
  };
}

/** The zod provider's transform, and also a body given per content type
 * (`body: {content: {type: {schema}}}`, which Fastify validates per type), that it leaves alone. */
export const routeSchemaTransform = (given: RouteDocument) => {
  const document = withDerivedAnswers(given);
  const body = (document.schema as { body?: unknown } | undefined)?.body;
  if (!isBodyByType(body)) return jsonSchemaTransform(document);
  const rest = jsonSchemaTransform({ ...document, schema: { ...document.schema, body: undefined } });
  const content = Object.fromEntries(
    Object.entries(body.content).map(([type, { schema }]) => {
      const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input' });
      return [type, { schema: json }];
    }),
  );
  return { ...rest, schema: { ...rest.schema, body: { content } } };
};
