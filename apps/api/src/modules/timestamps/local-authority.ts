import { webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { derOf, oids, randomInteger, sha256Of, toBuffer } from './tsp.js';

// The server's own time-stamping authority (RFC 3161), used when no TSA_URL names a certified one:
// an ECDSA P-256 key and a self-signed certificate whose only use is time-stamping (extended key
// usage `timeStamping`, critical, as RFC 3161 §2.3 requires). Its tokens are what any RFC 3161
// token is (`openssl ts -verify` reads them), but the time is the lender's own server's.

// The policy the tokens are issued under: an OID of the 2.25 arc (ITU-T X.667, a UUID as a
// number), which needs no registration.
const localPolicy = '2.25.287650127316734826935640385071652366217';

export interface AuthorityKey {
  certificate: Buffer;
  privateKey: webcrypto.CryptoKey;
}

const ecdsa = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const yearsValid = 30;

// RFC 5280's upper bound for a common or organisation name, in characters.
const nameLength = 64;

// Cut by code points (a UTF-16 cut can split an astral character in two) and any lone surrogate
// already there replaced: asn1js cannot encode one as UTF-8 and would throw.
const nameText = (text: string) =>
  Array.from(text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'))
    .slice(0, nameLength)
    .join('');

function named(name: string, organization: string) {
  const value = (type: string, text: string) =>
    new pkijs.AttributeTypeAndValue({
      type,
      value: new asn1js.Utf8String({ value: nameText(text) }),
    });
  return new pkijs.RelativeDistinguishedNames({
    typesAndValues: [value(oids.organization, organization), value(oids.commonName, name)],
  });
}

/** A new key and its self-signed certificate, named `name`, of `organization` (the lender). */
export async function createAuthorityKey(name: string, organization: string) {
  const keys = (await webcrypto.subtle.generateKey(ecdsa, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = randomInteger(16);
  certificate.issuer = named(name, organization);
  certificate.subject = named(name, organization);
  const now = new Date();
  certificate.notBefore.value = now;
  const until = new Date(Date.UTC(now.getUTCFullYear() + yearsValid, now.getUTCMonth(), 1));
  // RFC 5280 §4.1.2.5: UTCTime up to 2049, GeneralizedTime from 2050.
  certificate.notAfter = new pkijs.Time({
    type: until.getUTCFullYear() >= 2050 ? pkijs.TimeType.GeneralizedTime : pkijs.TimeType.UTCTime,
    value: until,
  });
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey);
  const keyId = sha256Of(certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView).subarray(
    0,
    20,
  );
  // No key usage extension: OpenSSL would then refuse the certificate as its own issuer.
  certificate.extensions = [
    new pkijs.Extension({
      extnID: pkijs.id_BasicConstraints,
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: false }).toSchema().toBER(false),
    }),
    new pkijs.Extension({
      extnID: pkijs.id_ExtKeyUsage,
      critical: true,
      extnValue: new pkijs.ExtKeyUsage({ keyPurposes: [oids.timeStamping] }).toSchema().toBER(false),
    }),
    new pkijs.Extension({
      extnID: pkijs.id_SubjectKeyIdentifier,
      extnValue: new asn1js.OctetString({ valueHex: keyId }).toBER(false),
    }),
  ];
  await certificate.sign(keys.privateKey, 'SHA-256');
  const pkcs8 = toBuffer(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  return { certificate: derOf(certificate), privateKey: keys.privateKey, pkcs8 };
}

export const importAuthorityKey = (pkcs8: Buffer) =>
  webcrypto.subtle.importKey('pkcs8', new Uint8Array(pkcs8), ecdsa, false, ['sign']);

const attribute = (type: string, value: asn1js.BaseBlock) => new pkijs.Attribute({ type, values: [value] });

// ESS signing-certificate-v2 (RFC 5035): which certificate signed, by its SHA-256 (the default
// algorithm, so left out). RFC 3161 §2.4.2 requires it; `openssl ts -verify` checks it.
function signingCertificateV2(certificate: Buffer) {
  const essCertId = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: sha256Of(certificate) })],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertId] })] });
}

/** A token over the request's message imprint, signed now with `key`. */
async function signToken(key: AuthorityKey, request: pkijs.TimeStampReq, now: Date) {
  const certificate = pkijs.Certificate.fromBER(key.certificate);
  const info = new pkijs.TSTInfo({
    version: 1,
    policy: localPolicy,
    messageImprint: request.messageImprint,
    serialNumber: randomInteger(16),
    genTime: now,
    ...(request.nonce ? { nonce: request.nonce } : {}),
  });
  const content = toBuffer(info.toSchema().toBER());
  const signed = new pkijs.SignedData({
    version: 3,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: oids.tstInfo,
      eContent: new asn1js.OctetString({ valueHex: content }),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            attribute(oids.contentType, new asn1js.ObjectIdentifier({ value: oids.tstInfo })),
            attribute(oids.messageDigest, new asn1js.OctetString({ valueHex: sha256Of(content) })),
            attribute(oids.signingCertificateV2, signingCertificateV2(key.certificate)),
          ],
        }),
      }),
    ],
    ...(request.certReq ? { certificates: [certificate] } : {}),
  });
  await signed.sign(key.privateKey, 0, 'SHA-256');
  return new pkijs.ContentInfo({
    contentType: pkijs.ContentInfo.SIGNED_DATA,
    content: signed.toSchema(true),
  });
}

const rejection = (failInfo: number) =>
  new pkijs.TimeStampResp({
    status: new pkijs.PKIStatusInfo({
      status: pkijs.PKIStatus.rejection,
      failInfo: new asn1js.BitString({ valueHex: new Uint8Array([failInfo]).buffer, unusedBits: 0 }),
    }),
  });

/** The authority's answer (a DER TimeStampResp) to a DER TimeStampReq: a token for a SHA-256
 * imprint, a rejection for anything else. */
export async function answerRequest(key: AuthorityKey, requestDer: Buffer, now = new Date()) {
  let request: pkijs.TimeStampReq;
  try {
    request = pkijs.TimeStampReq.fromBER(requestDer);
  } catch {
    return toBuffer(rejection(0x20).toSchema().toBER()); // badDataFormat
  }
  const imprint = request.messageImprint;
  if (
    imprint.hashAlgorithm.algorithmId !== oids.sha256 ||
    imprint.hashedMessage.valueBlock.valueHexView.length !== 32
  )
    return toBuffer(rejection(0x80).toSchema().toBER()); // badAlg
  const response = new pkijs.TimeStampResp({
    status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }),
    timeStampToken: await signToken(key, request, now),
  });
  return toBuffer(response.toSchema().toBER());
}
