import { type ComponentType, lazy, useEffect, useState } from 'react';
import { withinChunkTimeout } from './chunk-timeout.js';

/** A module asked once: every caller waits on the same download, and one that failed is asked
 * again by the next caller. */
export function onceLoaded<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return { start, loaded: () => loaded };
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

// After the browser's next frame: a requestAnimationFrame callback runs just before the frame is
// painted, and a task queued from it runs after.
const afterNextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => window.setTimeout(resolve, 0)));

/**
 * A screen's body as code of its own, drawn below its heading (issue 35): the page draws its
 * heading with the dashboard's frame and shows a Suspense fallback; the body's module is evaluated
 * only after that frame is painted, since evaluating it is a long task on a slow phone and would
 * otherwise hold the heading back with it. Its files are preloaded early (build/early-start.ts). A
 * download that fails ends at the route's error screen, whose retry reloads the page.
 */
export function lazyBody<P extends object>(load: () => Promise<ComponentType<P>>, name: string) {
  return lazy(async () => {
    await afterNextFrame();
    // Like a screen's own code: one that never arrives shows the route's error and its retry.
    return { default: await withinChunkTimeout(load, name) };
  });
}
