import type { ScreeningSource } from '@origina/domain/screening-match';
import { ListFileError, type ParsedEntry } from './list-files.js';
import { parseOfacSdn, withOfacAliases } from './ofac-list.js';
import { parseUifList } from './uif-list.js';
import { parseUnList } from './un-list.js';

/** A list file read as its source publishes it (OFAC's alternate names optional); a file with no
 * entry is refused too: loading it would empty the list. */
export function parseList(source: ScreeningSource, bytes: Buffer, altBytes?: Buffer): ParsedEntry[] {
  const entries =
    source === 'uif'
      ? parseUifList(bytes)
      : source === 'un'
        ? parseUnList(bytes)
        : altBytes
          ? withOfacAliases(parseOfacSdn(bytes), altBytes)
          : parseOfacSdn(bytes);
  if (entries.length === 0) throw new ListFileError(source, 'screening.list_empty');
  return entries;
}
