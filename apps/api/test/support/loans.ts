import { todayInMexico } from '@origina/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { applications } from '../../src/db/schema.js';
import { approvedApplication, demoChoices } from './applications.js';
import { seedDemoCatalogues, signInAs } from './catalogues.js';
import { startTestServer } from './server.js';
import { signatureSteps } from './signatures.js';
import { startSmsGateway } from './sms-gateway.js';

/** A server with the demo catalogues and a whole desk: two promoters (ana, beto), a reviewer (rita)
 * and an admin (alma); the customer's signing codes go to the SMS gateway. `signedLoan` takes an
 * application of ana's (or of the promoter named) to the customer's signature, `disbursedLoan` on
 * to the bank's transfer today. */
export async function startLoanDesk() {
  const gateway = await startSmsGateway();
  const server = await startTestServer(gateway.env);
  await seedDemoCatalogues(server.db);
  const [ana, beto, rita, alma] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'admin'),
  ]);
  const choices = await demoChoices(server, ana);
  let signer = ana;
  const { signed } = signatureSteps(() => ({ server, gateway, token: signer }));
  const signedLoan = async (overrides?: Parameters<typeof approvedApplication>[4], promoter = ana) => {
    const approved = await approvedApplication(server, promoter, rita, choices, overrides);
    signer = promoter;
    try {
      await signed(approved.id);
    } finally {
      signer = ana;
    }
    return approved.id;
  };
  const disbursedLoan = async (overrides?: Parameters<typeof approvedApplication>[4], promoter = ana) => {
    const id = await signedLoan(overrides, promoter);
    const [row] = await server.db.select().from(applications).where(eq(applications.id, id));
    const done = await server.post<{ status: string }>(
      `/api/v1/review/applications/${id}/decide/`,
      { decision: 'disburse', reference: 'MBAN01002611200001', paid_at: todayInMexico() },
      { token: alma, headers: { 'if-match': `"${row!.version}"` } },
    );
    expect([done.status, done.body.status]).toEqual([200, 'disbursed']);
    return row!;
  };
  const close = async () => {
    await server.close();
    gateway.close();
  };
  return { server, gateway, ana, beto, rita, alma, choices, signedLoan, disbursedLoan, close };
}
