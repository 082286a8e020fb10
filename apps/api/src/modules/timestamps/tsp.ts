import { createHash, randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

// The RFC 3161 time-stamp protocol's messages, with pkijs and asn1js: the request the server sends
// a time-stamping authority, the checks on its answer, and the facts a token states.

export const oids = {
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  sha256: '2.16.840.1.101.3.4.2.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
};

export class TimestampError extends Error {}

/** A positive INTEGER of `size` random bytes (nonces, serial numbers). */
export function randomInteger(size: number) {
  const bytes = randomBytes(size);
  bytes[0] = (bytes[0]! & 0x7f) | 0x01;
  return new asn1js.Integer({ valueHex: bytes });
}

const toBuffer = (view: ArrayBuffer | Uint8Array) =>
  Buffer.from(view instanceof Uint8Array ? view : new Uint8Array(view));
const integerHex = (value: asn1js.Integer) => toBuffer(value.valueBlock.valueHexView).toString('hex');

/** A request for a token over a SHA-256 (hex), with a fresh nonce and the TSA's certificate asked for. */
export function timestampRequest(sha256: string) {
  const nonce = randomInteger(8);
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: oids.sha256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: Buffer.from(sha256, 'hex') }),
    }),
    nonce,
    certReq: true,
  });
  return { der: toBuffer(request.toSchema().toBER()), nonce: integerHex(nonce) };
}

/** What a token states: the time, the hash it covers, the nonce, and who signed it. */
export function tokenFacts(token: Buffer) {
  const content = pkijs.ContentInfo.fromBER(token);
  if (content.contentType !== pkijs.ContentInfo.SIGNED_DATA) throw new TimestampError('not a signed token');
  const signed = new pkijs.SignedData({ schema: content.content });
  const { eContentType, eContent } = signed.encapContentInfo;
  if (eContentType !== oids.tstInfo || !eContent) throw new TimestampError('not a time-stamp token');
  const info = pkijs.TSTInfo.fromBER(eContent.getValue());
  return {
    signed,
    info,
    time: info.genTime,
    imprintAlgorithm: info.messageImprint.hashAlgorithm.algorithmId,
    imprint: toBuffer(info.messageImprint.hashedMessage.valueBlock.valueHexView).toString('hex'),
    nonce: info.nonce ? integerHex(info.nonce) : null,
  };
}

const statusText: Record<number, string> = {
  0: 'granted',
  1: 'granted with modifications',
  2: 'rejection',
  3: 'waiting',
  4: 'revocation warning',
  5: 'revocation notification',
};

/** The token of a TSA's answer to `request`, once the answer says it was granted and the token
 * covers the hash asked for with the nonce sent; anything else is a TimestampError. */
export function tokenOfResponse(der: Buffer, request: { sha256: string; nonce: string }) {
  let response: pkijs.TimeStampResp;
  try {
    response = pkijs.TimeStampResp.fromBER(der);
  } catch {
    throw new TimestampError('the answer is not a time-stamp response');
  }
  const status = response.status.status;
  if (status !== pkijs.PKIStatus.granted && status !== pkijs.PKIStatus.grantedWithMods)
    throw new TimestampError(`the authority answered ${statusText[status] ?? status}`);
  if (!response.timeStampToken) throw new TimestampError('the answer holds no token');
  const token = toBuffer(response.timeStampToken.toSchema().toBER());
  const facts = tokenFacts(token);
  if (facts.imprintAlgorithm !== oids.sha256 || facts.imprint !== request.sha256)
    throw new TimestampError('the token covers another hash');
  if (facts.nonce !== request.nonce) throw new TimestampError('the token carries another nonce');
  return { token, time: facts.time };
}

/** A stored token as the TimeStampResp an authority answered it in (a `.tsr` file that
 * `openssl ts -verify -in` reads as it is). */
export function grantedResponse(token: Buffer) {
  const response = new pkijs.TimeStampResp({
    status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }),
    timeStampToken: pkijs.ContentInfo.fromBER(token),
  });
  return toBuffer(response.toSchema().toBER());
}

/** Certificates as PEM text. */
export const pemOf = (certificates: pkijs.Certificate[]) =>
  certificates
    .map((certificate) => {
      const base64 = derOf(certificate).toString('base64').replace(/.{64}/g, '$&\n').trimEnd();
      return `-----BEGIN CERTIFICATE-----\n${base64}\n-----END CERTIFICATE-----\n`;
    })
    .join('');

export const sha256Of = (bytes: Uint8Array | ArrayBuffer) =>
  createHash('sha256')
    .update(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))
    .digest();

/** A certificate's common name (or organisation), as a token's authority is named. */
export function certificateName(certificate: pkijs.Certificate) {
  const values = certificate.subject.typesAndValues;
  const pick = (type: string) => values.find((item) => item.type === type)?.value.valueBlock.value;
  return String(pick(oids.commonName) ?? pick(oids.organization) ?? '');
}

export const certificateOf = (der: Buffer) => pkijs.Certificate.fromBER(der);
export const derOf = (certificate: pkijs.Certificate) => toBuffer(certificate.toSchema().toBER());
export { toBuffer };
