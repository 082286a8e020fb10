import 'fake-indexeddb/auto';
import type { Application } from '@origina/domain/application-api';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-error.js';
import {
  applicationCopy,
  discardApplicationCopies,
  keepApplicationCopy,
  readWithCopy,
} from './application-copies.js';

const application = (id: string, version: number, position = 'Analista') =>
  ({ id, folio: `SOL-${id}`, version, data: { datos_laborales: { position } } }) as unknown as Application;

const offline = () => Promise.reject(new ApiRequestError(0, 'network', ''));

describe("the device's copy of an application (issue 35)", () => {
  it('is read only by the account that read it, and only when the server cannot be reached', async () => {
    await keepApplicationCopy('promoter-a', application('app-1', 4));

    expect(await readWithCopy('promoter-a', 'app-1', offline)).toMatchObject({ id: 'app-1', version: 4 });
    // Another account on the device: the copy is not theirs, the network error stands.
    await expect(readWithCopy('promoter-b', 'app-1', offline)).rejects.toMatchObject({ status: 0 });
    expect(await applicationCopy('promoter-b', 'app-1')).toBeUndefined();
    // Nobody signed in: nothing.
    await expect(readWithCopy(undefined, 'app-1', offline)).rejects.toMatchObject({ status: 0 });
    // The server answered with a refusal: never the copy in its place.
    const refused = () => Promise.reject(new ApiRequestError(404, 'not_found', ''));
    await expect(readWithCopy('promoter-a', 'app-1', refused)).rejects.toMatchObject({ status: 404 });
    // A screen that already shows the application keeps it: the failed refresh is said, not hidden.
    await expect(readWithCopy('promoter-a', 'app-1', offline, false)).rejects.toMatchObject({ status: 0 });
  });

  it('is written with every answer of the server, never going back to an older version', async () => {
    const read = await readWithCopy('promoter-a', 'app-2', async () => application('app-2', 7, 'Jefa'));
    expect(read.version).toBe(7);
    await vi.waitFor(async () => expect((await applicationCopy('promoter-a', 'app-2'))?.version).toBe(7));

    // A reading that left before a save and arrived after it carries the older version.
    await keepApplicationCopy('promoter-a', application('app-2', 6, 'Antes'));
    expect(await applicationCopy('promoter-a', 'app-2')).toMatchObject({ version: 7 });
    await keepApplicationCopy('promoter-a', application('app-2', 8, 'Después'));
    expect((await readWithCopy('promoter-a', 'app-2', offline)).data).toEqual({
      datos_laborales: { position: 'Después' },
    });
  });

  it("leaves the device at sign-out, that account's copies only", async () => {
    await keepApplicationCopy('promoter-c', application('app-3', 1));
    await keepApplicationCopy('promoter-c', application('app-4', 1));
    await keepApplicationCopy('promoter-d', application('app-3', 2));
    // An account id that starts like another one's is not that one.
    await keepApplicationCopy('promoter-cc', application('app-5', 1));

    await discardApplicationCopies('promoter-c');

    expect(await applicationCopy('promoter-c', 'app-3')).toBeUndefined();
    expect(await applicationCopy('promoter-c', 'app-4')).toBeUndefined();
    await expect(readWithCopy('promoter-c', 'app-3', offline)).rejects.toMatchObject({ status: 0 });
    expect(await applicationCopy('promoter-d', 'app-3')).toMatchObject({ version: 2 });
    expect(await applicationCopy('promoter-cc', 'app-5')).toMatchObject({ version: 1 });
  });
});
