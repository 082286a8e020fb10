import type { Role } from '@origina/domain/roles';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, promoters } from '../../db/schema.js';
import { createAccount, findUserIdByEmail } from './accounts.js';

// The demo's three accounts (one per role), made on the embedded demo database at start.

export const demoPassword = 'Origina-Demo-2026';

export const demoAccounts: {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  mobileNumber?: string;
}[] = [
  {
    email: 'promotor@demo.origina.mx',
    role: 'promoter',
    firstName: 'Ana',
    lastName: 'Promotora',
    mobileNumber: '5512345678',
  },
  { email: 'revisor@demo.origina.mx', role: 'reviewer', firstName: 'Raúl', lastName: 'Revisor' },
  { email: 'admin@demo.origina.mx', role: 'admin', firstName: 'Alma', lastName: 'Administradora' },
  {
    email: 'cumplimiento@demo.origina.mx',
    role: 'compliance',
    firstName: 'Carmen',
    lastName: 'Cumplimiento',
  },
];

// Only for the embedded demo database (the caller checks); safe to run on every start.
export async function seedDemo(db: Database) {
  for (const account of demoAccounts) {
    if (await findUserIdByEmail(db, account.email)) continue;
    const id = await createAccount(db, { ...account, password: demoPassword }, 'demo-seed');
    // The demo promoter works from the Roma branch (its quotes print it).
    if (account.role === 'promoter') {
      const [roma] = await db
        .select({ id: branches.id })
        .from(branches)
        .where(eq(branches.code, 'SUC-CDMX-ROMA'));
      if (roma) await db.update(promoters).set({ branchId: roma.id }).where(eq(promoters.userId, id));
    }
  }
  return demoAccounts.map(({ email, role }) => ({ email, role, password: demoPassword }));
}
