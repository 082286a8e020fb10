import { TimestampError, timestampRequest, tokenOfResponse } from './tsp.js';

// A time-stamping authority reached over HTTP (RFC 3161 §3.4): the request posted as
// `application/timestamp-query`, the answer read as `application/timestamp-reply` and checked
// (granted, this hash, this nonce) before its token is kept.

// An answer is a token and a certificate chain: a few kilobytes; more is not an answer.
const maxAnswerBytes = 256 * 1024;

export async function requestRemoteToken(url: string, sha256: string, timeoutSeconds: number) {
  const request = timestampRequest(sha256);
  let answer: Response;
  try {
    answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' },
      body: new Uint8Array(request.der),
      signal: AbortSignal.timeout(timeoutSeconds * 1000),
      redirect: 'error',
    });
  } catch (error) {
    throw new TimestampError(
      error instanceof Error && error.name === 'TimeoutError'
        ? 'the authority did not answer in time'
        : 'the authority could not be reached',
    );
  }
  if (!answer.ok) {
    await answer.body?.cancel();
    throw new TimestampError(`the authority answered HTTP ${answer.status}`);
  }
  const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/timestamp-reply') {
    await answer.body?.cancel();
    throw new TimestampError(`the authority answered ${type || 'no content type'}`);
  }
  const body = Buffer.from(await answer.arrayBuffer());
  if (body.length > maxAnswerBytes) throw new TimestampError('the answer is too large');
  return tokenOfResponse(body, { sha256, nonce: request.nonce });
}
