import { chmodSync, lstatSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';

// Everything under DATA_DIR (the embedded database, stored documents, the generated secret) is
// private to the user the server runs as: folders 0700, files 0600. The umask set at start covers
// what Node writes; it does not cover a DATA_DIR made before (kept 0755 by mkdir), nor PGlite,
// whose WebAssembly file layer creates its files 0666 (some 0644) whatever the umask.
const folderMode = 0o700;
const fileMode = 0o600;

// A file may vanish while the walk runs (a WAL segment recycled), and an entry another user owns
// cannot be changed by this one: both are left as they are.
const skippable = new Set(['ENOENT', 'EPERM']);
function quietly<T>(action: () => T): T | null {
  try {
    return action();
  } catch (error) {
    if (skippable.has((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
}

/** Tightens every folder and file under `root` (itself included); symbolic links are neither
 * followed nor changed. Walked without recursion, so no depth can exhaust the stack. */
export function tightenDataDir(root: string) {
  const pending = [root];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    const entry: Stats | null = quietly(() => lstatSync(path));
    if (!entry || !(entry.isDirectory() || entry.isFile())) continue;
    const wanted = entry.isDirectory() ? folderMode : fileMode;
    if ((entry.mode & 0o777) !== wanted) quietly(() => chmodSync(path, wanted));
    if (!entry.isDirectory()) continue;
    for (const name of quietly(() => readdirSync(path)) ?? []) pending.push(join(path, name));
  }
}
