import { readFileSync } from 'node:fs';
import type { Database } from '../../src/db/client.js';
import { postalSettlements } from '../../src/db/schema.js';
import { demoLenderCatalog, seedDemoLenderCatalog } from '../../src/modules/catalogs/lender-import.js';
import { bundledPostalCatalog, readPostalCatalogFile } from '../../src/modules/catalogs/postal-catalog.js';
import { createAccount } from '../../src/modules/users/accounts.js';
import { login, strongPassword, type TestServer, uniqueEmail } from './server.js';

let settlements: ReturnType<typeof readPostalCatalogFile>['settlements'] | undefined;

// The real SEPOMEX rows of the given postal codes (loading all 155,847 per test file is slow).
export async function loadPostalCodes(db: Database, zips: string[]) {
  settlements ??= readPostalCatalogFile(bundledPostalCatalog).settlements;
  const wanted = new Set(zips);
  await db
    .insert(postalSettlements)
    .values(settlements.filter((row) => wanted.has(row.zip)))
    .onConflictDoNothing();
}

// The demo lender catalogue as the embedded demo gets it, with its branches' postal codes.
export async function seedDemoCatalogues(db: Database) {
  const demo = JSON.parse(readFileSync(demoLenderCatalog, 'utf8')) as { branches: { zip: string }[] };
  await loadPostalCodes(
    db,
    demo.branches.map((branch) => branch.zip),
  );
  await seedDemoLenderCatalog(db);
}

// One sign-in at a time: an address's attempts still in flight count toward the captcha it owes
// (docs/security.md, "Sign-in and rate limits"), and every test signs in from 127.0.0.1, so four
// at once would owe one.
let signIns: Promise<unknown> = Promise.resolve();

export function signInAs(server: TestServer, role: 'admin' | 'reviewer' | 'promoter' | 'compliance') {
  const next = signIns.then(() => signInNow(server, role));
  signIns = next.catch(() => undefined);
  return next;
}

async function signInNow(server: TestServer, role: 'admin' | 'reviewer' | 'promoter' | 'compliance') {
  const email = uniqueEmail(role);
  await createAccount(
    server.db,
    { email, password: strongPassword, role, firstName: 'Prueba', lastName: role },
    'test',
  );
  const response = await login(server, email, strongPassword);
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return response.body.access;
}
