import type { PublicConfig } from '@origina/domain/public-config';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './client.js';

// The public runtime configuration, fetched once per page load and shared by every screen. A
// plain store rather than a query: the sign-in screens need it and carry no query library.
let config: PublicConfig | undefined;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load() {
  if (request) return;
  request = apiRequest<PublicConfig>('/config/', { authenticated: false })
    .then((value) => {
      config = value;
      for (const listener of listeners) listener();
    })
    .catch(() => {
      // Screens fall back to their defaults; the next screen that asks tries again.
      request = undefined;
    });
}

// start.tsx waits for this before the first render, so every screen (and the error reporting set
// up before them) sees the configuration at once. Settles either way: a failure leaves defaults.
export function loadPublicConfig() {
  load();
  return request ?? Promise.resolve();
}

export const currentPublicConfig = () => config;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
};

export function usePublicConfig() {
  return {
    data: useSyncExternalStore(
      subscribe,
      () => config,
      () => undefined,
    ),
  };
}
