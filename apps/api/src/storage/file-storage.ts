import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

// Where uploaded files live. Local disk under the data directory now; an S3-compatible bucket can
// stand behind the same interface.
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

const safeKey = /^[0-9a-f-]+(\/[0-9a-f-]+)*$/;

export function localDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  // Keys are made by the server from ids; anything else is refused rather than resolved.
  const pathOf = (key: string) => {
    if (!safeKey.test(key)) throw new Error(`unsafe storage key ${key}`);
    const path = join(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`unsafe storage key ${key}`);
    return path;
  };
  return {
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written under a temporary name and renamed when complete: a crash never leaves a half
      // file under the name a record points to.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, content, { flag: 'wx' });
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
  };
}
