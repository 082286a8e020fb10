import { describe, expect, it, vi } from 'vitest';
import { onceLoaded } from './later.js';

describe('a part loaded later', () => {
  it('is downloaded once, however many parts of the screen ask for it', async () => {
    const load = vi.fn(async () => ({ part: 'drawer' }));
    const module = onceLoaded(load);
    expect(module.loaded()).toBeNull();
    const [first, second] = await Promise.all([module.start(), module.start()]);
    expect(first).toBe(second);
    expect(await module.start()).toBe(first);
    expect(module.loaded()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is asked again after a download that failed (the network was gone)', async () => {
    const load = vi
      .fn<() => Promise<{ part: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ part: 'menu' });
    const module = onceLoaded(load);
    await expect(module.start()).rejects.toThrow('Failed to fetch');
    expect(module.loaded()).toBeNull();
    expect(await module.start()).toEqual({ part: 'menu' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with keepFailure, keeps a failed download until it is forgotten (a retry), then asks again', async () => {
    const load = vi
      .fn<() => Promise<{ part: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ part: 'body' });
    const module = onceLoaded(load, { keepFailure: true });
    const failed = module.start();
    await expect(failed).rejects.toThrow('Failed to fetch');
    expect(module.start()).toBe(failed);
    expect(load).toHaveBeenCalledTimes(1);
    module.forget();
    expect(await module.start()).toEqual({ part: 'body' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
