import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestServer } from './server.js';

// Does what the ALTCHA widget does in the browser: fetch a challenge and find its counter.
export async function solvedAltchaToken(server: Pick<TestServer, 'get'>) {
  const challenge = await server.get<Parameters<typeof solveChallenge>[0]['challenge']>(
    '/api/v1/recaptcha/challenge/',
  );
  if (challenge.status !== 200) throw new Error(`challenge failed: ${challenge.status}`);
  const solution = await solveChallenge({ challenge: challenge.body, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge: challenge.body, solution })).toString('base64');
}

// A single-use pass for the `captcha` field of register, forgot-password or a guarded login.
export async function captchaPass(server: Pick<TestServer, 'get' | 'post'>) {
  const response = await server.post<{ pass: string }>('/api/v1/recaptcha/', {
    token: await solvedAltchaToken(server),
  });
  if (response.status !== 200)
    throw new Error(`captcha failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.pass;
}

type InjectableApp = {
  inject: (options: { method: string; url: string; payload?: unknown }) => Promise<{
    statusCode: number;
    json: () => unknown;
  }>;
};

// The same calls through `app.inject`, for tests that build the app without a port.
export const injected = (app: InjectableApp) => {
  const call = async <T>(method: string, url: string, payload?: unknown) => {
    const response = await app.inject({ method, url, payload });
    return { status: response.statusCode, body: response.json() as T };
  };
  return {
    get: <T>(url: string) => call<T>('GET', url),
    post: <T>(url: string, payload?: unknown) => call<T>('POST', url, payload),
  } as unknown as Pick<TestServer, 'get' | 'post'>;
};
