import type { ComponentType } from 'react';
import { withinChunkTimeout } from '../components/chunk-load.js';
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

/** A screen's code and the catalogue parts it speaks, fetched side by side (one after the other, a
 * phone paid a round trip for each). */
export const withParts =
  <M>(parts: readonly CatalogPart[], load: () => Promise<M>) =>
  async (): Promise<M> => {
    const [module] = await Promise.all([load(), ...parts.map((part) => loadCatalogPart(part))]);
    return module;
  };
