import type { ComponentType } from 'react';
import { withinChunkTimeout } from '../components/chunk-timeout.js';
import { type CatalogPart, loadCatalogPart } from '../i18n/i18n.js';

export function page<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => {
    const module = await withinChunkTimeout(load, name);
    return { Component: module[name] as ComponentType };
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
