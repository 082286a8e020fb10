import type { Application } from '@origina/domain/application-api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuthContext } from '../auth/auth-context.js';
import { onOutboxChange, type QueuedSave, queuedSaves } from './save-outbox.js';
import { sendQueuedSaves } from './send-queued-saves.js';

/** The signed-in account's queued saves, read again after every change. */
export function useQueuedSaves(): QueuedSave[] {
  const userId = useAuthContext().user?.id;
  const [saves, setSaves] = useState<QueuedSave[]>([]);
  useEffect(() => {
    if (!userId) return setSaves([]);
    let live = true;
    const read = () =>
      void queuedSaves(userId)
        .then((list) => live && setSaves(list))
        // No IndexedDB (a private mode that refuses it): nothing is queued.
        .catch(() => live && setSaves([]));
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return saves;
}

/**
 * How many saves wait for the network, for the frame's offline banner (issue 35), which arrives in
 * its own change.
 * @public
 */
export const usePendingSaveCount = () => useQueuedSaves().length;

/** Sends the queue at start, whenever the network returns and whenever a save joins it online.
 * Mounted once, in the dashboard's frame. */
export function useOutboxSender() {
  const userId = useAuthContext().user?.id;
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const onSaved = (application: Application) => {
      client.setQueryData(['application', application.id], application);
      void client.invalidateQueries({ queryKey: ['applications'] });
    };
    const send = () => {
      if (navigator.onLine) void sendQueuedSaves(userId, onSaved).catch(() => undefined);
    };
    send();
    window.addEventListener('online', send);
    const stop = onOutboxChange(send);
    return () => {
      window.removeEventListener('online', send);
      stop();
    };
  }, [userId, client]);
}
