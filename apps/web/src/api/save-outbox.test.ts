import 'fake-indexeddb/auto';
import type { Application } from '@origina/domain/application-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-error.js';
import {
  discardOutbox,
  keepMine,
  type QueuedSave,
  type QueuedUpload,
  queuedSaves,
  queuedUploads,
  queueSave,
  queueUpload,
} from './save-outbox.js';
import { sendQueuedSaves } from './send-queued-saves.js';

const applicationId = '0b6f1f0e-3c1a-4d6e-9a57-1f2e3d4c5b6a';

const save = (key: string, changes: Partial<QueuedSave> = {}): QueuedSave => ({
  key,
  applicationId,
  folio: 'SOL-1',
  section: 'domicilio',
  body: { calle: key },
  version: 3,
  at: '2026-11-28T02:00:00Z',
  state: 'waiting',
  ...changes,
});

// A server that holds one application: each PATCH needs its current version, as the API's does.
function server(version = 3) {
  const app = { id: applicationId, version, data: {} as Record<string, Record<string, unknown>> };
  const patches: { key: string; ifMatch: number }[] = [];
  const sent: string[] = [];
  let offline = false;
  const answer = () => structuredClone(app) as unknown as Application;
  return {
    app,
    patches,
    sent,
    goOffline: (value: boolean) => {
      offline = value;
    },
    transport: {
      patch: async (queued: QueuedSave) => {
        if (offline) throw new ApiRequestError(0, 'network', '');
        patches.push({ key: queued.key, ifMatch: queued.version });
        if (queued.version !== app.version) throw new ApiRequestError(412, 'precondition_failed', '');
        app.data[queued.section] = { ...app.data[queued.section], ...queued.body };
        app.version += 1;
        return answer();
      },
      read: async () => answer(),
      upload: async (upload: QueuedUpload) => {
        if (offline) throw new ApiRequestError(0, 'network', '');
        sent.push(`${upload.name}:${await upload.file.text()}`);
      },
    },
  };
}

const noop = () => undefined;
let user = 0;
let userId = '';
beforeEach(() => {
  user += 1;
  userId = `user-${user}`;
});

describe('the save outbox (issue 35)', () => {
  it('sends saves in the order they were made, each on the version the one before it left', async () => {
    const api = server();
    await queueSave(userId, save('a', { section: 'domicilio' }));
    await queueSave(userId, save('b', { section: 'datos_laborales' }));
    await sendQueuedSaves(userId, noop, noop, api.transport);
    expect(api.patches).toEqual([
      { key: 'a', ifMatch: 3 },
      { key: 'b', ifMatch: 4 },
    ]);
    expect(await queuedSaves(userId)).toEqual([]);
    expect(api.app.version).toBe(5);
  });

  it('queues a save once however often it is retried with its key', async () => {
    await queueSave(userId, save('a'));
    await queueSave(userId, save('b'));
    await queueSave(userId, save('a', { body: { calle: 'again' } }));
    const saves = await queuedSaves(userId);
    expect(saves.map((queued) => queued.key)).toEqual(['a', 'b']);
    expect(saves[0]!.body).toEqual({ calle: 'again' });
  });

  it('keeps every save the network did not carry, for the next round', async () => {
    const api = server();
    await queueSave(userId, save('a'));
    await queueSave(userId, save('b'));
    api.goOffline(true);
    await sendQueuedSaves(userId, noop, noop, api.transport);
    expect((await queuedSaves(userId)).map((queued) => queued.key)).toEqual(['a', 'b']);
    api.goOffline(false);
    await sendQueuedSaves(userId, noop, noop, api.transport);
    expect(await queuedSaves(userId)).toEqual([]);
    expect(api.patches.map((patch) => patch.key)).toEqual(['a', 'b']);
  });

  it('takes a retry refused as stale but already held by the server as acknowledged', async () => {
    const api = server(4);
    api.app.data.domicilio = { calle: 'a' };
    await queueSave(userId, save('a'));
    await sendQueuedSaves(userId, noop, noop, api.transport);
    expect(await queuedSaves(userId)).toEqual([]);
  });

  it('marks a save answered 412 a conflict, holds the ones behind it, and sends them once kept', async () => {
    const api = server(3);
    api.app.data.domicilio = { calle: 'another device' };
    api.app.version = 4;
    await queueSave(userId, save('a'));
    await queueSave(userId, save('b', { section: 'datos_laborales' }));
    await sendQueuedSaves(userId, noop, noop, api.transport);
    const held = await queuedSaves(userId);
    expect(held.map((queued) => [queued.key, queued.state])).toEqual([
      ['a', 'conflict'],
      ['b', 'waiting'],
    ]);
    await keepMine(userId, held[0]!, 4);
    await sendQueuedSaves(userId, noop, noop, api.transport);
    expect(await queuedSaves(userId)).toEqual([]);
    expect(api.app.data.domicilio).toEqual({ calle: 'a' });
    expect(api.app.version).toBe(6);
  });

  it('keeps a file chosen offline, with its bytes, and sends it after the saves once the network is back', async () => {
    const api = server();
    const upload: QueuedUpload = {
      key: 'file-1',
      applicationId,
      folio: 'SOL-1',
      documentType: 'ine',
      name: 'ine.pdf',
      file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
      at: '2026-11-28T02:00:00Z',
    };
    await queueUpload(userId, upload);
    await queueSave(userId, save('a'));
    api.goOffline(true);
    await sendQueuedSaves(userId, noop, noop, api.transport);
    expect(await queuedUploads(userId)).toHaveLength(1);
    api.goOffline(false);
    await sendQueuedSaves(userId, noop, noop, api.transport);
    expect(api.patches.map((patch) => patch.key)).toEqual(['a']);
    expect(api.sent).toEqual(['ine.pdf:%PDF-1.4']);
    expect(await queuedUploads(userId)).toEqual([]);
  });

  it('drops unsent an entry whose application is not an id (a crafted one would lead the token elsewhere)', async () => {
    const backend = server();
    await queueSave(userId, save('dots', { applicationId: '..' }));
    await queueSave(userId, save('real'));
    await sendQueuedSaves(userId, noop, noop, backend.transport);
    expect(backend.patches.map((patch) => patch.key)).toEqual(['real']);
    expect(await queuedSaves(userId)).toEqual([]);
  });

  it('belongs to the account that made it: another neither reads nor sends it', async () => {
    const api = server();
    await queueSave(userId, save('mine'));
    expect(await queuedSaves('someone-else')).toEqual([]);
    await sendQueuedSaves('someone-else', noop, noop, api.transport);
    expect(api.patches).toEqual([]);
    expect(await queuedSaves(userId)).toHaveLength(1);
    await discardOutbox(userId);
    expect(await queuedSaves(userId)).toEqual([]);
  });
});
