import {
  maxVerifiedPdfBytes,
  verificationResultSchema,
  verifyBySha256Schema,
} from '@origina/domain/signature-verification';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { errorResponses } from '../../http.js';
import { refuseDeclaredSize } from '../../plugins/raw-body.js';
import type { Verification } from './verification.js';

// The public check of a signed document: its PDF as the body, or its SHA-256 as JSON (so a page
// can hash the file in the browser and send only that).

const accepted = ['application/json', 'application/pdf'];
// `{"sha256": "…"}` is a hundred bytes.
const maxJsonBytes = 4096;

export async function verificationRoutes(
  app: FastifyInstance,
  { verification }: { verification: Verification },
) {
  // Only PDFs besides JSON; any other type is a 415. Each parser holds its own cap, which counts the
  // bytes as they arrive: a chunked body, which declares no size, is cut there too (413). This
  // plugin's JSON parser is its own (Fastify encapsulates parsers), the app's has the default cap.
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: maxVerifiedPdfBytes },
    (_request, body, done) => done(null, body),
  );
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // As the app's: an empty JSON body is no body.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: maxJsonBytes },
    (request, body, done) => (body === '' ? done(null, undefined) : parseJson(request, body as string, done)),
  );

  app.post(
    '/api/v1/signatures/verify/',
    {
      // Counted, and a PDF's declared size checked, before a byte of the body is read (the JSON
      // parser refuses a declared size past its cap itself). No route bodyLimit: it would override
      // the parsers' own.
      onRequest: async (request) => {
        await verification.limit(request.ip);
        // Fastify would parse text too: only the two forms the check takes are read.
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (!accepted.includes(type)) throw new AppError(415, 'unsupported_media_type');
        if (type === 'application/pdf') refuseDeclaredSize(request, maxVerifiedPdfBytes);
      },
      schema: {
        tags: ['signatures'],
        operationId: 'verifySignedDocument',
        summary:
          'Whether this installation issued a signed document and its timestamp verifies: the PDF itself, or its SHA-256 (no authentication)',
        description:
          'Send the signed PDF as `application/pdf`, or `{"sha256": "…"}` as JSON. A document this installation signed answers its folio, type, signing time and whether its RFC 3161 timestamp token still verifies against the hash (`timestamp.local`: stamped by the lender’s own server, not a certified authority). An unknown or altered file answers `{"issued": false}` only.',
        security: [],
        body: {
          content: {
            'application/json': { schema: verifyBySha256Schema },
            'application/pdf': {
              schema: z.any().meta({ type: 'string', format: 'binary', description: 'The signed PDF' }),
            },
          },
        },
        response: {
          200: verificationResultSchema,
          ...errorResponses(400, 413, 415, 429, {
            400: ['verification.pdf_empty', 'verification.not_pdf'],
          }),
        },
      },
    },
    async (request) => {
      // JSON arrives validated; a PDF as bytes (none at all when the body is empty).
      const body = request.body as Buffer | undefined | z.infer<typeof verifyBySha256Schema>;
      if (body === undefined || Buffer.isBuffer(body)) return verification.byContent(body ?? Buffer.alloc(0));
      return verification.bySha256(body.sha256);
    },
  );
}
