import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit-store.js';

// One round trip, atomic: count the hit, start the window on the first one, answer both.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

// Takes one back, only within a window that still runs (an expired key stays gone).
const undoScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then
  redis.call('DECR', KEYS[1])
end
return 0
`;

const seconds = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));

/**
 * The same fixed windows kept in Redis, so every API process counts against one limit (login
 * failures, captcha passes and their replay set, unknown identity links). Keys expire with their window.
 */
export function createRedisRateLimitStore(url: string, prefix: string) {
  const redis = new Redis(url, {
    // A request waits for one reconnection at most, then fails (and the API answers 503).
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    lazyConnect: false,
  });
  // Connection errors are retried by the client; without a listener each would crash the process.
  redis.on('error', () => undefined);
  const store: RateLimitStore & { close(): Promise<void>; redis: Redis } = {
    redis,
    async hit(key, windowSeconds) {
      const [count, ttl] = (await redis.eval(hitScript, 1, prefix + key, windowSeconds * 1000)) as [
        number,
        number,
      ];
      return { count, resetInSeconds: seconds(ttl) };
    },
    async undo(key) {
      await redis.eval(undoScript, 1, prefix + key);
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      if (count === null || ttl < 0) return { count: 0, resetInSeconds: 0 };
      return { count: Number(count), resetInSeconds: seconds(ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
  return store;
}
