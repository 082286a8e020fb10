import {
  publicSignatureSchema,
  signatureCodeSentSchema,
  signatureLinkSchema,
  signatureResultSchema,
  signContractSchema,
} from '@origina/domain/contract-signature';
import { conflictCodes, rolesAllowedTo } from '@origina/domain/lifecycle-verdicts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { errorResponses, fileResponse, publicOrigin } from '../../http.js';
import { privateHeaders, slugCapability } from '../../security/capability-links.js';
import { actorOf, guard } from '../applications/lifecycle-guard.js';
import { contractMakingConflicts } from '../lender-profile/contract-parties.js';
import type { SignatureLinkRow } from './link-state.js';
import type { SignatureService } from './service.js';

const tags = ['signatures'];
const linkPath = '/api/v1/promoter/applications/:id/signature-link/';
const publicBase = '/api/v1/signatures/:slug/';
const params = z.object({ id: z.string().max(64) });
const slugParams = z.object({ slug: z.string().min(20).max(100) });
// A signature of at most 200 kB as base64, with the code and the document ids.
const signBodyLimit = 300 * 1024;

const signingCapability = slugCapability(
  'read the contract set, ask a one-time code (sent to the customer’s mobile and e-mail) and sign with it, nothing else',
  'Once used to sign it signs nothing more and only reads the signed set (every signed PDF, one by one or as one ZIP) for SIGNED_COPY_DAYS (30 by default), then answers 410 `signature.copy_expired`. Before signing it stops working when a new link is issued or it is revoked, after five wrong codes, when the application leaves approval, or after it expires.',
);

// Set before anything else runs, so refusals (404, 410, 429) carry them too.
const privateFromTheStart = async (_request: FastifyRequest, reply: FastifyReply) => {
  privateHeaders(reply);
};

// Past its validity the customer's link answers that the contract expired (a new version comes
// with a new link).
const expiredContract = ['contract_expired'];

export async function signatureRoutes(
  app: FastifyInstance,
  { context, signatures }: { context: AppContext; signatures: SignatureService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const owner = app.requireRole(...rolesAllowedTo('issue_signature_link'));
  const ownerReading = app.requireRole(...rolesAllowedTo('read_signature_link'));
  const security = [{ bearer: [] }];
  // The capability is who is asking: a write through it finds its link (an unknown slug counted
  // against the address) in onRequest, before a byte of its body is read or parsed.
  const links = new WeakMap<FastifyRequest, SignatureLinkRow>();
  const findLink = async (request: FastifyRequest) => {
    const { slug } = request.params as { slug: string };
    links.set(request, await signatures.find(slug, request.ip));
  };
  const linkOf = (request: FastifyRequest) => links.get(request)!;

  api.post(
    linkPath,
    {
      onRequest: owner,
      schema: {
        tags,
        operationId: 'issueSignatureLink',
        summary: "Create the customer's signing link for the approved contract (revokes the previous one)",
        security,
        params,
        response: {
          201: signatureLinkSchema,
          ...errorResponses(401, 403, 404, 429, {
            409: [...conflictCodes('issue_signature_link'), ...contractMakingConflicts],
          }),
        },
      },
    },
    async (request, reply) => {
      const { row } = await guard(context.db, actorOf(request), 'issue_signature_link', request.params.id, {
        today: context.today(),
      });
      const link = await signatures.issue(
        row,
        { id: request.principal!.userId, ip: request.ip },
        publicOrigin(request, context.config),
      );
      return reply.status(201).header('cache-control', 'no-store').send(link);
    },
  );

  api.get(
    linkPath,
    {
      onRequest: ownerReading,
      schema: {
        tags,
        operationId: 'getSignatureLink',
        summary: 'The latest signing link and its state (the owner promoter only)',
        security,
        params,
        response: {
          200: signatureLinkSchema,
          ...errorResponses(401, 403, 404, { 409: conflictCodes('read_signature_link') }),
        },
      },
    },
    async (request) => {
      const { row } = await guard(context.db, actorOf(request), 'read_signature_link', request.params.id);
      const link = await signatures.latest(row, publicOrigin(request, context.config));
      if (!link) throw new AppError(404, 'not_found');
      return link;
    },
  );

  api.delete(
    linkPath,
    {
      onRequest: owner,
      schema: {
        tags,
        operationId: 'revokeSignatureLink',
        summary: 'Stop the open signing link (a new one can be issued)',
        security,
        params,
        response: {
          204: z.null().describe('Revoked'),
          ...errorResponses(401, 403, 404, { 409: conflictCodes('issue_signature_link') }),
        },
      },
    },
    async (request, reply) => {
      const { row } = await guard(context.db, actorOf(request), 'issue_signature_link', request.params.id, {
        today: context.today(),
      });
      await signatures.revoke(row, { id: request.principal!.userId, ip: request.ip });
      return reply.status(204).send(null);
    },
  );

  api.get(
    publicBase,
    {
      onRequest: privateFromTheStart,
      schema: {
        tags,
        operationId: 'getSignature',
        description: signingCapability,
        security: [],
        summary: 'What the customer’s signing page needs: the documents and the state (no authentication)',
        params: slugParams,
        response: { 200: publicSignatureSchema, ...errorResponses(404, 410, 429, { 409: expiredContract }) },
      },
    },
    async (request, reply) => {
      privateHeaders(reply);
      return signatures.view(request.params.slug, request.ip);
    },
  );

  api.get(
    `${publicBase}documents/:documentId/`,
    {
      onRequest: privateFromTheStart,
      schema: {
        tags,
        operationId: 'downloadSignatureDocument',
        description: signingCapability,
        security: [],
        summary:
          'One PDF of the contract set, for the customer to read before signing and, once signed, its signed copy (no authentication)',
        params: slugParams.extend({ documentId: z.string().max(64) }),
        response: {
          200: fileResponse('The document as a PDF', ['application/pdf']),
          ...errorResponses(404, 410, 429),
        },
      },
    },
    async (request, reply) => {
      privateHeaders(reply);
      const { folio, document, content } = await signatures.document(
        request.params.slug,
        request.ip,
        request.params.documentId,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${folio}-${document.type.replace(/_/g, '-')}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );

  api.get(
    `${publicBase}download/`,
    {
      onRequest: privateFromTheStart,
      schema: {
        tags,
        operationId: 'downloadSignedSet',
        description: signingCapability,
        security: [],
        summary:
          'Every signed document as one ZIP (with a SHA256SUMS file), through the used link, for the signed copy’s time (no authentication)',
        params: slugParams,
        response: {
          200: fileResponse('The signed set as a ZIP', ['application/zip']),
          ...errorResponses(404, 410, 429),
        },
      },
    },
    async (request, reply) => {
      privateHeaders(reply);
      const { folio, content } = await signatures.archive(request.params.slug, request.ip);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${folio}-documentos-firmados.zip"`)
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );

  api.post(
    `${publicBase}code/`,
    {
      onRequest: [privateFromTheStart, findLink],
      schema: {
        tags,
        operationId: 'sendSignatureCode',
        description: signingCapability,
        security: [],
        summary:
          'Send a one-time code by SMS to the customer’s mobile, only when the customer verified that number on the identity link (409 signature.phone_not_verified otherwise; never by e-mail); answers once the message is handed over (no authentication)',
        params: slugParams,
        response: {
          200: signatureCodeSentSchema,
          ...errorResponses(404, 410, 429, 502, {
            409: [...expiredContract, 'signature.phone_not_verified'],
          }),
        },
      },
    },
    async (request, reply) => {
      privateHeaders(reply);
      return signatures.sendCode(linkOf(request));
    },
  );

  api.post(
    publicBase,
    {
      onRequest: [privateFromTheStart, findLink],
      bodyLimit: signBodyLimit,
      schema: {
        tags,
        operationId: 'signContract',
        description: signingCapability,
        security: [],
        summary:
          'Sign: the one-time code, every document accepted and the drawn signature (PNG); the application becomes signed (no authentication)',
        params: slugParams,
        body: signContractSchema,
        response: {
          200: signatureResultSchema,
          ...errorResponses(400, 404, 410, 413, 429, {
            409: expiredContract,
            503: ['signature.timestamp_unavailable'],
          }),
        },
      },
    },
    async (request, reply) => {
      privateHeaders(reply);
      return signatures.sign(
        linkOf(request),
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          origin: publicOrigin(request, context.config),
        },
        request.body,
      );
    },
  );
}
