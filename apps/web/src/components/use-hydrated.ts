import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

// False while a prerendered page is being taken over (and on the server), true afterwards and in
// any page drawn in the browser. Controls that need JavaScript stay disabled until then, so a tap
// on a prerendered page is never silently lost.
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
