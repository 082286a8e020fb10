// docs/product-spec.md §9: a screen's code that has not loaded in 120 s counts as failed, and the
// route's error screen offers a retry instead of a blank page (or a spinner that never ends).
export const chunkTimeoutMs = 120_000;

export class ChunkTimeoutError extends Error {}

/** The module `load` gives, or a ChunkTimeoutError once it has taken chunkTimeoutMs. */
export async function withinChunkTimeout<M>(load: () => Promise<M>, name: string): Promise<M> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(name)), chunkTimeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
