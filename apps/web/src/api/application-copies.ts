import type { Application } from '@origina/domain/application-api';
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { ApiRequestError } from './api-error.js';

/**
 * The device's copy of each application the signed-in promoter opened (issue 35): written whenever
 * the server answers it, read only when the server cannot be reached, so a step reloaded offline
 * shows the application (with the queued saves laid over it, application-with-queued.ts). Keyed by
 * the account and the application: another account on the device never reads it, and signing out
 * deletes the account's copies (auth-provider.tsx). The service worker keeps no personal data;
 * this is the one place an application is kept, in IndexedDB beside the outbox.
 */
let store: UseStore | undefined;
// Opened on first use: nothing touches IndexedDB before an application is read.
const copiesStore = () => {
  store ??= createStore('origina-applications', 'copies');
  return store;
};

const prefix = (userId: string) => `${userId}:`;
const copyKey = (userId: string, applicationId: string) => `${prefix(userId)}${applicationId}`;

/** Keeps the application as the server answered it; an older version never replaces a newer one. */
export async function keepApplicationCopy(userId: string, application: Application) {
  const key = copyKey(userId, application.id);
  const held = await get<Application>(key, copiesStore());
  if (held && held.version > application.version) return;
  await set(key, application, copiesStore());
}

/** keepApplicationCopy for the screens, which never wait on it: a device that refuses IndexedDB
 * only loses the offline reload. */
export function keepCopy(userId: string | undefined, application: Application) {
  if (userId) void keepApplicationCopy(userId, application).catch(() => undefined);
}

/** This account's copy of the application, if the device holds one. */
export async function applicationCopy(
  userId: string,
  applicationId: string,
): Promise<Application | undefined> {
  const copy = await get<Application>(copyKey(userId, applicationId), copiesStore());
  // A key is the account's own only if the id inside matches it too.
  return copy?.id === applicationId ? copy : undefined;
}

/** Sign-out: every copy of the account's applications leaves the device. */
export async function discardApplicationCopies(userId: string) {
  const mine = (await keys<string>(copiesStore())).filter(
    (key) => typeof key === 'string' && key.startsWith(prefix(userId)),
  );
  await Promise.all(mine.map((key) => del(key, copiesStore())));
}

/** Reads the application from the server and keeps the device's copy of the answer; when the server
 * cannot be reached (offline: no answer at all), the signed-in account's copy instead, if the device
 * holds one. A refusal (404, 403, 401) is never answered from the copy. A screen that already shows
 * the application (fromCopy false) keeps it and says its refresh failed rather than take the copy. */
export async function readWithCopy(
  userId: string | undefined,
  applicationId: string,
  read: () => Promise<Application>,
  fromCopy = true,
): Promise<Application> {
  try {
    const answer = await read();
    keepCopy(userId, answer);
    return answer;
  } catch (error) {
    const unreachable = fromCopy && error instanceof ApiRequestError && error.status === 0;
    const copy =
      unreachable && userId ? await applicationCopy(userId, applicationId).catch(() => undefined) : undefined;
    if (copy) return copy;
    throw error;
  }
}
