import { randomBytes } from 'node:crypto';

// UUID version 7 (time-ordered), made here because PostgreSQL 15 has no uuidv7() and ordered keys
// keep indexes compact.
export function newId(): string {
  const bytes = randomBytes(16);
  const time = BigInt(Date.now());
  for (let i = 0; i < 6; i += 1) bytes[i] = Number((time >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Filters and paths accept a record's id; anything else cannot match a uuid column.
export const isUuid = (value: string) => uuidPattern.test(value);
