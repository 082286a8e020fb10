// Whether the app can reach the server: the browser says so (navigator.onLine, its online and
// offline events), and so does a request that fails with a network error while the browser still
// believes it is online (a Wi-Fi without internet, a server out of reach). After such a failure a
// HEAD of the public configuration asks every few seconds (the service worker answers only GETs,
// so this one always goes to the server) until the server answers again.
const probeEveryMs = 5000;

const listeners = new Set<() => void>();
let unreachable = false;
let probe: ReturnType<typeof setTimeout> | undefined;

const notify = () => {
  for (const listener of listeners) listener();
};

function setUnreachable(value: boolean) {
  if (unreachable === value) return;
  unreachable = value;
  if (!value && probe !== undefined) {
    clearTimeout(probe);
    probe = undefined;
  }
  notify();
}

function scheduleProbe() {
  if (probe !== undefined) return;
  probe = setTimeout(async () => {
    probe = undefined;
    try {
      await fetch('/api/v1/config/', { method: 'HEAD', cache: 'no-store' });
      setUnreachable(false);
    } catch {
      scheduleProbe();
    }
  }, probeEveryMs);
}

/** A request to the API failed without an answer (src/api/client.ts). */
export function reportNetworkError() {
  setUnreachable(true);
  scheduleProbe();
}

/** True while the browser is offline or the server could not be reached. */
export const isOffline = () => (typeof navigator !== 'undefined' && !navigator.onLine) || unreachable;

export function subscribeToNetwork(listener: () => void) {
  listeners.add(listener);
  const online = () => {
    // The browser's word that it is back: try again at once rather than wait for the probe.
    setUnreachable(false);
    listener();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', listener);
  };
}
