import { registerSW } from 'virtual:pwa-register';

let started = false;

/** Registers sw.js. A new version waits until the promoter applies it (the update notice): taking
 * over by itself would reload the page in the middle of a capture. */
export function registerServiceWorker(onUpdateWaiting: (apply: () => void) => void) {
  if (started) return;
  started = true;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => onUpdateWaiting(() => void update(true)),
    onRegisterError: (error) => console.error('Service worker registration failed', error),
  });
}
