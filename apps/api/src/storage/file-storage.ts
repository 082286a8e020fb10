import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** A browser upload straight to the store: a form POST of these fields and then the file. */
interface DirectUpload {
  url: string;
  fields: Record<string, string>;
}

interface DirectUploadLimits {
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
}

// Where uploaded files live: local disk under the data directory, or an S3-compatible bucket
// (s3-storage.ts). Keys are made by the server from ids.
export interface FileStorage {
  kind: 'local' | 's3';
  put(key: string, content: Buffer): Promise<void>;
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /**
   * Only stores the browser can reach: a presigned POST for `key`, whose object the server then
   * reads back (`readUpload`), checks and moves; local disk answers null (uploads go through the API).
   */
  directUpload(key: string, limits: DirectUploadLimits): Promise<DirectUpload | null>;
  /** The object a direct upload left, if it is there and no larger than `maxBytes` (else 'too_large'). */
  readUpload(key: string, maxBytes: number): Promise<Buffer | 'too_large' | null>;
}

const safeKey = /^[0-9a-z-]+(\/[0-9a-z-]+)*$/;

export function assertSafeKey(key: string) {
  if (!safeKey.test(key)) throw new Error(`unsafe storage key ${key}`);
}

/** Where a direct upload waits for the server's checks: a prefix a bucket lifecycle rule can expire. */
export const incomingKey = (key: string) => `incoming/${key}`;

export function localDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  // Anything but a server-made key is refused rather than resolved.
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const path = join(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`unsafe storage key ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // Written under a temporary name and renamed when complete: a crash never leaves a half
      // file under the name a record points to.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, content, { flag: 'wx', mode: 0o600 });
      await rename(temporary, path);
    },
    async read(key) {
      return createReadStream(pathOf(key));
    },
    async exists(key) {
      return stat(pathOf(key)).then(
        () => true,
        () => false,
      );
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    directUpload: async () => null,
    readUpload: async () => null,
  };
}
