import type { Role } from '@origina/domain/roles';
import { eq, sql } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { promoterErpSequence, promoters, users } from '../../db/schema.js';
import { newId } from '../../ids.js';
import { hashPassword } from '../../security/passwords.js';

export const nextErpId = () =>
  sql<string>`'PRM-' || lpad(nextval(${promoterErpSequence.seqName}::regclass)::text, 6, '0')`;

export interface NewAccount {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  mobileNumber?: string | null;
  language?: 'es' | 'en';
}

export async function findUserIdByEmail(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}

// An account made by an operator (CLI) or the demo seed: verified, with a password, and a promoter
// record when the role is promoter. Callers check the password policy first.
export async function createAccount(db: Database, account: NewAccount, actor: string) {
  const id = newId();
  const passwordHash = await hashPassword(account.password);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      email: account.email,
      passwordHash,
      role: account.role,
      firstName: account.firstName,
      lastName: account.lastName,
      language: account.language ?? 'es',
      emailVerifiedAt: new Date(),
      passwordChangedAt: new Date(),
    });
    if (account.role === 'promoter') {
      await tx
        .insert(promoters)
        .values({ userId: id, erpId: nextErpId(), mobileNumber: account.mobileNumber ?? null });
    }
    await audit(tx, {
      actorId: null,
      action: 'user.created',
      entityType: 'user',
      entityId: id,
      details: { role: account.role, by: actor },
    });
  });
  return id;
}
