import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

// PGlite takes no lock of its own, and two processes on one data directory corrupt it. Every
// command that opens the embedded database holds this file while it does.
const lockFileName = 'origina.lock';

class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
    readonly holderCommand: string,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another Origina process (pid ${holderPid}, ${holderCommand}). ` +
        'Stop that process first (Ctrl+C in its terminal, or kill ' +
        `${holderPid}), or point DATA_DIR elsewhere.`,
    );
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): { pid: number; command: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; command?: unknown };
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, command: String(parsed.command ?? 'unknown') }
      : null;
  } catch {
    return null;
  }
}

export function acquireDataDirLock(dataDir: string, command: string): () => void {
  // The process that owns the data directory keeps everything it (and the embedded database)
  // writes there private to its user: customers' documents and the database files.
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, lockFileName);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, command, since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readHolder(path)?.pid === process.pid) unlinkSync(path);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new DataDirLockedError(dataDir, holder.pid, holder.command);
      }
      // A process that died without cleaning up left the file: it holds nothing.
      try {
        unlinkSync(path);
      } catch {
        // another process removed it first; try again
      }
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
