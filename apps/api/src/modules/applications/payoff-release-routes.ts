import { newPayoffLetterSchema, payoffAnswerSchema } from '@origina/domain/buyout';
import { payoffReleaseCodes, payoffReleaseTypes } from '@origina/domain/document-types';
import { conflictCodes, rolesAllowedTo } from '@origina/domain/lifecycle-verdicts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, rawBody } from '../../http.js';
import { acceptRawBodies, refuseDeclaredSize } from '../../plugins/raw-body.js';
import { etagOf, expectedVersion } from './application-versions.js';
import { payoffsAnswer } from './buyout-payoffs.js';
import { actorOf, guard } from './lifecycle-guard.js';
import { payoffLetterType, replacePayoffLetter } from './payoff-letters.js';
import { uploadPayoffRelease } from './payoff-releases.js';

// A buy-out's documents after its disbursement (issue 36): the outside lender's no-debt letter and
// its deduction release, one outside loan at a time (payoff-releases.ts); and before it, a new
// payoff letter for an outside loan whose letter expired (payoff-letters.ts).

const maxBytes = Math.max(...[...payoffReleaseTypes, payoffLetterType].map((type) => type.max_size_bytes));
const contentTypes = [
  ...new Set([...payoffReleaseTypes, payoffLetterType].flatMap((type) => [...type.accepted_types])),
];

export async function payoffReleaseRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Whatever it is declared as, the file arrives as bytes and is judged by its content.
  app.removeContentTypeParser('text/plain');
  acceptRawBodies(app, maxBytes + 1024);
  const uploader = app.requireRole(...rolesAllowedTo('upload_payoff_release'));

  api.put(
    '/api/v1/promoter/applications/:id/payoffs/:position/:kind/',
    {
      bodyLimit: maxBytes + 1024,
      // Who may send it, and whether the loan takes it now, before a byte is read.
      onRequest: async (request) => {
        await uploader(request);
        refuseDeclaredSize(request, maxBytes);
        const { id } = request.params as { id: string };
        await guard(context.db, actorOf(request), 'upload_payoff_release', id);
      },
      schema: {
        tags: ['buyouts'],
        operationId: 'uploadPayoffRelease',
        summary: `After a buy-out's disbursement, an outside loan's no-debt letter (no_debt_letter) or deduction release (deduction_release), as the raw body (${contentTypes.join(', ')}; 10 MB at most); answers the application's payoffs`,
        security: [{ bearer: [] }],
        params: z.object({
          id: z.string().max(64),
          // The outside loan's place in the application's payoffs, 0 first.
          position: z.coerce.number({ message: 'validation.invalid_value' }).int().min(0).max(4),
          kind: z.enum(payoffReleaseCodes, { message: 'validation.invalid_value' }),
        }),
        body: rawBody(Object.fromEntries(contentTypes.map((type) => [type, 'The document, as raw bytes']))),
        response: {
          200: z.object({ payoffs: z.array(payoffAnswerSchema) }),
          ...errorResponses(400, 401, 403, 404, 413, 415, {
            409: conflictCodes('upload_payoff_release'),
            408: ['request_timeout'],
            503: ['server_busy'],
          }),
        },
      },
    },
    async (request) => {
      const { row } = await guard(context.db, actorOf(request), 'upload_payoff_release', request.params.id);
      const { position, kind } = request.params;
      await uploadPayoffRelease(context, row, { position, kind }, request.body, {
        id: request.principal!.userId,
        ip: request.ip,
      });
      return { payoffs: await payoffsAnswer(context.db, row, context.today()) };
    },
  );

  const letterUploader = app.requireRole(...rolesAllowedTo('replace_payoff_letter'));
  api.put(
    '/api/v1/promoter/applications/:id/payoffs/:position/letter/',
    {
      bodyLimit: maxBytes + 1024,
      // Who may (the role) before the body is read; the application itself is judged once the query
      // is read, so a bad amount or date is a 400 naming it whatever the application.
      onRequest: async (request) => {
        await letterUploader(request);
        refuseDeclaredSize(request, maxBytes);
      },
      schema: {
        tags: ['buyouts'],
        operationId: 'replacePayoffLetter',
        summary: `Before a buy-out's disbursement, an outside loan's new payoff letter (carta de liquidación) as the raw body (${contentTypes.join(', ')}; 10 MB at most), with its amount and validity in the query: the validity and amount replace the old; an amount above the one the application holds is refused (409 payoff_letter_raised); If-Match with the application's version is required (412 when stale); accepts Idempotency-Key (a retry of this letter answers as it is); answers the application's payoffs`,
        security: [{ bearer: [] }],
        params: z.object({
          id: z.string().max(64),
          position: z.coerce.number({ message: 'validation.invalid_value' }).int().min(0).max(4),
        }),
        querystring: newPayoffLetterSchema,
        headers: z.object({
          'if-match': z.string().max(40).optional(),
          'idempotency-key': z.string().min(8).max(100).optional(),
        }),
        body: rawBody(Object.fromEntries(contentTypes.map((type) => [type, 'The letter, as raw bytes']))),
        response: {
          200: z.object({ payoffs: z.array(payoffAnswerSchema) }),
          ...errorResponses(400, 401, 403, 404, 412, 413, 415, 428, {
            409: [...conflictCodes('replace_payoff_letter'), 'payoff_letter_raised'],
            422: ['idempotency_key_reused'],
            408: ['request_timeout'],
            503: ['server_busy'],
          }),
        },
      },
    },
    async (request, reply) => {
      const { row } = await guard(context.db, actorOf(request), 'replace_payoff_letter', request.params.id);
      const { data, version } = await replacePayoffLetter(
        context,
        row,
        { position: request.params.position, ...request.query },
        request.body,
        {
          version: expectedVersion(request.headers['if-match']),
          key: request.headers['idempotency-key'],
          actor: { id: request.principal!.userId, ip: request.ip },
        },
      );
      reply.header('etag', etagOf({ version }));
      return { payoffs: await payoffsAnswer(context.db, { ...row, data }, context.today()) };
    },
  );
}
