import type { PrivacyNotice, PrivacyNoticeInput } from '@origina/domain/customer-consents';
import { count, desc, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { privacyNotices } from '../../db/schema.js';
import { samplePrivacyNotice } from './sample-notice.js';

// The lender's privacy notice, one version a save: the customer's link shows the newest, and an
// application keeps the version its customer accepted.

const present = (row: typeof privacyNotices.$inferSelect): PrivacyNotice => ({
  version: row.version,
  text: row.text,
  voluntary_purposes: row.voluntaryPurposes,
  sample: row.sample,
  created_at: row.createdAt.toISOString(),
});

/** The notice in force (the newest version), or null where none was ever written. */
export async function currentNotice(executor: Executor) {
  const [row] = await executor.select().from(privacyNotices).orderBy(desc(privacyNotices.version)).limit(1);
  return row ? present(row) : null;
}

/** Adds a version after the newest; two saves at once never take the same number. */
export async function addNoticeVersion(
  executor: Executor,
  input: PrivacyNoticeInput,
  createdBy: string | null,
  sample = false,
) {
  // Two saves at once would both take the next number: the second waits for the first (readers
  // are not held up). In a transaction of its own, or a savepoint of the caller's.
  return executor.transaction(async (tx) => {
    await tx.execute(sql`lock table privacy_notices in share row exclusive mode`);
    const newest = await currentNotice(tx);
    const [row] = await tx
      .insert(privacyNotices)
      .values({
        version: (newest?.version ?? 0) + 1,
        text: input.text,
        voluntaryPurposes: input.voluntary_purposes,
        sample,
        createdBy,
      })
      .returning();
    return present(row!);
  });
}

/** The demo (and the tests' demo catalogue) start with the sample notice, once. */
export async function seedSamplePrivacyNotice(db: Database) {
  const [existing] = await db.select({ value: count() }).from(privacyNotices);
  if ((existing?.value ?? 0) > 0) return;
  await addNoticeVersion(db, samplePrivacyNotice, null, true);
}
