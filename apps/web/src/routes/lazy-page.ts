import type { ComponentType } from 'react';

// SPEC §9: a screen that has not loaded in 120 s counts as failed, and the route's error screen
// offers a retry instead of a blank page.
export const chunkTimeoutMs = 120_000;

export class ChunkTimeoutError extends Error {}

export function page<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkTimeoutError(name)), chunkTimeoutMs);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module[name] as ComponentType };
    } finally {
      clearTimeout(timer);
    }
  };
}
