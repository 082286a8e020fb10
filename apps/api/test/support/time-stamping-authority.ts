import { createHash, webcrypto } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { answerRequest, createAuthorityKey } from '../../src/modules/timestamps/local-authority.js';
import { derOf, oids, pemOf, randomInteger, toBuffer } from '../../src/modules/timestamps/tsp.js';

// A time-stamping authority over HTTP on 127.0.0.1 for the TSA_URL suites, as a provider runs one:
// its time-stamping certificate issued by a CA of its own (the CA is what TSA_CA_CERT names).
// RFC 3161's `application/timestamp-query` is answered with a real token, or, as `mode` says,
// wrongly: a rejection, another nonce, another hash, an HTTP error, or no answer at all.

type AuthorityMode = 'granted' | 'rejection' | 'wrong-nonce' | 'wrong-imprint' | 'http-error' | 'silent';

export interface HttpAuthority {
  url: string;
  /** Its certificate as PEM, written to `caFile` (what TSA_CA_CERT names). */
  caFile: string;
  name: string;
  mode: AuthorityMode;
  requests: number;
  close(): void;
}

// The request as the authority reads it, changed the way `mode` says before it is answered.
function tampered(der: Buffer, mode: AuthorityMode) {
  if (mode !== 'wrong-nonce' && mode !== 'wrong-imprint') return der;
  const request = pkijs.TimeStampReq.fromBER(der);
  if (mode === 'wrong-nonce') request.nonce = randomInteger(8);
  else
    request.messageImprint.hashedMessage = new asn1js.OctetString({
      valueHex: createHash('sha256').update('another document').digest(),
    });
  return toBuffer(request.toSchema().toBER());
}

const ecdsa = { name: 'ECDSA', namedCurve: 'P-256' } as const;

// A CA (basic constraints cA, key usage keyCertSign) and the time-stamping certificate it issues:
// the local authority's certificate, re-issued under the CA.
async function issuedAuthority(name: string) {
  const caKeys = (await webcrypto.subtle.generateKey(ecdsa, false, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const caName = new pkijs.RelativeDistinguishedNames({
    typesAndValues: [
      new pkijs.AttributeTypeAndValue({
        type: oids.commonName,
        value: new asn1js.Utf8String({ value: 'CA de prueba de sellos de tiempo' }),
      }),
    ],
  });
  const ca = new pkijs.Certificate();
  ca.version = 2;
  ca.serialNumber = randomInteger(16);
  ca.issuer = caName;
  ca.subject = caName;
  ca.notBefore.value = new Date(Date.now() - 86_400_000);
  ca.notAfter.value = new Date(Date.now() + 365 * 86_400_000);
  await ca.subjectPublicKeyInfo.importKey(caKeys.publicKey);
  const certSign = new asn1js.BitString({ valueHex: new Uint8Array([0x06]).buffer, unusedBits: 1 });
  ca.extensions = [
    new pkijs.Extension({
      extnID: pkijs.id_BasicConstraints,
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: true }).toSchema().toBER(false),
    }),
    new pkijs.Extension({ extnID: pkijs.id_KeyUsage, critical: true, extnValue: certSign.toBER(false) }),
  ];
  await ca.sign(caKeys.privateKey, 'SHA-256');
  const made = await createAuthorityKey(name, 'Sellos de Prueba S.A.');
  const leaf = pkijs.Certificate.fromBER(made.certificate);
  leaf.issuer = caName;
  leaf.notBefore.value = new Date(Date.now() - 3_600_000);
  await leaf.sign(caKeys.privateKey, 'SHA-256');
  return { ca, key: { certificate: derOf(leaf), privateKey: made.privateKey } };
}

export async function startHttpAuthority(
  directory: string,
  name = 'Autoridad de prueba TSA',
): Promise<HttpAuthority> {
  const { ca, key } = await issuedAuthority(name);
  const caFile = join(directory, 'tsa-ca.pem');
  writeFileSync(caFile, pemOf([ca]));
  const authority = { mode: 'granted' as AuthorityMode, requests: 0 };
  const listener = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      authority.requests += 1;
      const { mode } = authority;
      if (mode === 'silent') return;
      if (mode === 'http-error') return response.writeHead(500).end();
      if (request.headers['content-type'] !== 'application/timestamp-query')
        return response.writeHead(415).end();
      const answer =
        mode === 'rejection'
          ? toBuffer(
              new pkijs.TimeStampResp({
                status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.rejection }),
              })
                .toSchema()
                .toBER(),
            )
          : await answerRequest(key, tampered(Buffer.concat(chunks), mode));
      response.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(answer);
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(authority, {
    url: `http://127.0.0.1:${port}/tsa`,
    caFile,
    name,
    close: () => {
      listener.closeAllConnections();
      listener.close();
    },
  });
}
