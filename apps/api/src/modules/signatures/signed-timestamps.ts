import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { Timestamp, Timestamps } from '../timestamps/service.js';

// Each signed file gets its RFC 3161 token before anything of the signature is recorded. An
// authority that does not answer, or answers wrong, fails the signature (503, nothing written):
// the customer tries again with the same code (it stays valid for its ten minutes). A signature
// is never acknowledged without its tokens, so none can be lost waiting for one.

export async function timestampAll<T extends { sha256: string }>(
  context: Pick<AppContext, 'log'>,
  timestamps: Timestamps,
  stamped: T[],
): Promise<(T & { timestamp: Timestamp })[]> {
  try {
    return await Promise.all(
      stamped.map(async (item) => ({ ...item, timestamp: await timestamps.stamp(item.sha256) })),
    );
  } catch (error) {
    context.log.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'signing: no timestamp',
    );
    throw new AppError(503, 'signature.timestamp_unavailable', { headers: { 'retry-after': '60' } });
  }
}

/** The token's columns on the signed document's record (none for the paper pagaré). */
export const timestampColumns = (timestamp: Timestamp | null) => ({
  timestampToken: timestamp?.token.toString('base64') ?? null,
  timestampAuthority: timestamp?.authority ?? null,
  timestampedAt: timestamp?.time ?? null,
});
