import { createHmac } from 'node:crypto';
import type { User } from '@origina/domain/auth';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { promoters, users } from '../../db/schema.js';

type UserRow = typeof users.$inferSelect;
type PromoterRow = typeof promoters.$inferSelect;

// docs/product-spec.md §7: the chat widget identifies a promoter by a prefix plus erp_id; Intercom's identity
// verification is an HMAC-SHA256 of that id with the workspace secret, computed only here.
function intercomHash(config: AppContext['config'], erpId: string) {
  const secret = config.chat.intercomSecret;
  if (!secret) return null;
  return createHmac('sha256', secret).update(`${config.chat.userIdPrefix}${erpId}`).digest('hex');
}

export function toUserResponse(
  config: AppContext['config'],
  user: UserRow,
  promoter: PromoterRow | null,
): User {
  return {
    id: user.id,
    email: user.email,
    displayName: `${user.firstName} ${user.lastName}`.trim(),
    photoURL: user.photoUrl,
    role: user.role,
    email_verified: user.emailVerifiedAt !== null,
    language: user.language === 'en' ? 'en' : 'es',
    promoter: promoter
      ? {
          name: user.firstName,
          last_name: user.lastName,
          erp_id: promoter.erpId,
          mobile_number: promoter.mobileNumber,
          intercom_hash: intercomHash(config, promoter.erpId),
        }
      : null,
  };
}

export async function loadUserResponse(context: AppContext, executor: Executor, userId: string) {
  const [row] = await executor
    .select()
    .from(users)
    .leftJoin(promoters, eq(promoters.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toUserResponse(context.config, row.users, row.promoters) : null;
}
