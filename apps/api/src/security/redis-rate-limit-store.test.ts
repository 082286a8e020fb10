import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../plugins/errors.js';
import { createRedisRateLimitStore } from './redis-rate-limit-store.js';

// Against the machine's Redis (REDIS_URL, or 127.0.0.1:6379), under a prefix of this run's own.
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `origina-test:${randomBytes(6).toString('hex')}:`;
// Two stores stand for two API processes.
const first = createRedisRateLimitStore(url, prefix);
const second = createRedisRateLimitStore(url, prefix);

afterAll(async () => {
  const keys = await first.redis.keys(`${prefix}*`);
  if (keys.length > 0) await first.redis.del(...keys);
  await first.close();
  await second.close();
});

describe('Redis rate-limit store', () => {
  it('counts hits from every process in one window that expires', async () => {
    expect(await first.hit('login:a', 2)).toEqual({ count: 1, resetInSeconds: 2 });
    expect((await second.hit('login:a', 2)).count).toBe(2);
    expect((await first.peek('login:a')).count).toBe(2);
    expect((await second.peek('login:a')).resetInSeconds).toBeGreaterThanOrEqual(1);
    // The key carries its window as a TTL, so nothing outlives it.
    const ttl = await first.redis.pttl(`${prefix}login:a`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(2000);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await second.peek('login:a')).toEqual({ count: 0, resetInSeconds: 0 });
    expect((await first.hit('login:a', 2)).count).toBe(1);
  });

  it('resets a key for every process', async () => {
    await first.hit('login:b', 60);
    await first.hit('login:b', 60);
    await second.reset('login:b');
    expect((await first.peek('login:b')).count).toBe(0);
  });

  it('counts concurrent hits exactly', async () => {
    const counts = await Promise.all(
      Array.from({ length: 50 }, (_, index) => (index % 2 ? first : second).hit('burst', 60)),
    );
    expect(counts.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
  });

  it('takes back hits for every process, never below zero, keeping the window; concurrent hits and take-backs stay exact', async () => {
    await first.hit('undo', 60);
    await first.hit('undo', 60);
    await second.undo('undo');
    expect((await first.peek('undo')).count).toBe(1);
    expect(await first.redis.pttl(`${prefix}undo`)).toBeGreaterThan(50_000);
    await second.undo('undo');
    await second.undo('undo');
    expect((await first.peek('undo')).count).toBe(0);
    await first.undo('never-hit');
    expect(await first.redis.exists(`${prefix}never-hit`)).toBe(0);
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        index % 4 === 3 ? second.undo('mixed') : first.hit('mixed', 60).then(() => undefined),
      ),
    );
    expect((await first.peek('mixed')).count).toBeGreaterThanOrEqual(20);
  });
});

describe('Redis out of reach', () => {
  it('fails the request with an error the API answers as 503, instead of waiting for ever', async () => {
    const unreachable = createRedisRateLimitStore('redis://127.0.0.1:1', prefix);
    const started = Date.now();
    const error = await unreachable.hit('k', 60).catch((caught: unknown) => caught);
    await unreachable.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
