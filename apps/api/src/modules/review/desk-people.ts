import { rolesFor } from '@origina/domain/role-workspaces';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

// The people the desk's queue names: the active promoters (to filter by) and the active reviewers
// and admins (to assign to). Names only, never contact details.
export async function deskPeople(db: Database) {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      signedUp: isNotNull(users.passwordHash),
    })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.role, ['promoter', ...rolesFor('review')])))
    .orderBy(asc(users.firstName), asc(users.lastName));
  const named = rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    role: row.role,
    signedUp: row.signedUp,
  }));
  return {
    promoters: named.filter((person) => person.role === 'promoter').map(({ id, name }) => ({ id, name })),
    // Only those who took up their invitation can be assigned work.
    reviewers: named.flatMap(({ id, name, role, signedUp }) =>
      (role === 'reviewer' || role === 'admin') && signedUp ? [{ id, name, role }] : [],
    ),
  };
}
