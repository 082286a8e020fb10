import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType, z } from 'zod';
import type { ErrorReporter } from '../error-reporting.js';
import { AppError, type FieldMessage, fieldText } from '../errors.js';
import {
  isMessageKey,
  type Language,
  type MessageKey,
  negotiateLanguage,
  translate,
} from '../i18n/messages.js';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super('Request validation failed');
  }
}

// Fastify keeps the error a validator returns as it is, so the handler below can translate each
// issue into the caller's language. Inputs are kept only to tell "missing" from "wrong".
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };

function issueKey(issue: z.core.$ZodIssue): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'validation.required' : 'validation.invalid_type';
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'bigint'
        ? 'validation.number_too_high'
        : 'validation.too_long';
    case 'too_small':
      return issue.origin === 'number' || issue.origin === 'bigint'
        ? 'validation.number_too_low'
        : 'validation.too_short';
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    default:
      return 'validation.invalid_value';
  }
}

export function fieldErrorsOf(issues: z.core.$ZodIssue[]) {
  const errors: Record<string, MessageKey[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors';
    const key = issueKey(issue);
    const list = errors[field] ?? [];
    if (!list.includes(key)) list.push(key);
    errors[field] = list;
  }
  return errors;
}

const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL classes 08 (connection exception) and 57P (operator intervention: shutdown, restart),
// and a shared store (Redis) that cannot be reached.
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (connectionErrorCodes.has(code) || code.startsWith('08') || code.startsWith('57P')) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|PGlite is closed|pool after calling end|max retries per request limit|Connection is closed/i.test(
        message,
      )
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

/** The request's own connection reset before its body arrived (Node's "aborted"). */
function isClientAbort(error: unknown, request: FastifyRequest) {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 'ECONNRESET' &&
    message === 'aborted' &&
    (request.raw.destroyed || !!request.raw.socket?.destroyed)
  );
}

const fastifyErrorCodes: Record<string, { status: number; code: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json' },
};

function translateFields(language: Language, fieldErrors: Record<string, FieldMessage[]>) {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message) => fieldText(language, message)),
    ]),
  );
}

// Every refusal's body: the translated sentence and the stable code.
const errorBody = (language: Language, code: MessageKey) => ({ detail: translate(language, code), code });

export const errorsPlugin = fp(async (app: FastifyInstance, { reporter }: { reporter: ErrorReporter }) => {
  app.decorateRequest('language', 'es');
  app.addHook('onRequest', async (request) => {
    request.language = negotiateLanguage(request.headers['accept-language']);
  });

  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    const language = request.language;
    // Refused before its body arrived (authentication, role, an upload's checks): the connection
    // closes with the answer instead of waiting for a body nobody will read.
    if (!request.raw.complete) reply.header('connection', 'close');
    const send = (
      status: number,
      code: MessageKey,
      fieldErrors?: Record<string, FieldMessage[]>,
      extra?: Record<string, unknown>,
      detail?: FieldMessage,
    ) =>
      reply.status(status).send({
        ...errorBody(language, code),
        ...(detail ? { detail: fieldText(language, detail) } : {}),
        ...(fieldErrors ? { errors: translateFields(language, fieldErrors) } : {}),
        ...extra,
      });

    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(error.statusCode, error.code, error.fieldErrors, error.extra, error.detail);
    }
    if (error instanceof RequestValidationError) {
      return send(400, 'invalid_input', fieldErrorsOf(error.issues));
    }
    const known =
      'code' in error && typeof error.code === 'string' ? fastifyErrorCodes[error.code] : undefined;
    if (known) return send(known.status, known.code);
    if (error instanceof SyntaxError && 'statusCode' in error && error.statusCode === 400) {
      return send(400, 'invalid_json');
    }
    // A client that hung up mid-body is not a database fault (ECONNRESET reads like one).
    if (isClientAbort(error, request)) {
      request.log.info('request aborted by the client');
      return send(400, 'request_aborted');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(503, 'database_unavailable');
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 404) return send(404, 'not_found');
    if (status === 405) return send(405, 'method_not_allowed');
    if (status === 413) return send(413, 'payload_too_large');
    if (status === 415) return send(415, 'unsupported_media_type');
    if (status === 429) return send(429, 'too_many_attempts');
    if (status >= 400 && status < 500) return send(status, 'invalid_input');
    request.log.error({ err: error }, 'unhandled error');
    reporter.capture(error, {
      method: request.method,
      route: request.routeOptions.url ?? 'unknown',
      requestId: request.id,
    });
    return send(500, 'internal_error');
  });
});

/** Fastify's own refusals of a path it cannot route (FST_ERR_BAD_URL, a parameter over the
 * router's length): a translated 400 like any other bad input, without echoing the path. Fastify
 * answers them before any hook runs, so the security headers (`staticSecurityHeaders`) are set here. */
export function answerUnreadablePath(securityHeaders: Record<string, string>) {
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = negotiateLanguage(request.headers['accept-language']);
    return reply
      .status(400)
      .headers(securityHeaders)
      .header('cache-control', 'no-store')
      .send(errorBody(language, 'invalid_input'));
  };
}
