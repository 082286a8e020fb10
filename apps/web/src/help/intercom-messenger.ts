import type { ChatProvider } from './chat-widget.js';

type IntercomCommand = (command: string, ...args: unknown[]) => void;
type QueuedIntercom = IntercomCommand & { q: unknown[][]; c: (args: unknown[]) => void };

// Intercom's documented loader: a function that queues calls until widget.intercom.io's script
// replaces it and replays the queue.
function ensureLoaded(appId: string): IntercomCommand {
  const global = window as unknown as { Intercom?: IntercomCommand };
  if (typeof global.Intercom === 'function') return (...args) => global.Intercom!(...args);
  const queued = ((...args: unknown[]) => queued.c(args)) as QueuedIntercom;
  queued.q = [];
  queued.c = (args) => queued.q.push(args);
  global.Intercom = queued;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
  document.head.append(script);
  return (command, ...args) => global.Intercom!(command, ...args);
}

export function intercomMessenger(appId: string): ChatProvider {
  const intercom = ensureLoaded(appId);
  return {
    boot: ({ launcher, identity }) =>
      intercom('boot', { app_id: appId, hide_default_launcher: !launcher, ...(identity ?? {}) }),
    show: () => intercom('show'),
    shutdown: () => intercom('shutdown'),
  };
}
