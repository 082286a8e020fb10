import { buffer } from 'node:stream/consumers';
import type { ApplicationData } from '@origina/domain/application-sections';
import { contractDocumentTitles } from '@origina/domain/contract-documents';
import {
  maxSignatureCodeAttempts,
  type PublicSignature,
  type SignatureLink,
  type SignContract,
  signatureEvidenceContent,
  signatureLine,
} from '@origina/domain/contract-signature';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import {
  applications,
  contractDocuments,
  contracts,
  signatureEvidence,
  signatureLinks,
} from '../../db/schema.js';
import { AppError, fieldError } from '../../errors.js';
import { translate } from '../../i18n/messages.js';
import { newId } from '../../ids.js';
import { createSlugSealer } from '../../security/capability-slugs.js';
import { maskEmail, maskMobile } from '../../security/masking.js';
import { newVerificationCode } from '../../security/one-time-secrets.js';
import { enforceLimit } from '../../security/rate-limit-store.js';
import { sha256Hex } from '../../storage/file-inspection.js';
import { type ApplicationRow, changeStatus } from '../applications/applications.js';
import { guardRow } from '../applications/lifecycle-guard.js';
import { stampSignedPdf } from '../contracts/contract-pdf.js';
import { type ContractService, contractOf } from '../contracts/service.js';
import { signatureImage } from './signature-image.js';

// The customer signs the contract set through a capability link (like the identity link: 256
// random bits, hashed for lookup, sealed for the owner promoter, expiring, single use, revocable)
// with a one-time code sent to their mobile and e-mail; five wrong codes lock the link. Signing
// stamps every PDF (a new version of the set), keeps the evidence and moves the application to
// `signed`, in one transaction.

export type SignatureLinkRow = typeof signatureLinks.$inferSelect;
type Link = SignatureLinkRow;

const linkLifetimeMs = 72 * 60 * 60 * 1000;
const codeLifetimeMs = 10 * 60 * 1000;
const limits = {
  unknownSlugs: { max: 20, windowSeconds: 15 * 60 },
  linksPerApplication: { max: 20, windowSeconds: 60 * 60 },
  codesPerLink: { max: 5, windowSeconds: 60 * 60 },
};

const openStatuses = ['pending', 'opened'] as const;
const isExpired = (link: Link) => link.status !== 'signed' && link.expiresAt.getTime() < Date.now();

/** Where the customer's code goes: their mobile and their e-mail, from the application. */
function customerContact(row: ApplicationRow) {
  const data = row.data as ApplicationData;
  return {
    mobile: data.datos_generales_2?.mobile ?? data.pre_solicitud?.mobile ?? null,
    email: data.pre_solicitud?.email ?? null,
  };
}
const maskedDestinations = (row: ApplicationRow) => {
  const { mobile, email } = customerContact(row);
  return [mobile ? maskMobile(mobile) : null, email ? maskEmail(email) : null].filter(
    (value): value is string => value !== null,
  );
};

export function createSignatureService(context: AppContext, contractService: ContractService) {
  const slugs = createSlugSealer(context.config.jwtSecret, 'signature-link');
  const codeHash = (link: Link, code: string) => context.hashSecret('signature_code', code, link.id);

  const applicationOf = async (id: string) => {
    const [row] = await context.db.select().from(applications).where(eq(applications.id, id));
    if (!row) throw new AppError(404, 'not_found');
    return row;
  };

  function present(origin: string, link: Link): SignatureLink {
    const slug = slugs.open(link.slugEncrypted);
    return {
      slug,
      url: `${origin}/firma/${slug}`,
      expires_at: link.expiresAt.toISOString(),
      status: isExpired(link) ? 'expired' : link.status,
      code_sent_at: link.codeSentAt?.toISOString() ?? null,
      signed_at: link.signedAt?.toISOString() ?? null,
    };
  }

  /** The link a public request names: unknown slugs are rate limited per address; revoked,
   * locked or expired links are gone (410). */
  async function bySlug(slug: string, ip: string) {
    const [link] = await context.db
      .select()
      .from(signatureLinks)
      .where(eq(signatureLinks.slugHash, slugs.hashOf(slug)));
    if (!link) {
      await enforceLimit(context.rateLimits, `signature-unknown:${ip}`, limits.unknownSlugs);
      throw new AppError(404, 'signature.link_unknown');
    }
    if (link.status === 'locked') throw new AppError(410, 'signature.link_locked');
    if (link.status === 'revoked' || isExpired(link)) throw new AppError(410, 'signature.link_gone');
    return link;
  }

  // An open link works only while the application waits for its signature (lifecycle model).
  async function stillSignable(link: Link) {
    const row = await applicationOf(link.applicationId);
    await guardRow(context.db, { role: 'customer' }, 'sign_contract', row).catch((error) => {
      throw error instanceof AppError ? new AppError(410, 'signature.link_gone') : error;
    });
    return row;
  }

  async function currentDocuments(row: ApplicationRow) {
    const set = await contractOf(context.db, row);
    if (!set) throw new AppError(410, 'signature.link_gone');
    return set;
  }

  // Marks a link opened once; a concurrent first read may have done it already.
  async function opened(link: Link) {
    await context.db
      .update(signatureLinks)
      .set({ status: 'opened', openedAt: new Date() })
      .where(and(eq(signatureLinks.id, link.id), eq(signatureLinks.status, 'pending')));
    return { ...link, status: 'opened' as const };
  }

  return {
    /** The link a public request names (for the routes to find before they read a body). */
    find: bySlug,

    /** A new link for the approved contract (any earlier open one stops working). */
    async issue(row: ApplicationRow, actor: { id: string; ip: string }, origin: string) {
      const { contract } = await contractService.ensure(row, actor.id);
      await enforceLimit(context.rateLimits, `signature-link:${row.id}`, limits.linksPerApplication);
      const slug = slugs.newSlug();
      const link = await context.db.transaction(async (tx) => {
        await tx
          .update(signatureLinks)
          .set({ status: 'revoked' })
          .where(
            and(
              eq(signatureLinks.applicationId, row.id),
              inArray(signatureLinks.status, [...openStatuses, 'locked']),
            ),
          );
        const [created] = await tx
          .insert(signatureLinks)
          .values({
            id: newId(),
            applicationId: row.id,
            contractId: contract.id,
            slugHash: slugs.hashOf(slug),
            slugEncrypted: slugs.seal(slug),
            expiresAt: new Date(Date.now() + linkLifetimeMs),
            createdBy: actor.id,
          })
          .returning();
        await audit(tx, {
          actorId: actor.id,
          action: 'signature.link.create',
          entityType: 'application',
          entityId: row.id,
          ipAddress: actor.ip,
        });
        return created!;
      });
      return present(origin, link);
    },

    /** The latest link, for the owner promoter (null: none issued yet). */
    async latest(row: ApplicationRow, origin: string) {
      const [link] = await context.db
        .select()
        .from(signatureLinks)
        .where(eq(signatureLinks.applicationId, row.id))
        .orderBy(desc(signatureLinks.createdAt))
        .limit(1);
      return link ? present(origin, link) : null;
    },

    /** Stops every open link of the application. */
    async revoke(row: ApplicationRow, actor: { id: string; ip: string }) {
      await context.db.transaction(async (tx) => {
        await tx
          .update(signatureLinks)
          .set({ status: 'revoked' })
          .where(
            and(eq(signatureLinks.applicationId, row.id), inArray(signatureLinks.status, [...openStatuses])),
          );
        await audit(tx, {
          actorId: actor.id,
          action: 'signature.link.revoke',
          entityType: 'application',
          entityId: row.id,
          ipAddress: actor.ip,
        });
      });
    },

    /** What the customer's page shows: the documents to read and the state. */
    async view(slug: string, ip: string): Promise<PublicSignature> {
      const found = await bySlug(slug, ip);
      const row =
        found.status === 'signed' ? await applicationOf(found.applicationId) : await stillSignable(found);
      // The first read opens the link (what the promoter sees live).
      const link = found.status === 'pending' ? await opened(found) : found;
      const { documents } = await currentDocuments(row);
      return {
        status: link.status as PublicSignature['status'],
        expires_at: link.expiresAt.toISOString(),
        lender: context.config.lender.name,
        folio: row.folio,
        documents: documents.map((document) => ({
          id: document.id,
          type: document.type,
          title: contractDocumentTitles[document.type],
          download_url: `/api/v1/signatures/${slug}/documents/${document.id}/`,
        })),
        attempts_left: Math.max(0, maxSignatureCodeAttempts - link.failedCodes),
        code_destinations: maskedDestinations(row),
        code_sent_at: link.codeSentAt?.toISOString() ?? null,
      };
    },

    /** One of the set's PDFs, through the link. */
    async document(slug: string, ip: string, documentId: string) {
      const link = await bySlug(slug, ip);
      const row = await applicationOf(link.applicationId);
      const { documents } = await currentDocuments(row);
      const document = documents.find((item) => item.id === documentId);
      if (!document) throw new AppError(404, 'not_found');
      return { folio: row.folio, document, content: await context.storage.read(document.storageKey) };
    },

    /** A new one-time code to the customer's mobile and e-mail; answers once both are handed over. */
    async sendCode(link: Link) {
      if (link.status === 'signed') throw new AppError(410, 'signature.link_used');
      const row = await stillSignable(link);
      await enforceLimit(context.rateLimits, `signature-code:${link.id}`, limits.codesPerLink);
      const { mobile, email } = customerContact(row);
      const code = newVerificationCode();
      const expiresAt = new Date(Date.now() + codeLifetimeMs);
      const text = translate('es', 'signature.code_message', {
        code,
        folio: row.folio,
        lender: context.config.lender.name,
      });
      await context.db.transaction(async (tx) => {
        await tx
          .update(signatureLinks)
          .set({ codeHash: codeHash(link, code), codeExpiresAt: expiresAt, codeSentAt: new Date() })
          .where(eq(signatureLinks.id, link.id));
        if (email)
          await context.mailer.enqueue(tx, {
            to: email,
            subject: translate('es', 'signature.code_subject', { folio: row.folio }),
            text,
          });
      });
      void context.mailer.dispatch();
      if (mobile)
        await context.sms.send({ to: mobile, text }).catch((error) => {
          context.log.warn({ err: error }, 'signature code: the SMS gateway refused the message');
          throw new AppError(502, 'signature.code_not_sent');
        });
      return { code_destinations: maskedDestinations(row), code_expires_at: expiresAt.toISOString() };
    },

    /** The customer signs: every document accepted, the code right, a signature drawn. */
    async sign(link: Link, request: { ip: string; userAgent: string }, body: SignContract) {
      const started = performance.now();
      if (link.status === 'signed') throw new AppError(410, 'signature.link_used');
      const row = await stillSignable(link);
      const { contract, documents } = await currentDocuments(row);
      // What costs the customer nothing to retry is checked before the code.
      const accepted = new Set(body.accepted_documents);
      if (accepted.size !== documents.length || documents.some((document) => !accepted.has(document.id)))
        throw fieldError('accepted_documents', 'signature.documents_not_accepted');
      const image = await signatureImage(body.signature);
      if (image.problem) throw fieldError('signature', image.problem);
      await checkCode(link, body.code);
      const signedAt = new Date();
      const version = contract.version + 1;
      const evidence = signatureEvidenceContent({
        customerName: row.customerName,
        folio: row.folio,
        signedAt,
        linkIssuedAt: link.createdAt,
        codeSentAt: link.codeSentAt,
        ipAddress: request.ip,
        userAgent: request.userAgent,
        documents,
      });
      const signatureKey = `${row.id}/contract-${contract.id}/signature-${link.id}`;
      await context.storage.put(signatureKey, image.png);
      // Files first (as the contract's own are), then the records, with the status, at once.
      const stamped: {
        document: (typeof documents)[number];
        content: Buffer;
        storageKey: string;
        sha256: string;
      }[] = [];
      for (const document of documents) {
        const content = await stampSignedPdf(await buffer(await context.storage.read(document.storageKey)), {
          lender: context.config.lender.legalName,
          folio: row.folio,
          line: signatureLine(row.customerName, signedAt),
          evidence,
          signaturePng: image.png,
          signedAt,
        });
        const storageKey = `${row.id}/contract-${contract.id}/v${version}-${document.type.replace(/_/g, '-')}-firmado`;
        await context.storage.put(storageKey, content);
        stamped.push({ document, content, storageKey, sha256: sha256Hex(content) });
      }
      await changeStatus(context, row, 'signed', { id: null, ip: request.ip }, null, {
        alongside: async (tx) => {
          const [locked] = await tx
            .select()
            .from(signatureLinks)
            .where(eq(signatureLinks.id, link.id))
            .for('update');
          if (!locked || !(openStatuses as readonly string[]).includes(locked.status))
            throw new AppError(410, 'signature.link_used');
          await tx.insert(contractDocuments).values(
            stamped.map((item) => ({
              id: newId(),
              contractId: contract.id,
              version,
              type: item.document.type,
              storageKey: item.storageKey,
              size: item.content.length,
              sha256: item.sha256,
            })),
          );
          await tx
            .update(contracts)
            .set({ version, status: 'signed', signedAt })
            .where(eq(contracts.id, contract.id));
          await tx
            .update(signatureLinks)
            .set({ status: 'signed', signedAt })
            .where(eq(signatureLinks.id, link.id));
          await tx.insert(signatureEvidence).values({
            id: newId(),
            contractId: contract.id,
            linkId: link.id,
            signedAt,
            ipAddress: request.ip,
            userAgent: request.userAgent.slice(0, 500),
            codeSentTo: maskedDestinations(row),
            codeVerifiedAt: signedAt,
            signatureStorageKey: signatureKey,
            signatureSha256: sha256Hex(image.png),
            documents: stamped.map((item) => ({
              type: item.document.type,
              sha256_before: item.document.sha256,
              sha256_after: item.sha256,
            })),
          });
          await audit(tx, {
            actorId: null,
            action: 'contract.sign',
            entityType: 'application',
            entityId: row.id,
            ipAddress: request.ip,
            details: { folio: row.folio, version },
          });
        },
      });
      context.log.info(
        { ms: Math.round(performance.now() - started), documents: stamped.length },
        'contract signed',
      );
      return { status: 'signed' as const, signed_at: signedAt.toISOString() };
    },
  };

  // A wrong code counts against the link (atomically, so parallel guesses cannot exceed the
  // limit); the last allowed one locks it.
  async function checkCode(link: Link, code: string) {
    if (!link.codeHash || !link.codeExpiresAt) throw fieldError('code', 'signature.code_not_requested');
    if (link.codeHash === codeHash(link, code) && link.codeExpiresAt.getTime() >= Date.now()) return;
    const [counted] = await context.db
      .update(signatureLinks)
      .set({
        failedCodes: sql`${signatureLinks.failedCodes} + 1`,
        status: sql`case when ${signatureLinks.failedCodes} + 1 >= ${maxSignatureCodeAttempts} then 'locked' else ${signatureLinks.status} end`,
      })
      .where(and(eq(signatureLinks.id, link.id), inArray(signatureLinks.status, [...openStatuses])))
      .returning();
    if (!counted || counted.status === 'locked') throw new AppError(410, 'signature.link_locked');
    if (link.codeHash === codeHash(link, code)) throw fieldError('code', 'signature.code_expired');
    throw new AppError(400, 'invalid_input', {
      fieldErrors: {
        code: [
          {
            key: 'signature.code_wrong',
            params: { left: String(maxSignatureCodeAttempts - counted.failedCodes) },
          },
        ],
      },
    });
  }
}
export type SignatureService = ReturnType<typeof createSignatureService>;
