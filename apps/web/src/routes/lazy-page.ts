import type { ComponentType } from 'react';
import { type CatalogPart, loadCatalogPart } from '../i18n/i18n.js';

// docs/product-spec.md §9: a screen that has not loaded in 120 s counts as failed, and the route's error screen
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

// A screen's code that could not be fetched (offline, or a deploy replaced it): each browser says
// it differently.
export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    error.message,
  );

/** A screen's code and the catalogue parts it speaks, fetched side by side (one after the other, a
 * phone paid a round trip for each). */
export const withParts =
  <M>(parts: readonly CatalogPart[], load: () => Promise<M>) =>
  async (): Promise<M> => {
    const [module] = await Promise.all([load(), ...parts.map((part) => loadCatalogPart(part))]);
    return module;
  };
