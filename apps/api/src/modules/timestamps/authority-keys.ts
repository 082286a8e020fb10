import { desc } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { timestampAuthorityKeys } from '../../db/schema.js';
import { newId } from '../../ids.js';
import { createSlugSealer } from '../../security/capability-slugs.js';
import { lenderLegalName } from '../lender-profile/contract-parties.js';
import { type AuthorityKey, createAuthorityKey, importAuthorityKey } from './local-authority.js';
import { certificateOf } from './tsp.js';

// The local authority's keys, in the database (PostgreSQL or the embedded PGlite alike), so that
// every process and every restart signs with the same one. The private key is sealed under the
// server secret (a copy of the database alone cannot sign); a key the secret no longer opens (the
// secret was changed) gives way to a new one, and the old certificate still checks old tokens.

/** The certificate's common name: says plainly what kind of timestamp this is. */
export const localAuthorityName = 'Sello de tiempo local (no certificado)';

export function createAuthorityKeys(context: Pick<AppContext, 'db' | 'config' | 'log'>) {
  const sealer = createSlugSealer(context.config.jwtSecret, 'timestamp-authority-key');
  let signing: Promise<AuthorityKey> | null = null;

  const rows = () =>
    context.db.select().from(timestampAuthorityKeys).orderBy(desc(timestampAuthorityKeys.createdAt));

  async function openOrCreate(): Promise<AuthorityKey> {
    for (const row of await rows()) {
      try {
        const pkcs8 = Buffer.from(sealer.open(row.sealedKey), 'base64');
        return {
          certificate: Buffer.from(row.certificate, 'base64'),
          privateKey: await importAuthorityKey(pkcs8),
        };
      } catch {
        // Sealed under another secret: kept for its certificate only.
      }
    }
    const made = await createAuthorityKey(
      localAuthorityName,
      await lenderLegalName(context.db, context.config.lender),
    ).catch((error) => {
      // A legal name the certificate cannot hold must not stop every signature: the trade name
      // from the configuration names the lender instead.
      context.log.warn({ err: error }, 'timestamps: the legal name did not fit the certificate');
      return createAuthorityKey(localAuthorityName, context.config.lender.name);
    });
    await context.db.insert(timestampAuthorityKeys).values({
      id: newId(),
      certificate: made.certificate.toString('base64'),
      sealedKey: sealer.seal(made.pkcs8.toString('base64')),
    });
    context.log.info('timestamps: the local time-stamping key was created');
    return { certificate: made.certificate, privateKey: made.privateKey };
  }

  return {
    /** The key that signs (made on first use). */
    signingKey() {
      signing ??= openOrCreate().catch((error) => {
        signing = null;
        throw error;
      });
      return signing;
    },
    /** Every certificate the local authority ever signed with: the anchors its tokens are checked
     * against. */
    async certificates() {
      return (await rows()).map((row) => certificateOf(Buffer.from(row.certificate, 'base64')));
    },
  };
}
