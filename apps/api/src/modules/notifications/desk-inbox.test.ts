import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedApplication } from '../../../test/support/applications.js';
import { startLoanDesk } from '../../../test/support/loans.js';
import type { TestServer } from '../../../test/support/server.js';
import {
  drawnSignature,
  type PublicView,
  publicPath,
  signatureSteps,
} from '../../../test/support/signatures.js';
import type { SmsGateway } from '../../../test/support/sms-gateway.js';
import { contracts } from '../../db/schema.js';

// Inboxes for every role (issue 34): admins hear of a loan signed and waiting for its transfer, a
// signing link locked, and a contract about to expire (once per contract's last day); promoters
// and reviewers do not get the admins' notices.

let desk: Awaited<ReturnType<typeof startLoanDesk>>;
let server: TestServer;
let gateway: SmsGateway;
let ana: string;
let rita: string;
let alma: string;
let choices: Awaited<ReturnType<typeof startLoanDesk>>['choices'];

beforeAll(async () => {
  desk = await startLoanDesk();
  ({ server, gateway, ana, rita, alma, choices } = desk);
}, 120_000);
afterAll(() => desk?.close());

const { issued, codeFor, signed } = signatureSteps(() => ({ server, gateway, token: ana }));

type Inbox = { results: { kind: string; application: { id: string }; message: string | null }[] };
const noticesOf = async (token: string, applicationId: string) =>
  (await server.get<Inbox>('/api/v1/notifications/?page_size=100', { token })).body.results.filter(
    (notice) => notice.application.id === applicationId,
  );

describe('the admins’ inbox', () => {
  it('tells admins of a loan signed and waiting to be disbursed', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    await signed(application.id);
    expect((await noticesOf(alma, application.id)).map((notice) => notice.kind)).toContain('loan_signed');
    // Not the reviewer's business, nor the promoter's (they hear of the status, as before).
    expect((await noticesOf(rita, application.id)).map((notice) => notice.kind)).not.toContain('loan_signed');
    expect((await noticesOf(ana, application.id)).map((notice) => notice.kind)).not.toContain('loan_signed');
  });

  it('tells admins of a signing link locked after five wrong codes', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const { slug } = await issued(application.id);
    const view = await server.get<PublicView>(publicPath(slug));
    const code = await codeFor(slug);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1)
      await server.post(publicPath(slug), {
        code: wrong,
        accepted_documents: view.body.documents.map((document) => document.id),
        signature: await drawnSignature(),
      });
    expect((await noticesOf(alma, application.id)).map((notice) => notice.kind)).toEqual([
      'signing_link_locked',
    ]);
    expect((await noticesOf(ana, application.id)).map((notice) => notice.kind)).toContain('signature_locked');
  });

  it('tells an admin once of a contract about to expire, and again for a new version’s date', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    await server.db
      .update(contracts)
      .set({ validUntil: '2026-03-12' })
      .where(eq(contracts.applicationId, application.id));
    try {
      // Three days before its last day: nothing yet.
      server.setToday('2026-03-09');
      expect(await noticesOf(alma, application.id)).toEqual([]);
      // Two days before: once, with the day, however often the inbox is opened.
      server.setToday('2026-03-10');
      const first = await noticesOf(alma, application.id);
      expect(first.map((notice) => [notice.kind, notice.message])).toEqual([
        ['contract_expiring', '2026-03-12'],
      ]);
      expect(await noticesOf(alma, application.id)).toHaveLength(1);
      // A reviewer's inbox does not get it.
      expect(await noticesOf(rita, application.id)).toEqual([]);
      // Reissued with a new last day: a new notice when that one draws near.
      await server.db
        .update(contracts)
        .set({ validUntil: '2026-03-15' })
        .where(eq(contracts.applicationId, application.id));
      server.setToday('2026-03-14');
      expect((await noticesOf(alma, application.id)).map((notice) => notice.message)).toEqual([
        '2026-03-15',
        '2026-03-12',
      ]);
      // Past its last day, or once disbursed, nothing more is said.
      server.setToday('2026-03-20');
      expect(await noticesOf(alma, application.id)).toHaveLength(2);
    } finally {
      server.setToday(null);
    }
  });
});
