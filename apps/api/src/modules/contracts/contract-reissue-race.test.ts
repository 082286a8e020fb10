import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { todayInMexico } from '@origina/domain/calendar-date';
import { addDays } from '@origina/domain/payroll-calendar';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvedApplication, demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import type { AppContext } from '../../context.js';
import { applications } from '../../db/schema.js';
import { createMailer } from '../../mail/mailer.js';
import { localDiskStorage } from '../../storage/file-storage.js';
import { createContractService } from './service.js';

// An attack's finding: parallel requests for a new version of one expired contract. Each
// request stores its PDFs under the same key (v2-…) before the transaction that records them; the
// losers then hit the unique index on contract_documents (500), and the files they wrote over the
// winner's no longer match the sha256 the winner recorded.

let server: TestServer;
let ana: string;
let rita: string;
let alma: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  [ana, rita, alma] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'admin'),
  ]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterEach(() => server.setToday(null));
afterAll(async () => {
  await server?.close();
});

interface ContractAnswer {
  version: number;
  code?: string;
  documents: { id: string; type: string; sha256: string; download_url: string }[];
}

const reissue = (id: string, token: string) =>
  server.post<ContractAnswer>(`/api/v1/promoter/applications/${id}/contract/reissue/`, undefined, { token });

describe('parallel requests for a new version of one expired contract', () => {
  it('make one version: the others get a 409, never a 500, and every stored PDF matches its recorded sha256', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    server.setToday(addDays(todayInMexico(), 6));
    const answers = await Promise.all([
      reissue(application.id, ana),
      reissue(application.id, alma),
      reissue(application.id, ana),
      reissue(application.id, alma),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // The others are told what a later request is told: the contract is no longer expired.
    expect(
      answers.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body.code]),
    ).toEqual(Array.from({ length: 3 }, () => [409, 'contract_not_expired']));

    const contract = await server.get<ContractAnswer>(
      `/api/v1/promoter/applications/${application.id}/contract/`,
      {
        token: ana,
      },
    );
    expect(contract.body.version).toBe(2);
    for (const document of contract.body.documents) {
      const response = await fetch(`${server.baseUrl}${document.download_url}`, {
        headers: { authorization: `Bearer ${ana}` },
      });
      const content = Buffer.from(await response.arrayBuffer());
      expect(createHash('sha256').update(content).digest('hex'), document.type).toBe(document.sha256);
    }
  }, 120_000);

  // The parallel requests above only sometimes interleave this way (CI saw two 200s): a request
  // judged the set expired, then another made version 2 before this one read the set.
  it('a request that judged the set expired before another made a new version gets a 409, not a third version', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const later = addDays(todayInMexico(), 6);
    server.setToday(later);
    const [judged] = await server.db.select().from(applications).where(eq(applications.id, application.id));
    expect((await reissue(application.id, ana)).status).toBe(200);

    const log = pino({ level: 'silent' });
    const storage = localDiskStorage(join(server.config.dataDir, 'documents'));
    const mailer = createMailer({
      db: server.db,
      smtpUrl: null,
      from: server.config.mailFrom,
      log,
      readFile: async (key) => buffer(await storage.read(key)),
    });
    // What the contract service reads of the server's context, on the test server's own parts.
    const context = {
      config: server.config,
      db: server.db,
      storage,
      mailer,
      log,
      today: () => later,
    } as AppContext;
    await expect(
      createContractService(context).reissue(judged!, {
        id: judged!.promoterId,
        ip: '127.0.0.1',
      }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'contract_not_expired' });
    const contract = await server.get<ContractAnswer>(
      `/api/v1/promoter/applications/${application.id}/contract/`,
      {
        token: ana,
      },
    );
    expect(contract.body.version).toBe(2);
  }, 120_000);
});
