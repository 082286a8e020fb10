import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, chunkTimeoutMs } from '../components/chunk-load.js';
import { page } from './lazy-page.js';

const Screen = () => null;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('lazy pages', () => {
  it('give the named component of the loaded module', async () => {
    await expect(page(async () => ({ Screen }), 'Screen')()).resolves.toEqual({ Component: Screen });
  });

  it('count a chunk that has not arrived after 120 s as failed (SPEC §9)', async () => {
    expect(chunkTimeoutMs).toBe(120_000);
    const loading = page(() => new Promise<{ Screen: typeof Screen }>(() => undefined), 'Screen')();
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});
