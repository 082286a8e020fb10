import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AltchaChallenge } from '@origina/domain/captcha';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verify } from 'altcha-lib/frameworks/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';

const algorithm = 'PBKDF2/SHA-256';
const challengeTtlSeconds = 10 * 60;
const googleTimeoutMs = 5000;

// The pass a verified captcha buys: `<id>.<expires>.<hmac>`. Stateless to check, made single-use by
// claiming its id in the shared store the first time it is presented.
function passSigner(secret: string) {
  const key = createHmac('sha256', secret).update('captcha-pass').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(ttlSeconds: number) {
      const body = `${randomBytes(16).toString('base64url')}.${Math.floor(Date.now() / 1000) + ttlSeconds}`;
      return `${body}.${sign(body)}`;
    },
    read(pass: string) {
      const [id, expires, signature] = pass.split('.');
      if (!id || !expires || !signature) return null;
      const expected = Buffer.from(sign(`${id}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const secondsLeft = Number(expires) - Math.floor(Date.now() / 1000);
      return secondsLeft > 0 ? { id, secondsLeft } : null;
    },
  };
}

const captchaInvalid = () =>
  new AppError(400, 'captcha_invalid', { fieldErrors: { captcha: ['captcha_invalid'] } });

export function createCaptchaService(context: AppContext) {
  const { config, rateLimits, log } = context;
  const settings = config.captcha;
  const derive = (purpose: string) =>
    createHmac('sha256', config.jwtSecret).update(`altcha:${purpose}`).digest('hex');
  const hmacSignatureSecret = derive('signature');
  const hmacKeySignatureSecret = derive('key');
  const passes = passSigner(config.jwtSecret);

  // First use of `key` within `ttlSeconds` answers true; every later use false. The rate-limit
  // store is the shared short-lived state (in memory, or Redis across processes).
  const claimOnce = async (key: string, ttlSeconds: number) =>
    (await rateLimits.hit(key, ttlSeconds)).count === 1;

  // Deterministic mode: the server knows the counter, so checking a solution costs one derivation
  // while finding it costs, on average, `maxCounter * 2/3` of them.
  async function altchaChallenge() {
    const { cost, maxCounter } = settings.altcha;
    const challenge = await createChallenge({
      algorithm,
      cost,
      counter: randomInt(maxCounter, Math.max(1, Math.floor(maxCounter / 3))),
      deriveKey,
      expiresAt: new Date(Date.now() + challengeTtlSeconds * 1000),
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    });
    return challenge as unknown as AltchaChallenge;
  }

  async function verifyAltcha(token: string) {
    const store = {
      get: () => false,
      set: () => undefined,
      setIfAbsent: (id: string) => claimOnce(`captcha:altcha:${id}`, challengeTtlSeconds),
    };
    const result = await verify(token, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, store);
    if (result.error)
      log.info({ event: 'captcha', outcome: 'refused', reason: result.error }, 'captcha refused');
    return result.error === null;
  }

  async function verifyRecaptcha(token: string, ip: string) {
    const { secretKey, verifyUrl, minScore } = settings.recaptcha;
    let answer: { success?: boolean; score?: number; 'error-codes'?: string[] };
    try {
      const response = await fetch(verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: secretKey ?? '', response: token, remoteip: ip }),
        signal: AbortSignal.timeout(googleTimeoutMs),
      });
      if (!response.ok) throw new Error(`reCAPTCHA answered ${response.status}`);
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      log.error({ event: 'captcha', outcome: 'unavailable', err: error }, 'reCAPTCHA verification failed');
      throw new AppError(503, 'captcha_unavailable');
    }
    // v3 answers carry a score; v2 answers do not and pass on success alone.
    const passed = answer.success === true && (answer.score === undefined || answer.score >= minScore);
    if (!passed) {
      log.info({ event: 'captcha', outcome: 'refused', codes: answer['error-codes'] }, 'captcha refused');
    }
    return passed;
  }

  // Exchanges a solved captcha for a pass; refuses a forged, expired or replayed one.
  async function exchange(token: string, ip: string) {
    const passed =
      settings.provider === 'recaptcha' ? await verifyRecaptcha(token, ip) : await verifyAltcha(token);
    if (!passed) throw captchaInvalid();
    return { pass: passes.issue(settings.passTtlSeconds), expires_in: settings.passTtlSeconds };
  }

  // Spends a pass on a protected request: 400 captcha_required without one, captcha_invalid for a
  // forged, expired or already spent one.
  async function spend(pass: string | undefined) {
    if (!pass) {
      throw new AppError(400, 'captcha_required', { fieldErrors: { captcha: ['captcha_required'] } });
    }
    const read = passes.read(pass);
    if (!read || !(await claimOnce(`captcha:pass:${read.id}`, read.secondsLeft))) throw captchaInvalid();
  }

  return { altchaChallenge, exchange, spend };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
