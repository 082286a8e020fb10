import {
  altchaChallengeSchema,
  captchaPassSchema,
  captchaVerifyRequestSchema,
} from '@origina/domain/captcha';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { errorResponses } from '../../http.js';
import { enforceLimit } from '../../security/rate-limit-store.js';
import type { CaptchaService } from './captcha.js';

const tags = ['captcha'];
const perMinute = (max: number) => ({ max, windowSeconds: 60 });

export async function captchaRoutes(
  app: FastifyInstance,
  { context, captcha }: { context: AppContext; captcha: CaptchaService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/recaptcha/challenge/',
    {
      schema: {
        tags,
        operationId: 'getCaptchaChallenge',
        security: [],
        summary: 'A signed ALTCHA proof-of-work challenge (self-hosted captcha)',
        response: { 200: altchaChallengeSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      if (context.config.captcha.provider !== 'altcha')
        throw new AppError(404, 'captcha_challenge_unavailable');
      await enforceLimit(
        context.rateLimits,
        `captcha:challenge:${request.ip}`,
        perMinute(2 * context.config.captcha.verificationsPerMinute),
      );
      reply.header('cache-control', 'no-store');
      return captcha.altchaChallenge();
    },
  );

  api.post(
    '/api/v1/recaptcha/',
    {
      schema: {
        tags,
        operationId: 'verifyCaptcha',
        security: [],
        summary: 'Verify a captcha token (ALTCHA payload or reCAPTCHA response) for a single-use pass',
        body: captchaVerifyRequestSchema,
        response: { 200: captchaPassSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      await enforceLimit(
        context.rateLimits,
        `captcha:verify:${request.ip}`,
        perMinute(context.config.captcha.verificationsPerMinute),
      );
      reply.header('cache-control', 'no-store');
      return captcha.exchange(request.body.token, request.ip);
    },
  );
}
