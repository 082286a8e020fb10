import { buffer } from 'node:stream/consumers';
import {
  isLiveSignatureLink,
  type SignContract,
  signatureEvidenceContent,
  signatureLine,
} from '@origina/domain/contract-signature';
import { verificationPagePath } from '@origina/domain/signature-verification';
import { eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { contractDocuments, contracts, signatureEvidence, signatureLinks } from '../../db/schema.js';
import { AppError, fieldError } from '../../errors.js';
import { newId } from '../../ids.js';
import { sha256Hex } from '../../storage/file-inspection.js';
import type { ApplicationRow } from '../applications/applications.js';
import { changeStatus } from '../applications/status-changes.js';
import { lenderLegalName } from '../lender-profile/contract-parties.js';
import { notifyAdmins } from '../notifications/admin-notices.js';
import type { Timestamp, Timestamps } from '../timestamps/service.js';
import { codeDestinations, currentDocuments, type SignatureLinkRow, stillSignable } from './link-state.js';
import type { SignatureCodes } from './signature-code.js';
import { signatureImage } from './signature-image.js';
import { deliverSignedCopy, isHandwritten, recordSignedCopy, storeSignatureRecord } from './signed-copy.js';
import { timestampAll, timestampColumns } from './signed-timestamps.js';

// Signing stamps every PDF (a new version of the set), keeps the evidence and moves the
// application to `signed`, in one transaction.

type ContractSet = Awaited<ReturnType<typeof currentDocuments>>;
type ContractDocument = ContractSet['documents'][number];

/** Everything one signature is made of, worked out before anything is written. */
interface Signing {
  row: ApplicationRow;
  link: SignatureLinkRow;
  contract: ContractSet['contract'];
  documents: ContractDocument[];
  version: number;
  signedAt: Date;
  evidence: ReturnType<typeof signatureEvidenceContent>;
  signature: { png: Buffer; storageKey: string };
  request: SigningRequest;
}

/** Who signs from where; `origin` is the address the evidence annex sends a reader to check it. */
export interface SigningRequest {
  ip: string;
  userAgent: string;
  origin: string;
}

interface Stamped {
  document: ContractDocument;
  content: Buffer;
  storageKey: string;
  sha256: string;
  /** The paper pagaré, kept as printed. */
  handwritten: boolean;
}

// What costs the customer nothing to retry is checked before the code: every document accepted,
// a signature drawn.
async function acceptedSignature(documents: ContractDocument[], body: SignContract) {
  const accepted = new Set(body.accepted_documents);
  if (accepted.size !== documents.length || documents.some((document) => !accepted.has(document.id)))
    throw fieldError('accepted_documents', 'signature.documents_not_accepted');
  const image = await signatureImage(body.signature);
  if (image.problem) throw fieldError('signature', image.problem);
  return image.png;
}

// Each PDF of the set stamped with the signature and the evidence page, stored as a new version.
async function stampAll(context: AppContext, signing: Signing) {
  const { row, contract, version, signedAt } = signing;
  const stamped: Stamped[] = [];
  // pdf-lib loads with the first signature, not with the server.
  const { stampSignedPdf } = await import('../contracts/signed-pdf.js');
  const lender = await lenderLegalName(context.db, context.config.lender);
  for (const document of signing.documents) {
    const original = await buffer(await context.storage.read(document.storageKey));
    // A pagaré signed by hand on paper is kept as printed (signed-copy.ts).
    if (isHandwritten(contract.pagareMode, document.type)) {
      stamped.push({
        document,
        content: original,
        storageKey: document.storageKey,
        sha256: document.sha256,
        handwritten: true,
      });
      continue;
    }
    const content = await stampSignedPdf(original, {
      lender,
      folio: row.folio,
      line: signatureLine(row.customerName, signedAt),
      evidence: signing.evidence,
      signaturePng: signing.signature.png,
      signedAt,
    });
    const storageKey = `${row.id}/contract-${contract.id}/v${version}-${document.type.replace(/_/g, '-')}-firmado`;
    await context.storage.put(storageKey, content);
    stamped.push({ document, content, storageKey, sha256: sha256Hex(content), handwritten: false });
  }
  return stamped;
}

// The records of the signature, in the status change's transaction: the link (still open, locked)
// is used up, the stamped set becomes the contract's new version, the evidence is kept.
type Timestamped = (Stamped & { timestamp: Timestamp | null })[];

// Only what was signed electronically gets a token: the paper pagaré is the blank form as printed,
// its hash the unsigned one's, so a token (and the public check) would vouch for a signature it
// never had.
async function timestampSigned(context: AppContext, timestamps: Timestamps, files: Stamped[]) {
  const tokens = await timestampAll(
    context,
    timestamps,
    files.filter((item) => !item.handwritten),
  );
  return files.map(
    (item) => tokens.find((token) => token.document === item.document) ?? { ...item, timestamp: null },
  );
}

async function recordSigning(tx: Executor, signing: Signing, stamped: Timestamped) {
  const { row, link, contract, version, signedAt, request } = signing;
  const [locked] = await tx.select().from(signatureLinks).where(eq(signatureLinks.id, link.id)).for('update');
  if (!locked || !isLiveSignatureLink(locked.status)) throw new AppError(410, 'signature.link_used');
  await tx.insert(contractDocuments).values(
    stamped.map((item) => ({
      id: newId(),
      contractId: contract.id,
      version,
      type: item.document.type,
      storageKey: item.storageKey,
      size: item.content.length,
      sha256: item.sha256,
      ...timestampColumns(item.timestamp),
      // The signed copy is of the text the unsigned one was made from.
      templateVersion: item.document.templateVersion,
    })),
  );
  await tx
    .update(contracts)
    .set({ version, status: 'signed', signedAt })
    .where(eq(contracts.id, contract.id));
  await tx.update(signatureLinks).set({ status: 'signed', signedAt }).where(eq(signatureLinks.id, link.id));
  await tx.insert(signatureEvidence).values({
    id: newId(),
    contractId: contract.id,
    linkId: link.id,
    signedAt,
    ipAddress: request.ip,
    userAgent: request.userAgent.slice(0, 500),
    codeSentTo: codeDestinations(row),
    codeVerifiedAt: signedAt,
    signatureStorageKey: signing.signature.storageKey,
    signatureSha256: sha256Hex(signing.signature.png),
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
}

// What the customer is sent and the constancia lists: each document before and after.
const signedCopyOf = (signing: Signing, stamped: Stamped[]) => ({
  row: signing.row,
  link: signing.link,
  contractId: signing.contract.id,
  version: signing.version,
  signedAt: signing.signedAt,
  documents: stamped.map((item) => ({
    type: item.document.type,
    storageKey: item.storageKey,
    size: item.content.length,
    sha256Before: item.document.sha256,
    sha256After: item.sha256,
    handwritten: item.handwritten,
  })),
});

/** The customer signs: every document accepted, the code right, a signature drawn. */
export async function signContract(
  context: AppContext,
  codes: SignatureCodes,
  timestamps: Timestamps,
  link: SignatureLinkRow,
  request: SigningRequest,
  body: SignContract,
) {
  const started = performance.now();
  if (link.status === 'signed') throw new AppError(410, 'signature.link_used');
  const row = await stillSignable(context, link);
  const { contract, documents } = await currentDocuments(context.db, row);
  const png = await acceptedSignature(documents, body);
  await codes.check(link, body.code);
  const signedAt = new Date();
  const signing: Signing = {
    row,
    link,
    contract,
    documents,
    version: contract.version + 1,
    signedAt,
    evidence: signatureEvidenceContent({
      customerName: row.customerName,
      folio: row.folio,
      signedAt,
      linkIssuedAt: link.createdAt,
      codeSentAt: link.codeSentAt,
      ipAddress: request.ip,
      userAgent: request.userAgent,
      documents,
      codeSentTo: codeDestinations(row),
      timestampAuthority: timestamps.authority,
      verifyUrl: `${request.origin}${verificationPagePath}`,
    }),
    signature: { png, storageKey: `${row.id}/contract-${contract.id}/signature-${link.id}` },
    request,
  };
  // Files first (as the contract's own are), then the records, with the status, at once.
  await context.storage.put(signing.signature.storageKey, png);
  const stamped: Timestamped = await timestampSigned(context, timestamps, await stampAll(context, signing));
  const copy = signedCopyOf(signing, stamped);
  // The constancia lists the signed files' hashes, so it is made, and timestamped, after them.
  const [record] = await timestampAll(context, timestamps, [await storeSignatureRecord(context, copy)]);
  await changeStatus(context, row, 'signed', { id: null, ip: request.ip }, null, {
    alongside: async (tx) => {
      await recordSigning(tx, signing, stamped);
      await recordSignedCopy(context, tx, copy, record!);
      // Admins hear of a loan that now waits for its transfer.
      await notifyAdmins(tx, context, {
        kind: 'loan_signed',
        application: { id: row.id, folio: row.folio },
        status: 'signed',
        message: null,
      });
    },
  });
  deliverSignedCopy(context);
  context.log.info(
    { ms: Math.round(performance.now() - started), documents: stamped.length },
    'contract signed',
  );
  return { status: 'signed' as const, signed_at: signedAt.toISOString() };
}
