import { AppError } from '../errors.js';

// Counters in fixed windows. In memory for one process; the Redis store (several processes)
// implements the same interface. A limit is checked by counting first (`hit`, atomic), never by
// reading then counting: parallel requests would all read the same count.
export interface RateLimitStore {
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  /** Takes back one hit of the current window (an attempt counted up front that turned out not
   * to count); the window keeps its end. */
  undo(key: string): Promise<void>;
  peek(key: string): Promise<{ count: number; resetInSeconds: number }>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt > now()) return entry;
    if (entry) windows.delete(key);
    return null;
  };
  const remaining = (resetAt: number) => Math.max(1, Math.ceil((resetAt - now()) / 1000));

  // Expired windows are dropped as they are met and in a periodic sweep, so memory stays bounded.
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, entry] of windows) if (entry.resetAt <= time) windows.delete(key);
  }, 60_000);
  sweep.unref();

  return {
    async hit(key, windowSeconds) {
      const entry = current(key) ?? { count: 0, resetAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInSeconds: remaining(entry.resetAt) };
    },
    async undo(key) {
      const entry = current(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async peek(key) {
      const entry = current(key);
      return entry
        ? { count: entry.count, resetInSeconds: remaining(entry.resetAt) }
        : { count: 0, resetInSeconds: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function tooManyAttempts(resetInSeconds: number) {
  return new AppError(429, 'too_many_attempts', { headers: { 'retry-after': String(resetInSeconds) } });
}

// Counts one more request under `key` and refuses it (429 with Retry-After) past the limit.
export async function enforceLimit(
  store: RateLimitStore,
  key: string,
  limit: { max: number; windowSeconds: number },
) {
  const { count, resetInSeconds } = await store.hit(key, limit.windowSeconds);
  if (count > limit.max) throw tooManyAttempts(resetInSeconds);
}
