import type { VerificationResult } from '@origina/domain/signature-verification';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { applications, contractDocuments, contracts, signatureEvidence } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { enforceLimit } from '../../security/rate-limit-store.js';
import { sha256Hex } from '../../storage/file-inspection.js';
import type { Timestamps } from '../timestamps/service.js';
import { isHandwritten } from './signed-copy.js';

// The public check of a signed document (POST /api/v1/signatures/verify/): found by its SHA-256
// among the signed versions of this installation's contracts, its stored timestamp token checked
// against that hash. The answer holds what the document itself states (folio, type, dates) and
// whether the contract was issued again since, nothing more; an unknown or altered file is only
// "not issued".

// Checks per address: a person checks a set of five documents, and perhaps again; a script that
// walks hashes stops here (429).
const checksPerAddress = { max: 30, windowSeconds: 10 * 60 };

const notIssued: VerificationResult = { issued: false };

type Candidate = {
  contractId: string;
  version: number;
  type: (typeof contractDocuments.$inferSelect)['type'];
  token: string | null;
  authority: 'local' | 'external' | null;
  createdAt: Date;
  currentVersion: number;
  signedAt: Date | null;
  pagareMode: (typeof contracts.$inferSelect)['pagareMode'];
  folio: string;
};

// A signed document is one a signature made: every such file has a token, bar the sets signed
// before trusted time existed, which only the contract's current signed version can still show.
// The paper pagaré is the blank form, printed for a handwritten signature: never e-signed.
function signedOne(candidates: Candidate[]) {
  return candidates.find((found) => {
    const current = found.version === found.currentVersion;
    if (current && isHandwritten(found.pagareMode, found.type)) return false;
    return found.token !== null || (current && found.signedAt !== null);
  });
}

export function createVerification(context: AppContext, timestamps: Timestamps) {
  // An earlier version's signing time: the last signature of its contract before it was stored.
  async function signingTime(found: Candidate) {
    if (found.version === found.currentVersion && found.signedAt) return found.signedAt;
    const [evidence] = await context.db
      .select({ signedAt: signatureEvidence.signedAt })
      .from(signatureEvidence)
      .where(
        and(
          eq(signatureEvidence.contractId, found.contractId),
          lte(signatureEvidence.signedAt, found.createdAt),
        ),
      )
      .orderBy(desc(signatureEvidence.signedAt))
      .limit(1);
    return evidence?.signedAt ?? null;
  }

  async function bySha256(sha256: string): Promise<VerificationResult> {
    const candidates = await context.db
      .select({
        contractId: contracts.id,
        version: contractDocuments.version,
        type: contractDocuments.type,
        token: contractDocuments.timestampToken,
        authority: contractDocuments.timestampAuthority,
        createdAt: contractDocuments.createdAt,
        currentVersion: contracts.version,
        signedAt: contracts.signedAt,
        pagareMode: contracts.pagareMode,
        folio: applications.folio,
      })
      .from(contractDocuments)
      .innerJoin(contracts, eq(contracts.id, contractDocuments.contractId))
      .innerJoin(applications, eq(applications.id, contracts.applicationId))
      .where(eq(contractDocuments.sha256, sha256))
      // The newest first: the same file in several versions (an unsigned one and its signed copy).
      .orderBy(desc(contractDocuments.version))
      .limit(20);
    const found = signedOne(candidates);
    const signedAt = found && (await signingTime(found));
    if (!found || !signedAt) return notIssued;
    // A set signed before trusted time existed has no token: issued, but nothing vouches for its time.
    const verdict =
      found.token && found.authority
        ? await timestamps.verify(Buffer.from(found.token, 'base64'), sha256, found.authority)
        : { valid: false, authority: null, time: null };
    return {
      issued: true,
      folio: found.folio,
      document_type: found.type,
      signed_at: signedAt.toISOString(),
      timestamp: {
        valid: verdict.valid,
        authority: verdict.authority,
        time: verdict.time?.toISOString() ?? null,
        local: found.authority === 'local',
      },
      superseded: found.version < found.currentVersion,
    };
  }

  return {
    /** Counted before the body is read, so a flood of large files stops at the door. */
    limit: (ip: string) => enforceLimit(context.rateLimits, `signature-verify:${ip}`, checksPerAddress),
    bySha256,
    /** The PDF's own bytes: refused when they are not a PDF at all, otherwise found by their hash. */
    byContent(content: Buffer) {
      if (content.length === 0) throw new AppError(400, 'verification.pdf_empty');
      if (!content.subarray(0, 1024).includes('%PDF-')) throw new AppError(400, 'verification.not_pdf');
      return bySha256(sha256Hex(content));
    },
  };
}
export type Verification = ReturnType<typeof createVerification>;
