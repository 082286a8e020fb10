import { AppError } from '../../errors.js';
import type { ApplicationRow } from './applications.js';

// An application's version is its ETag: every write names the version it was made on.

/** The version an If-Match names ("3" or W/"3"); 428 without one. */
export function expectedVersion(header: string | undefined) {
  if (!header) throw new AppError(428, 'precondition_required');
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
  if (!match) throw new AppError(412, 'version_mismatch');
  return Number(match[1]);
}

export const etagOf = (row: Pick<ApplicationRow, 'version'>) => `"${row.version}"`;

// The writer's version is not the stored one: 412, with the current ETag so the client can reload.
export const staleVersion = (row: Pick<ApplicationRow, 'version'>) =>
  new AppError(412, 'version_mismatch', { headers: { etag: etagOf(row) } });
