import { readFileSync } from 'node:fs';
import type { AppContext } from '../../context.js';
import { createAuthorityKeys, localAuthorityName } from './authority-keys.js';
import { answerRequest } from './local-authority.js';
import { requestRemoteToken } from './remote-authority.js';
import { certificateOf, pemOf, TimestampError, timestampRequest, tokenOfResponse } from './tsp.js';
import { verifyToken } from './verify-token.js';

// Trusted time for the signed documents (docs/trusted-time.md): an RFC 3161 token over each
// signed file's SHA-256, from the authority TSA_URL names (its tokens checked against TSA_CA_CERT)
// or, without one, from the server's own key. What signing and the public check call.

export type TimestampAuthorityKind = 'local' | 'external';

export interface Timestamp {
  token: Buffer;
  time: Date;
  authority: TimestampAuthorityKind;
}

/** The certificates of a PEM file (TSA_CA_CERT): read once, at start, so a wrong path stops it. */
function pemCertificates(path: string) {
  const blocks = readFileSync(path, 'utf8').match(
    /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g,
  );
  if (!blocks) throw new Error(`TSA_CA_CERT: ${path} holds no PEM certificate`);
  return blocks.map((block) =>
    certificateOf(Buffer.from(block.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64')),
  );
}

export function createTimestamps(context: Pick<AppContext, 'db' | 'config' | 'log'>) {
  const { url, caCertFile, timeoutSeconds } = context.config.timestamps;
  const keys = createAuthorityKeys(context);
  const anchors = caCertFile ? pemCertificates(caCertFile) : [];

  async function localToken(sha256: string) {
    const request = timestampRequest(sha256);
    const answer = await answerRequest(await keys.signingKey(), request.der);
    return tokenOfResponse(answer, { sha256, nonce: request.nonce });
  }

  const verify = async (token: Buffer, sha256: string, authority: TimestampAuthorityKind) =>
    verifyToken(token, sha256, authority === 'local' ? await keys.certificates() : anchors);

  return {
    /** Who stamps this installation's documents, as the evidence annex names it. */
    authority: url ? { local: false, name: new URL(url).host } : { local: true, name: localAuthorityName },

    /** A token over `sha256` (hex). An external token is checked against TSA_CA_CERT before it is
     * kept: a misconfigured authority fails the signature now, not the check years later. */
    async stamp(sha256: string): Promise<Timestamp> {
      if (!url) return { ...(await localToken(sha256)), authority: 'local' };
      const { token, time } = await requestRemoteToken(url, sha256, timeoutSeconds);
      if (!(await verify(token, sha256, 'external')).valid)
        throw new TimestampError('the token does not verify against TSA_CA_CERT');
      return { token, time, authority: 'external' };
    },

    verify,

    /** The local authority's certificates (PEM), for anyone to check its tokens with. */
    localCertificates: async () => pemOf(await keys.certificates()),
  };
}
export type Timestamps = ReturnType<typeof createTimestamps>;
