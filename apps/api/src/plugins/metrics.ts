import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.js';
import { AppError } from '../errors.js';
import { bearerToken } from './authentication.js';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function bearerMatches(request: FastifyRequest, token: string | null) {
  if (!token) return false;
  const given = Buffer.from(bearerToken(request) ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at /metrics: request duration by route and status, the database pool and
 * the process (event-loop delay, memory, CPU). Answered to requests bearing METRICS_TOKEN, and,
 * when no proxy is trusted (TRUST_PROXY unset), to loopback, where a local agent scrapes.
 */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    options: { database: DatabaseHandle; token: string | null; behindProxy: boolean },
  ) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting clients); the embedded database has one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = options.database.poolStats();
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the URL itself (ids would make one series per application).
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      // Behind a proxy, loopback may be the proxy relaying anyone: only the token counts then.
      const trustedAddress = !options.behindProxy && loopback.has(request.ip);
      if (!trustedAddress && !bearerMatches(request, options.token)) {
        throw new AppError(403, 'permission_denied');
      }
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  },
);
