import type { Application } from '@origina/domain/application-api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuthContext } from '../auth/auth-context.js';
import { keepCopy } from './application-copies.js';
import { documentsKey } from './documents-key.js';
import {
  onOutboxChange,
  type QueuedSave,
  type QueuedUpload,
  queuedSaves,
  queuedUploads,
} from './save-outbox.js';
import type { sendQueuedSaves } from './send-queued-saves.js';

/** One of the account's lists, read again after every change; undefined until first read. */
function useQueuedRead<T>(list: (userId: string) => Promise<T[]>): T[] | undefined {
  const userId = useAuthContext().user?.id;
  const [saves, setSaves] = useState<T[] | undefined>(undefined);
  useEffect(() => {
    if (!userId) return setSaves([]);
    let live = true;
    const read = () =>
      void list(userId)
        .then((list) => live && setSaves(list))
        // No IndexedDB (a private mode that refuses it): nothing is queued.
        .catch(() => live && setSaves([]));
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [userId, list]);
  return saves;
}

const useQueued = <T>(list: (userId: string) => Promise<T[]>): T[] => useQueuedRead(list) ?? [];

/** The signed-in account's queued saves. */
export const useQueuedSaves = () => useQueued<QueuedSave>(queuedSaves);
/** The same, undefined until the device's list has been read: a step's form takes its values once,
 * when it opens, and after a reload it must open with the saves queued on it, not without them. */
export const useQueuedSavesOnceRead = () => useQueuedRead<QueuedSave>(queuedSaves);
/** The signed-in account's files waiting for the network. */
export const useQueuedUploads = () => useQueued<QueuedUpload>(queuedUploads);

/**
 * How many saves and files wait for the network, for the frame's offline banner (issue 35), which arrives in
 * its own change.
 * @public
 */
export const usePendingSaveCount = () => useQueuedSaves().length + useQueuedUploads().length;

// The sender and the application's schema load only when something waits: the frame's download
// carries neither (issue 35), and a promoter with nothing queued never downloads them here.
async function sendQueued(...args: Parameters<typeof sendQueuedSaves>) {
  const [userId] = args;
  const [saves, uploads] = await Promise.all([queuedSaves(userId), queuedUploads(userId)]);
  if (saves.length === 0 && uploads.length === 0) return;
  const sender = await import('./send-queued-saves.js');
  await sender.sendQueuedSaves(...args);
}

/** Sends the queue at start, whenever the network returns and whenever a save joins it online.
 * Mounted once, in the dashboard's frame. */
export function useOutboxSender() {
  const userId = useAuthContext().user?.id;
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const onSaved = (application: Application) => {
      client.setQueryData(['application', application.id], application);
      keepCopy(userId, application);
      void client.invalidateQueries({ queryKey: ['applications'] });
    };
    const onUploaded = (applicationId: string) =>
      void client.invalidateQueries({ queryKey: documentsKey(applicationId) });
    const send = () => {
      if (navigator.onLine) void sendQueued(userId, onSaved, onUploaded).catch(() => undefined);
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
