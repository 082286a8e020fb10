import type { PrivacyNoticeInput } from '@origina/domain/customer-consents';
import type { PrivacyNoticeAdmin } from '@origina/domain/privacy-notice-admin';
import { desc, eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { Database, Executor } from '../../db/client.js';
import { privacyNotices, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { addNoticeVersion, currentNotice } from './notices.js';

// The administrator's side of the privacy notice: the versions written, one of them, and a save
// (a new version, audited; a version a customer accepted never changes).

export async function noticeVersions(executor: Executor): Promise<PrivacyNoticeAdmin> {
  const rows = await executor
    .select({
      version: privacyNotices.version,
      createdAt: privacyNotices.createdAt,
      sample: privacyNotices.sample,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(privacyNotices)
    .leftJoin(users, eq(users.id, privacyNotices.createdBy))
    .orderBy(desc(privacyNotices.version));
  return {
    current: await currentNotice(executor),
    versions: rows.map((row) => ({
      version: row.version,
      created_at: row.createdAt.toISOString(),
      created_by: row.userId ? { id: row.userId, name: `${row.firstName} ${row.lastName}` } : null,
      sample: row.sample,
    })),
  };
}

export async function noticeVersion(executor: Executor, version: number) {
  const [row] = Number.isSafeInteger(version)
    ? await executor.select().from(privacyNotices).where(eq(privacyNotices.version, version))
    : [];
  if (!row) throw new AppError(404, 'privacy_notice_not_found');
  return {
    version: row.version,
    text: row.text,
    voluntary_purposes: row.voluntaryPurposes,
    sample: row.sample,
    created_at: row.createdAt.toISOString(),
  };
}

/** A new version, written and audited together (what changed: its length and purposes' keys). */
export async function saveNoticeVersion(
  db: Database,
  input: PrivacyNoticeInput,
  actor: { id: string; ip: string },
) {
  return db.transaction(async (tx) => {
    const saved = await addNoticeVersion(tx, input, actor.id);
    await audit(tx, {
      actorId: actor.id,
      action: 'privacy_notice.create',
      entityType: 'privacy_notice',
      entityId: null,
      ipAddress: actor.ip,
      details: {
        version: saved.version,
        characters: input.text.length,
        voluntary_purposes: input.voluntary_purposes.map((purpose) => purpose.key),
      },
    });
    return saved;
  });
}
