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

// A screen's code that could not be fetched (offline, or a deploy replaced it): each browser says
// it differently.
export const isChunkLoadError = (error: unknown) =>
  error instanceof ChunkTimeoutError ||
  (error instanceof Error &&
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      error.message,
    ));
