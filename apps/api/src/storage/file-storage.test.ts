import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { localDiskStorage } from './file-storage.js';

const root = mkdtempSync(join(tmpdir(), 'origina-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('keeps stored documents readable by the server’s user only (0600 files, 0700 folders)', async () => {
  const storage = localDiskStorage(root);
  await storage.put('application-1/document-1', Buffer.from('%PDF-1.4'));
  expect(statSync(join(root, 'application-1/document-1')).mode & 0o777).toBe(0o600);
  expect(statSync(join(root, 'application-1')).mode & 0o777).toBe(0o700);
});

it('refuses a key that is not one the server makes', async () => {
  const storage = localDiskStorage(root);
  await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
});
