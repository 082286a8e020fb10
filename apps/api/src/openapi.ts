import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { apiErrorSchema } from '@origina/domain/api-error';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.js';

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
  { name: 'notifications', description: "The signed-in user's notifications" },
  {
    name: 'admin',
    description: "Accounts, invitations, the audit log, the lender profile and products' contract templates",
  },
];

type Operation = { security?: unknown[]; responses?: Record<string, unknown> };
type Document = { paths?: Record<string, Record<string, Operation>> };

const errorContent = (description: string) => {
  const { $schema: _, ...schema } = z.toJSONSchema(apiErrorSchema, { io: 'output' });
  return { description, content: { 'application/json': { schema } } };
};

/**
 * The answers every operation can give whatever its own schema says: 400 when a string carries a
 * NUL or another character the text rule refuses (checked on every route), and 401 on every
 * operation that needs a session.
 */
function addUniversalAnswers(document: Document) {
  const invalidText = errorContent(
    'The request is not acceptable; `errors` names each field and what is wrong with it (code: `invalid_input`)',
  );
  const unauthenticated = errorContent(
    'Not signed in, or the session has ended (code: `not_authenticated`, `token_invalid`, `session_revoked`)',
  );
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      operation.responses ??= {};
      operation.responses['400'] ??= invalidText;
      if ((operation.security ?? []).length > 0) operation.responses['401'] ??= unauthenticated;
    }
  }
  return document;
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
    transformObject: (documentObject) =>
      addUniversalAnswers(
        ('openapiObject' in documentObject ? documentObject.openapiObject : {}) as Document,
      ),
  } as FastifyDynamicSwaggerOptions;
}

type RouteDocument = Parameters<typeof jsonSchemaTransform>[0];
type BodyByType = { content: Record<string, { schema: z.ZodType }> };
const isBodyByType = (body: unknown): body is BodyByType =>
  typeof body === 'object' && body !== null && 'content' in body;

/** The zod provider's transform, and also a body given per content type
 * (`body: {content: {type: {schema}}}`, which Fastify validates per type), that it leaves alone. */
export const routeSchemaTransform = (document: RouteDocument) => {
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
