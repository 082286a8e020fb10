import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from './rate-limit-store.js';

describe('memory rate-limit store', () => {
  it('counts hits in a window, tells when it resets, and forgets after it', async () => {
    let now = 1_000_000;
    const store = createMemoryRateLimitStore(() => now);
    expect(await store.hit('k', 60)).toEqual({ count: 1, resetInSeconds: 60 });
    now += 30_000;
    expect(await store.hit('k', 60)).toEqual({ count: 2, resetInSeconds: 30 });
    expect((await store.peek('k')).count).toBe(2);
    now += 30_001;
    expect((await store.peek('k')).count).toBe(0);
    expect((await store.hit('k', 60)).count).toBe(1);
    await store.reset('k');
    expect((await store.peek('k')).count).toBe(0);
  });

  it("takes back one hit within the window, never below zero, keeping the window's end", async () => {
    let now = 1_000_000;
    const store = createMemoryRateLimitStore(() => now);
    await store.hit('k', 60);
    await store.hit('k', 60);
    now += 20_000;
    await store.undo('k');
    expect(await store.peek('k')).toEqual({ count: 1, resetInSeconds: 40 });
    await store.undo('k');
    await store.undo('k');
    expect((await store.peek('k')).count).toBe(0);
    await store.undo('never-hit');
    expect((await store.hit('never-hit', 60)).count).toBe(1);
  });
});
