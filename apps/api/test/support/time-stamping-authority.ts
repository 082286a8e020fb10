import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { answerRequest, createAuthorityKey } from '../../src/modules/timestamps/local-authority.js';
import { randomInteger, toBuffer } from '../../src/modules/timestamps/tsp.js';

// A time-stamping authority over HTTP on 127.0.0.1 for the TSA_URL suites: RFC 3161's
// `application/timestamp-query` answered with a real token from a key of its own, or, as `mode`
// says, wrongly: a rejection, another nonce, another hash, an HTTP error, or no answer at all.

export type AuthorityMode =
  | 'granted'
  | 'rejection'
  | 'wrong-nonce'
  | 'wrong-imprint'
  | 'http-error'
  | 'silent';

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

export async function startHttpAuthority(
  directory: string,
  name = 'Autoridad de prueba TSA',
): Promise<HttpAuthority> {
  const made = await createAuthorityKey(name, 'Sellos de Prueba S.A.');
  const key = { certificate: made.certificate, privateKey: made.privateKey };
  const caFile = join(directory, 'tsa-ca.pem');
  const base64 = made.certificate.toString('base64').replace(/.{64}/g, '$&\n');
  writeFileSync(caFile, `-----BEGIN CERTIFICATE-----\n${base64}\n-----END CERTIFICATE-----\n`);
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
