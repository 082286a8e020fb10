import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpAuthority, startHttpAuthority } from '../../../test/support/time-stamping-authority.js';
import { requestRemoteToken } from './remote-authority.js';
import { certificateOf, tokenFacts } from './tsp.js';
import { verifyToken } from './verify-token.js';

// TSA_URL's client against a real RFC 3161 authority over HTTP on 127.0.0.1: a token is kept only
// when the answer grants it, for this hash and this nonce; anything else is refused with a reason.

let directory: string;
let authority: HttpAuthority;
const sha256 = createHash('sha256').update('contrato firmado').digest('hex');

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'origina-tsa-'));
  authority = await startHttpAuthority(directory);
});
afterAll(() => {
  authority?.close();
  rmSync(directory, { recursive: true, force: true });
});

const anchor = () => {
  const pem = readFileSync(authority.caFile, 'utf8').replace(/-----[A-Z ]+-----|\s/g, '');
  return certificateOf(Buffer.from(pem, 'base64'));
};

describe('a token from the authority TSA_URL names', () => {
  it('is kept when granted for this hash and nonce, and verifies against the CA that issued the authority’s certificate', async () => {
    authority.mode = 'granted';
    const before = Date.now();
    const { token, time } = await requestRemoteToken(authority.url, sha256, 5);
    expect(time.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(tokenFacts(token).imprint).toBe(sha256);
    expect(await verifyToken(token, sha256, [anchor()])).toMatchObject({
      valid: true,
      authority: authority.name,
    });
    // Against another hash, or with no anchor that trusts it, the same token does not verify.
    expect((await verifyToken(token, 'a'.repeat(64), [anchor()])).valid).toBe(false);
    expect((await verifyToken(token, sha256, [])).valid).toBe(false);
  });

  it.each([
    ['rejection', /rejection/],
    ['wrong-nonce', /another nonce/],
    ['wrong-imprint', /another hash/],
    ['http-error', /HTTP 500/],
  ] as const)('is refused when the authority answers with %s', async (mode, reason) => {
    authority.mode = mode;
    await expect(requestRemoteToken(authority.url, sha256, 5)).rejects.toThrow(reason);
  });

  it('is refused when the authority does not answer in time, or cannot be reached', async () => {
    authority.mode = 'silent';
    const started = Date.now();
    await expect(requestRemoteToken(authority.url, sha256, 1)).rejects.toThrow(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(requestRemoteToken('http://127.0.0.1:1/tsa', sha256, 1)).rejects.toThrow(
      /could not be reached/,
    );
  });
});
