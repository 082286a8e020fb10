import type { SignContract } from '@origina/domain/contract-signature';
import type { AppContext } from '../../context.js';
import type { ContractService } from '../contracts/service.js';
import type { Timestamps } from '../timestamps/service.js';
import { signatureDocument, signatureView, signedArchive } from './customer-view.js';
import type { SignatureLinkRow } from './link-state.js';
import { createSignatureLinks } from './links.js';
import { createSignatureCodes } from './signature-code.js';
import { type SigningRequest, signContract } from './signing.js';

// The customer signs the contract set through a capability link with a one-time code sent to
// their mobile and e-mail (links.ts, signature-code.ts); signing stamps every PDF and moves the
// application to `signed` (signing.ts). This is what the routes call.

export function createSignatureService(
  context: AppContext,
  contractService: ContractService,
  timestamps: Timestamps,
) {
  const links = createSignatureLinks(context, contractService);
  const codes = createSignatureCodes(context);
  return {
    /** The link a public request names (for the routes to find before they read a body). */
    find: links.find,
    issue: links.issue,
    latest: links.latest,
    revoke: links.revoke,
    // Reading works through a used link too, for the signed copy's time (links.ts).
    view: async (slug: string, ip: string) =>
      signatureView(context, await links.find(slug, ip, { signedCopy: true }), slug),
    document: async (slug: string, ip: string, documentId: string) =>
      signatureDocument(context, await links.find(slug, ip, { signedCopy: true }), documentId),
    archive: async (slug: string, ip: string) =>
      signedArchive(context, await links.find(slug, ip, { signedCopy: true })),
    sendCode: codes.send,
    sign: (link: SignatureLinkRow, request: SigningRequest, body: SignContract) =>
      signContract(context, codes, timestamps, link, request, body),
  };
}
export type SignatureService = ReturnType<typeof createSignatureService>;
