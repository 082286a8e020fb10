import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { AppError } from '../errors.js';
import { createConcurrencyGate } from '../security/concurrency-gate.js';

// Decoding a photo costs CPU and memory in proportion to its pixels (a 40-megapixel photo is
// about 120 MB decoded): photos are worked on a few at a time, the rest wait in a short line, and
// past it the server answers 503 `server_busy` instead of taking on more than it can hold.

/** Photos worked on at once: one per core (at most 4), each on one libvips thread. */
const imageConcurrency = Math.max(1, Math.min(availableParallelism(), 4));
/** Photos waiting their turn; one more is refused. */
const imageQueueLimit = 16;
/** What a refused photo's Retry-After says, in seconds. */
const imageRetryAfterSeconds = 5;

// Each photo is different: libvips' operation cache only holds memory. One thread per photo keeps
// the total at the queue's concurrency.
sharp.cache(false);
sharp.concurrency(1);

export function createImageQueue(concurrency: number, queueLimit: number) {
  // One key: every photo shares the same few threads.
  const gate = createConcurrencyGate();
  const limit = { concurrent: concurrency, waiting: queueLimit };
  return {
    /** Runs `work` when a slot is free; refuses (503 `server_busy`) when the line is full. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      const release = await gate.enter('images', limit);
      if (!release) {
        throw new AppError(503, 'server_busy', {
          headers: { 'retry-after': String(imageRetryAfterSeconds) },
        });
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    stats: () => gate.stats('images'),
  };
}

/** The process's one line for image work (identity photos, document photos, signatures). */
export const imageQueue = createImageQueue(imageConcurrency, imageQueueLimit);
