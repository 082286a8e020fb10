import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { todayInMexico } from '@origina/domain/calendar-date';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { createErrorReporter } from './error-reporting.js';
import { AppError } from './errors.js';
import { createMailer } from './mail/mailer.js';
import { adminRoutes } from './modules/admin/routes.js';
import { documentRoutes } from './modules/applications/document-routes.js';
import { payoffReleaseRoutes } from './modules/applications/payoff-release-routes.js';
import { renewableLoanRoutes } from './modules/applications/renewable-loans-routes.js';
import { applicationRoutes } from './modules/applications/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { bureauRoutes } from './modules/bureau/routes.js';
import { createCaptchaService } from './modules/captcha/captcha.js';
import { captchaRoutes } from './modules/captcha/routes.js';
import { lenderCatalogRoutes } from './modules/catalogs/lender-routes.js';
import { catalogRoutes } from './modules/catalogs/routes.js';
import { clientErrorRoutes } from './modules/client-errors/routes.js';
import { configRoutes } from './modules/config/routes.js';
import { contractTemplateRoutes } from './modules/contract-templates/routes.js';
import { pagareScanRoutes } from './modules/contracts/pagare-routes.js';
import { contractRoutes } from './modules/contracts/routes.js';
import { createContractService } from './modules/contracts/service.js';
import { timestampRoutes } from './modules/contracts/timestamp-routes.js';
import { deductionRoutes } from './modules/deductions/routes.js';
import { disbursementRoutes } from './modules/disbursements/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { helpRoutes } from './modules/help/routes.js';
import { identityRoutes } from './modules/identity/routes.js';
import { lenderProfileRoutes } from './modules/lender-profile/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { portfolioRoutes } from './modules/portfolio/routes.js';
import { privacyNoticeRoutes } from './modules/privacy-notice/routes.js';
import { reviewRoutes } from './modules/review/routes.js';
import { deskSettingsRoutes } from './modules/review/settings-routes.js';
import { screeningListRoutes } from './modules/screening/list-routes.js';
import { complianceRoutes } from './modules/screening/routes.js';
import { signatureRoutes } from './modules/signatures/routes.js';
import { createSignatureService } from './modules/signatures/service.js';
import { createVerification } from './modules/signatures/verification.js';
import { verificationRoutes } from './modules/signatures/verify-routes.js';
import { simulationRoutes } from './modules/simulations/routes.js';
import { createTimestamps } from './modules/timestamps/service.js';
import { userRoutes } from './modules/users/routes.js';
import { openapiOptions, routeSchemaTransform } from './openapi.js';
import { authenticationPlugin } from './plugins/authentication.js';
import { answerUnreadablePath, errorsPlugin, validatorCompiler } from './plugins/errors.js';
import { metricsPlugin } from './plugins/metrics.js';
import { bodyTimeoutPlugin, serverTimeouts } from './plugins/slow-clients.js';
import { answerSocketError } from './plugins/socket-errors.js';
import { textInputPlugin } from './plugins/text-input.js';
import { createSecretHasher } from './security/one-time-secrets.js';
import { createMemoryRateLimitStore } from './security/rate-limit-store.js';
import { isCapabilityPage, readablePath } from './security/request-path.js';
import { securityHeaderOptions, staticSecurityHeaders } from './security/security-headers.js';
import { createTokenSigner } from './security/tokens.js';
import { fastifyTrustProxy } from './security/trusted-proxies.js';
import { createSmsOutbox } from './sms/sms-outbox.js';
import { createSmsSender } from './sms/sms-sender.js';
import { localDiskStorage } from './storage/file-storage.js';

export interface BuildAppOptions {
  config: Config & { jwtSecret: string };
  database: DatabaseHandle;
  logger: Logger;
  /** The calendar day in Mexico City; tests set it to date contracts on a day of their choosing. */
  today?: () => string;
}

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

// The composition root: every dependency is made here once and handed to the modules.
export async function buildApp({ config, database, logger, today = todayInMexico }: BuildAppOptions) {
  const securityHeaders = securityHeaderOptions(config);
  const earlySecurityHeaders = staticSecurityHeaders(securityHeaders);
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: config.bodyLimitBytes,
    ...serverTimeouts(config.timeouts),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: false },
    genReqId: () => crypto.randomUUID(),
    // A path the router cannot read (bad percent-encoding, a parameter too long) is a plain 400,
    // with the security headers every answer carries (no hook runs before it).
    frameworkErrors: answerUnreadablePath(earlySecurityHeaders),
    clientErrorHandler: answerSocketError(earlySecurityHeaders),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // An empty JSON body is no body (a logout whose body is optional, sent by a client that always
  // sets the content type); anything else goes through Fastify's safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );

  // The Redis and S3 clients load only when configured (0.15 s and 0.35 s of start-up).
  const sharedLimits = config.redisUrl
    ? (await import('./security/redis-rate-limit-store.js')).createRedisRateLimitStore(
        config.redisUrl,
        `${config.redisPrefix}limits:`,
      )
    : null;
  const storage = config.s3
    ? (await import('./storage/s3-storage.js')).s3Storage(config.s3)
    : localDiskStorage(join(config.dataDir, 'documents'));
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: logger,
    readFile: async (key) => buffer(await storage.read(key)),
  });
  const sms = createSmsSender(config.sms, logger);
  const smsOutbox = createSmsOutbox({ db: database.db, sender: sms, log: logger });
  const context: AppContext = {
    config,
    db: database.db,
    mailer,
    sms,
    smsOutbox,
    tokens: createTokenSigner(config.jwtSecret),
    hashSecret: createSecretHasher(config.jwtSecret),
    rateLimits: sharedLimits ?? createMemoryRateLimitStore(),
    storage,
    log: logger,
    today,
  };
  const captcha = createCaptchaService(context);
  const auth = createAuthService(context, captcha);
  const contracts = createContractService(context);
  const timestamps = createTimestamps(context);
  app.decorate('services', { auth });
  app.addHook('onClose', async () => mailer.close());
  app.addHook('onClose', async () => smsOutbox.close());
  if (sharedLimits) app.addHook('onClose', async () => sharedLimits.close());

  const reporter = await createErrorReporter(config, logger);
  app.addHook('onClose', async () => reporter.close());
  await app.register(errorsPlugin, { reporter });
  await app.register(bodyTimeoutPlugin, { bodyIdleSeconds: config.timeouts.bodyIdleSeconds });
  await app.register(metricsPlugin, {
    database,
    token: config.metricsToken,
    behindProxy: config.trustProxy !== false,
  });
  // API answers are compressed when the client accepts it (the built web app is pre-compressed).
  // Brotli at a low quality: the default (11) costs more CPU than a dynamic answer is worth.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(helmet, securityHeaders);
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  }
  await app.register(swagger, { ...openapiOptions(config), transform: routeSchemaTransform });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(authenticationPlugin, { context });
  await app.register(textInputPlugin);
  await app.register(healthRoutes, { database });
  await app.register(configRoutes, { context });
  await app.register(captchaRoutes, { context, captcha });
  await app.register(authRoutes, { context, auth });
  await app.register(helpRoutes, { context, captcha });
  await app.register(clientErrorRoutes, { context });
  await app.register(userRoutes, { context, auth });
  await app.register(catalogRoutes, { context });
  await app.register(lenderCatalogRoutes, { context });
  await app.register(simulationRoutes, { context });
  await app.register(applicationRoutes, { context });
  await app.register(renewableLoanRoutes, { context });
  await app.register(payoffReleaseRoutes, { context });
  await app.register(documentRoutes, { context });
  await app.register(identityRoutes, { context });
  await app.register(reviewRoutes, { context, contracts });
  await app.register(deskSettingsRoutes, { context });
  await app.register(bureauRoutes, { context });
  await app.register(contractRoutes, { context, contracts });
  await app.register(pagareScanRoutes, { context, contracts });
  await app.register(signatureRoutes, {
    context,
    signatures: createSignatureService(context, contracts, timestamps),
  });
  await app.register(verificationRoutes, { verification: createVerification(context, timestamps) });
  await app.register(timestampRoutes, { context, timestamps });
  await app.register(disbursementRoutes, { context });
  await app.register(portfolioRoutes, { context });
  await app.register(deductionRoutes, { context });
  await app.register(notificationRoutes, { context });
  await app.register(adminRoutes, { context, auth });
  await app.register(contractTemplateRoutes, { context, defaults: contracts.defaultTemplates });
  await app.register(lenderProfileRoutes, { context });
  await app.register(complianceRoutes, { context });
  await app.register(screeningListRoutes, { context });
  await app.register(privacyNoticeRoutes, { context });

  // API answers carry customers' personal data unless a route says otherwise (the catalogues do):
  // no browser or proxy keeps them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  const webDist = config.webDistDir ?? defaultWebDist;
  const hasWeb = existsSync(join(webDist, 'index.html'));
  const hasDashboardPage = hasWeb && existsSync(join(webDist, 'dashboard.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      index: false,
      // Every file's cache-control is set below (or by the route that sends a page).
      cacheControl: false,
      setHeaders: (response, path) => {
        // The pages (index.html, login.html, dashboard.html, and their compressed copies) get theirs
        // from the route that sends them; fetched by their file name, they are revalidated too.
        if (/\.html(\.br|\.gz)?$/.test(path)) {
          if (!response.hasHeader('cache-control')) response.header('cache-control', 'no-cache');
          return;
        }
        // Hashed file names change with their content, so they can be kept for a year.
        response.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // The login page, drawn at build time (apps/web/scripts/prerender.js), paints before any script.
  if (hasWeb && existsSync(join(webDist, 'login.html'))) {
    app.get('/auth/login', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('login.html', { cacheControl: false }),
    );
  }

  // A file the build does not hold (an old worker's script, a stale icon) is a 404, not the app's
  // page: a browser or the service worker would take that HTML for the script or image it asked.
  const missingFile = /\.(?:js|mjs|css|map|json|webmanifest|png|jpe?g|svg|ico|webp|woff2?|txt|xml|html?)$/i;
  app.setNotFoundHandler(async (request, reply) => {
    // Browsers and the router take "//firma/…" as "/firma/…": so do the checks below.
    const path = readablePath(request.url);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/assets/') &&
      !missingFile.test(path);
    if (hasWeb && isPage) {
      // The customer's identity and signing links: never cached, indexed or passed on as a referrer,
      // whatever the case or encoding the web app's router still opens them with.
      if (isCapabilityPage(request.url)) {
        reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex');
        return reply.header('cache-control', 'no-store').sendFile('index.html', { cacheControl: false });
      }
      // The dashboard's screens: the same page with the code they all need asked at once
      // (apps/web/build/early-start.ts).
      if (hasDashboardPage && /^\/dashboard(\/|$)/i.test(path))
        return reply.header('cache-control', 'no-cache').sendFile('dashboard.html', { cacheControl: false });
      // The web app routes every other path itself (its 404 page included).
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    throw new AppError(404, path.startsWith('/api/') ? 'route_not_found' : 'not_found');
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: { auth: ReturnType<typeof createAuthService> };
  }
}
