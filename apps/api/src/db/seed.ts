import type { Role } from '@origina/domain/roles';
import { createAccount, findUserIdByEmail } from '../modules/users/accounts.js';
import type { Database } from './client.js';

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
];

// Only for the embedded demo database (the caller checks); safe to run on every start.
export async function seedDemo(db: Database) {
  for (const account of demoAccounts) {
    if (await findUserIdByEmail(db, account.email)) continue;
    await createAccount(db, { ...account, password: demoPassword }, 'demo-seed');
  }
  return demoAccounts.map(({ email, role }) => ({ email, role, password: demoPassword }));
}
