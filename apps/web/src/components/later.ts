import { useEffect, useState } from 'react';

/** A module asked once: every caller waits on the same download. One that failed is asked again by
 * the next caller, or, with `keepFailure`, only after `forget` (a caller that asks on every render,
 * as React's `use` does, would otherwise ask again without end). */
export function onceLoaded<T>(load: () => Promise<T>, { keepFailure = false } = {}) {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        if (!keepFailure) loading = null;
        throw error;
      },
    );
    return loading;
  };
  const forget = () => {
    loading = null;
  };
  return { start, loaded: () => loaded, forget };
}

type LaterModule<T> = ReturnType<typeof onceLoaded<T>>;

/**
 * Code a screen needs only after its first frame (a drawer, a menu, a dialog): asked once the
 * screen has drawn and the browser is idle, so it does not delay that frame or the screen's reads
 * on a slow phone (issue 35), and held from then on. Until it arrives the part is not drawn.
 * Gives the module, or null while it is on its way.
 */
export function useLater<T>(module: LaterModule<T>): T | null {
  const [arrived, setArrived] = useState(module.loaded);
  useEffect(() => {
    if (arrived) return;
    let live = true;
    let wait = 2000;
    let timer: number | undefined;
    // A failed download is asked again when the network returns, or after a wait that grows to
    // half a minute: a flaky link fails without the browser ever counting itself offline.
    const ask = () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', ask);
      void module.start().then(
        (loaded) => live && setArrived(() => loaded),
        () => {
          if (!live) return;
          window.addEventListener('online', ask, { once: true });
          timer = window.setTimeout(ask, wait);
          wait = Math.min(wait * 2, 30_000);
        },
      );
    };
    // Once the browser is idle: the screen's own reads and its font go first on a slow network.
    const idle = window.requestIdleCallback?.(ask, { timeout: 2000 });
    if (idle === undefined) timer = window.setTimeout(ask, 500);
    return () => {
      live = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
      window.removeEventListener('online', ask);
    };
  }, [arrived, module]);
  return arrived;
}
