import type { VerificationResult } from '@origina/domain/signature-verification';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { applications, contractDocuments, contracts } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { enforceLimit } from '../../security/rate-limit-store.js';
import { sha256Hex } from '../../storage/file-inspection.js';
import type { Timestamps } from '../timestamps/service.js';

// The public check of a signed document (POST /api/v1/signatures/verify/): found by its SHA-256
// among the signed versions of this installation's contracts, its stored timestamp token checked
// against that hash. The answer holds what the document itself states (folio, type, dates), nothing
// more; an unknown or altered file is only "not issued".

// Checks per address: a person checks a set of five documents, and perhaps again; a script that
// walks hashes stops here (429).
const checksPerAddress = { max: 30, windowSeconds: 10 * 60 };

const notIssued: VerificationResult = { issued: false };

export function createVerification(context: AppContext, timestamps: Timestamps) {
  async function bySha256(sha256: string): Promise<VerificationResult> {
    const [found] = await context.db
      .select({
        type: contractDocuments.type,
        token: contractDocuments.timestampToken,
        authority: contractDocuments.timestampAuthority,
        signedAt: contracts.signedAt,
        folio: applications.folio,
      })
      .from(contractDocuments)
      .innerJoin(contracts, eq(contracts.id, contractDocuments.contractId))
      .innerJoin(applications, eq(applications.id, contracts.applicationId))
      // The signed set is the contract's current version once it is signed.
      .where(
        and(
          eq(contractDocuments.sha256, sha256),
          isNotNull(contracts.signedAt),
          eq(contractDocuments.version, contracts.version),
        ),
      )
      .limit(1);
    if (!found?.signedAt) return notIssued;
    // A set signed before trusted time existed has no token: issued, but nothing vouches for its time.
    const verdict =
      found.token && found.authority
        ? await timestamps.verify(Buffer.from(found.token, 'base64'), sha256, found.authority)
        : { valid: false, authority: null, time: null };
    return {
      issued: true,
      folio: found.folio,
      document_type: found.type,
      signed_at: found.signedAt.toISOString(),
      timestamp: {
        valid: verdict.valid,
        authority: verdict.authority,
        time: verdict.time?.toISOString() ?? null,
        local: found.authority === 'local',
      },
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
