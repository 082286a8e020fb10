import { createHash } from 'node:crypto';
import * as pkijs from 'pkijs';
import { certificateName, derOf, oids, toBuffer, tokenFacts } from './tsp.js';

// Whether a stored token still vouches for a document: it covers this SHA-256, its signature is
// the signer certificate's over the token's own content, that certificate is for time-stamping and
// chains, at the token's time, to one of the anchors trusted for it (the local authority's own
// certificates, or TSA_CA_CERT's). Only the hash is needed, so the public check can take a hash.

export interface TokenVerdict {
  valid: boolean;
  /** The signer certificate's name, when the token could be read. */
  authority: string | null;
  time: Date | null;
}

function signerOf(signed: pkijs.SignedData, trusted: pkijs.Certificate[]) {
  const sid = signed.signerInfos[0]?.sid;
  if (!(sid instanceof pkijs.IssuerAndSerialNumber)) return null;
  const candidates = [...(signed.certificates ?? []), ...trusted].filter(
    (item): item is pkijs.Certificate => item instanceof pkijs.Certificate,
  );
  return (
    candidates.find(
      (certificate) =>
        certificate.issuer.isEqual(sid.issuer) && certificate.serialNumber.isEqual(sid.serialNumber),
    ) ?? null
  );
}

const forTimeStamping = (certificate: pkijs.Certificate) => {
  const usage = certificate.extensions?.find((extension) => extension.extnID === pkijs.id_ExtKeyUsage);
  return (
    usage?.parsedValue instanceof pkijs.ExtKeyUsage &&
    usage.parsedValue.keyPurposes.includes(oids.timeStamping)
  );
};

// The digests a signer may have used over the token's content.
const digests: Record<string, { name: string; node: string }> = {
  '2.16.840.1.101.3.4.2.1': { name: 'SHA-256', node: 'sha256' },
  '2.16.840.1.101.3.4.2.2': { name: 'SHA-384', node: 'sha384' },
  '2.16.840.1.101.3.4.2.3': { name: 'SHA-512', node: 'sha512' },
};

async function signatureHolds(signed: pkijs.SignedData, signer: pkijs.Certificate) {
  const info = signed.signerInfos[0]!;
  const engine = pkijs.getCrypto(true);
  const attributes = info.signedAttrs?.attributes ?? [];
  const attributeValue = (type: string) => attributes.find((item) => item.type === type)?.values[0];
  const contentType = attributeValue(oids.contentType);
  const digest = attributeValue(oids.messageDigest);
  const content = signed.encapContentInfo.eContent?.getValue();
  if (!info.signedAttrs || !content || !digest || !contentType) return false;
  if (contentType.valueBlock.toString() !== oids.tstInfo) return false;
  const hash = digests[info.digestAlgorithm.algorithmId];
  if (!hash) return false;
  const computed = createHash(hash.node).update(toBuffer(content)).digest();
  if (!computed.equals(toBuffer(digest.valueBlock.valueHexView))) return false;
  return engine.verifyWithPublicKey(
    info.signedAttrs.encodedValue,
    info.signature,
    signer.subjectPublicKeyInfo,
    info.signatureAlgorithm,
    hash.name,
  );
}

async function chains(
  signed: pkijs.SignedData,
  signer: pkijs.Certificate,
  trusted: pkijs.Certificate[],
  at: Date,
) {
  // A trusted certificate that is the signer itself (the local authority's) is its own anchor.
  if (trusted.some((anchor) => derOf(anchor).equals(derOf(signer))))
    return signer.notBefore.value <= at && at <= signer.notAfter.value;
  const intermediates = (signed.certificates ?? []).filter(
    (item): item is pkijs.Certificate => item instanceof pkijs.Certificate,
  );
  const engine = new pkijs.CertificateChainValidationEngine({
    trustedCerts: trusted,
    certs: [...intermediates, signer],
    checkDate: at,
  });
  const result = await engine.verify().catch(() => ({ result: false }));
  return result.result;
}

/** The verdict on `token` for a document whose SHA-256 (hex) is `sha256`. */
export async function verifyToken(
  token: Buffer,
  sha256: string,
  trusted: pkijs.Certificate[],
): Promise<TokenVerdict> {
  let facts: ReturnType<typeof tokenFacts>;
  try {
    facts = tokenFacts(token);
  } catch {
    return { valid: false, authority: null, time: null };
  }
  const signer = signerOf(facts.signed, trusted);
  const authority = signer ? certificateName(signer) || null : null;
  const verdict = (valid: boolean) => ({ valid, authority, time: facts.time });
  if (!signer || facts.imprintAlgorithm !== oids.sha256 || facts.imprint !== sha256) return verdict(false);
  if (!forTimeStamping(signer)) return verdict(false);
  try {
    if (!(await signatureHolds(facts.signed, signer))) return verdict(false);
    return verdict(await chains(facts.signed, signer, trusted, facts.time));
  } catch {
    return verdict(false);
  }
}
