import type { ApplicationSection } from '@origina/domain/application-sections';
import { createStore, del, get, type UseStore, update } from 'idb-keyval';

/**
 * Step saves the server has not acknowledged yet, kept in IndexedDB so that going offline,
 * reloading or closing the tab loses none of them (issue 35). One list per signed-in account
 * (another account on the device neither sees nor sends it), in the order they were made.
 */
export interface QueuedSave {
  /** Sent as Idempotency-Key; the same on every try of this save. */
  key: string;
  applicationId: string;
  folio: string;
  section: ApplicationSection;
  body: Record<string, unknown>;
  /** The version the save was based on, sent as If-Match. */
  version: number;
  at: string;
  /** waiting: to be sent; conflict: the server's version moved on (412), the promoter chooses. */
  state: 'waiting' | 'conflict';
  /** Why the server refused it, in its words, when it was not a version that moved on. */
  reason?: string;
}

/** A document chosen offline (or whose upload the network cut): the file itself is kept. */
export interface QueuedUpload {
  key: string;
  applicationId: string;
  folio: string;
  documentType: string;
  name: string;
  file: Blob;
  at: string;
}

let store: UseStore | undefined;
// Opened on first use: nothing touches IndexedDB before a save is queued or read.
const outboxStore = () => {
  store ??= createStore('origina-outbox', 'saves');
  return store;
};

const listKey = (userId: string) => `saves:${userId}`;
const uploadsKey = (userId: string) => `uploads:${userId}`;
const listeners = new Set<() => void>();

/** Told after every change (the hooks read the list again). */
export function onOutboxChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

async function change(userId: string, edit: (saves: QueuedSave[]) => QueuedSave[]) {
  await update<QueuedSave[]>(listKey(userId), (saves) => edit(saves ?? []), outboxStore());
  for (const listener of listeners) listener();
}

export async function queuedSaves(userId: string): Promise<QueuedSave[]> {
  return (await get<QueuedSave[]>(listKey(userId), outboxStore())) ?? [];
}

/** Adds a save at the end; one with a key already queued replaces it in place (a retry is not a
 * second save). */
export const queueSave = (userId: string, save: QueuedSave) =>
  change(userId, (saves) =>
    saves.some((queued) => queued.key === save.key)
      ? saves.map((queued) => (queued.key === save.key ? save : queued))
      : [...saves, save],
  );

/** The server acknowledged this save: it leaves the list. Later saves of the same application
 * made on the version it was based on now stand on the version the server answered (they were
 * typed after it on this device, so they are not conflicts). */
export const acknowledgeSave = (userId: string, save: QueuedSave, version: number) =>
  change(userId, (saves) =>
    saves
      .filter((queued) => queued.key !== save.key)
      .map((queued) =>
        queued.applicationId === save.applicationId && queued.version === save.version
          ? { ...queued, version }
          : queued,
      ),
  );

export const markConflict = (userId: string, key: string, reason?: string) =>
  change(userId, (saves) =>
    saves.map((queued) =>
      queued.key === key ? { ...queued, state: 'conflict' as const, ...(reason ? { reason } : {}) } : queued,
    ),
  );

/** Keep this device's version: the save and those queued behind it on the same version are sent
 * again on the server's current one. */
export const keepMine = (userId: string, save: QueuedSave, serverVersion: number) =>
  change(userId, (saves) =>
    saves.map((queued) =>
      queued.applicationId === save.applicationId && queued.version === save.version
        ? {
            ...queued,
            version: serverVersion,
            state: queued.key === save.key ? 'waiting' : queued.state,
            reason: undefined,
          }
        : queued,
    ),
  );

/** Take the server's version: this device's save is dropped. */
export const dropSave = (userId: string, key: string) =>
  change(userId, (saves) => saves.filter((queued) => queued.key !== key));

export async function queuedUploads(userId: string): Promise<QueuedUpload[]> {
  return (await get<QueuedUpload[]>(uploadsKey(userId), outboxStore())) ?? [];
}

async function changeUploads(userId: string, edit: (uploads: QueuedUpload[]) => QueuedUpload[]) {
  await update<QueuedUpload[]>(uploadsKey(userId), (uploads) => edit(uploads ?? []), outboxStore());
  for (const listener of listeners) listener();
}

export const queueUpload = (userId: string, upload: QueuedUpload) =>
  changeUploads(userId, (uploads) => [...uploads.filter((queued) => queued.key !== upload.key), upload]);

/** Stored by the server (or refused for good): it leaves the list. */
export const dropUpload = (userId: string, key: string) =>
  changeUploads(userId, (uploads) => uploads.filter((queued) => queued.key !== key));

/** A confirmed sign-out: the account's queued saves and files are discarded. */
export async function discardOutbox(userId: string) {
  await del(listKey(userId), outboxStore());
  await del(uploadsKey(userId), outboxStore());
  for (const listener of listeners) listener();
}
