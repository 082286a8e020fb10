import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { createImageQueue } from './image-queue.js';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('the image queue', () => {
  it('works on at most its concurrency at once, queues up to its limit, and refuses more with 503 server_busy', async () => {
    const queue = createImageQueue(2, 3);
    let running = 0;
    let most = 0;
    const gates = Array.from({ length: 5 }, deferred);
    const work = (index: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await gates[index]!.promise;
      running -= 1;
      return index;
    };
    const accepted = gates.map((_, index) => queue.run(work(index)));
    expect(queue.stats()).toEqual({ running: 2, waiting: 3 });
    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'server_busy', headers: { 'retry-after': '5' } });
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(accepted)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its slot when the work fails', async () => {
    const queue = createImageQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
