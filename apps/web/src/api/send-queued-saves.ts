import { type Application, applicationSchema } from '@origina/domain/application-api';
import type { ApplicationData } from '@origina/domain/application-sections';
import { ApiRequestError } from './api-error.js';
import { uploadApplicationDocument } from './application-documents.js';
import { apiRequest } from './client.js';
import {
  acknowledgeSave,
  dropSave,
  dropUpload,
  markConflict,
  type QueuedSave,
  type QueuedUpload,
  queuedSaves,
  queuedUploads,
} from './save-outbox.js';

const applicationPath = (id: string) => `/promoter/applications/${encodeURIComponent(id)}/`;

const patchSection = (save: QueuedSave) =>
  apiRequest(applicationPath(save.applicationId), {
    method: 'PATCH',
    body: { [save.section]: save.body },
    headers: { 'if-match': `"${save.version}"`, 'idempotency-key': save.key },
    schema: applicationSchema,
  });

const readApplication = (id: string) => apiRequest(applicationPath(id), { schema: applicationSchema });

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether the server already holds every value of the save: a try whose answer the network lost
 * landed, and its retry is refused as stale (412) though nothing moved on another device. */
const serverHolds = (application: Application, save: QueuedSave) => {
  const section = (application.data as ApplicationData)[save.section] as Record<string, unknown> | undefined;
  return Object.entries(save.body).every(([field, value]) => same(section?.[field], value));
};

/** How saves reach the server (a test hands its own). */
interface Transport {
  patch: (save: QueuedSave) => Promise<Application>;
  read: (id: string) => Promise<Application>;
  upload: (upload: QueuedUpload) => Promise<unknown>;
}
const overHttp: Transport = {
  patch: patchSection,
  read: readApplication,
  upload: (upload) =>
    uploadApplicationDocument(
      upload.applicationId,
      upload.documentType,
      new File([upload.file], upload.name, { type: upload.file.type }),
      () => undefined,
    ),
};

let sending: Promise<void> | null = null;
let again = false;

/**
 * Sends the account's queued saves in order, one at a time; each leaves the list only once the
 * server answered it. A network failure stops the round (the rest wait for the next one); a 412
 * marks that save a conflict and holds the saves behind it for the same application; other
 * refusals (a rule the device could not check) are conflicts too: the promoter sees both versions.
 * One round at a time per tab.
 */
export function sendQueuedSaves(
  userId: string,
  onSaved: (application: Application) => void,
  onUploaded: (applicationId: string) => void = () => undefined,
  transport: Transport = overHttp,
) {
  // Asked during a round: one more round after it (a save queued after its last reading).
  if (sending) {
    again = true;
    return sending;
  }
  sending = (async () => {
    try {
      do {
        again = false;
        if (await sendRound(userId, onSaved, transport)) await sendUploads(userId, transport, onUploaded);
      } while (again && navigator.onLine !== false);
    } finally {
      sending = null;
    }
  })();
  return sending;
}

// The device's list is only as trustworthy as the device: an entry whose application is not an id
// (`..` would climb out of the application's address with the promoter's token) is dropped unsent.
const isApplicationId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Whether the round ended with the network still there. */
async function sendRound(
  userId: string,
  onSaved: (application: Application) => void,
  transport: Transport,
): Promise<boolean> {
  for (;;) {
    const saves = await queuedSaves(userId);
    const held = new Set(saves.filter((save) => save.state === 'conflict').map((save) => save.applicationId));
    const next = saves.find((save) => save.state === 'waiting' && !held.has(save.applicationId));
    if (!next) return true;
    if (!isApplicationId(next.applicationId)) {
      await dropSave(userId, next.key);
      continue;
    }
    try {
      const saved = await transport.patch(next);
      await acknowledgeSave(userId, next, saved.version);
      onSaved(saved);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) return false;
      if (error.status === 401 || error.status === 403) return false;
      if (error.status === 412) {
        const now = await transport.read(next.applicationId).catch(() => null);
        if (!now) return false;
        if (serverHolds(now, next)) {
          await acknowledgeSave(userId, next, now.version);
          onSaved(now);
          continue;
        }
      }
      await markConflict(userId, next.key, error.status === 412 ? undefined : error.detail);
    }
  }
}

/** Files chosen offline, after the saves (a document belongs to steps already saved), in order. A
 * file the server refuses for good (its type, its size) leaves the list: sending it again cannot
 * help, and the checklist asks for another. */
async function sendUploads(
  userId: string,
  transport: Transport,
  onUploaded: (applicationId: string) => void,
) {
  for (const upload of await queuedUploads(userId)) {
    if (!isApplicationId(upload.applicationId)) {
      await dropUpload(userId, upload.key);
      continue;
    }
    try {
      await transport.upload(upload);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) return;
      if (error.status === 401 || error.status === 403 || error.status === 429) return;
    }
    await dropUpload(userId, upload.key);
    onUploaded(upload.applicationId);
  }
}
