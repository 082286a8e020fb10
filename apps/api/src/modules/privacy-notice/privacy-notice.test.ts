import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import {
  contractTags,
  createContractRecorder,
  loadOperations,
} from '../../../test/support/openapi-contract.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { auditLog } from '../../db/schema.js';
import { samplePrivacyNotice } from './sample-notice.js';

// The privacy notice's editor (administrators): the demo's sample is version 1; every save is a
// new version, audited; the versions stay readable as they were written.

let server: TestServer;
let api: TestServer;
let contract: ReturnType<typeof createContractRecorder>;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  contract = createContractRecorder(await loadOperations(server));
  api = contract.recording(server);
  admin = await signInAs(server, 'admin');
}, 120_000);
afterAll(() => server?.close());

const path = '/api/v1/admin/privacy-notice/';
type Versions = {
  current: { version: number; text: string; sample: boolean; voluntary_purposes: { key: string }[] } | null;
  versions: { version: number; sample: boolean; created_by: { name: string } | null }[];
};
const ownNotice = {
  text: `AVISO DE PRIVACIDAD INTEGRAL de la financiera. ${'Finalidades, transferencias y derechos ARCO. '.repeat(8)}`,
  voluntary_purposes: [{ key: 'encuestas', text: 'Invitarle a encuestas de calidad.' }],
};

describe('the privacy notice editor', () => {
  it('starts with the sample as version 1; a save adds version 2 by its author, audited; both stay readable', async () => {
    const start = await api.get<Versions>(path, { token: admin });
    expect(start.status).toBe(200);
    expect(start.body.current).toMatchObject({ version: 1, sample: true });
    expect(start.body.versions).toEqual([
      expect.objectContaining({ version: 1, sample: true, created_by: null }),
    ]);

    const saved = await api.post<{ version: number; sample: boolean }>(path, ownNotice, { token: admin });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ version: 2, sample: false });

    const after = await api.get<Versions>(path, { token: admin });
    expect(after.body.current).toMatchObject({
      version: 2,
      sample: false,
      voluntary_purposes: [{ key: 'encuestas' }],
    });
    expect(after.body.versions.map((version) => version.version)).toEqual([2, 1]);
    expect(after.body.versions[0]!.created_by?.name).toBe('Prueba admin');

    const first = await api.get<{ text: string; sample: boolean }>(`${path}1/`, { token: admin });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ text: samplePrivacyNotice.text, sample: true });
    expect((await api.get(`${path}99/`, { token: admin })).status).toBe(404);
    expect((await api.get(`${path}uno/`, { token: admin })).status).toBe(400);

    const audited = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy_notice.create'));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.details).toMatchObject({ version: 2, voluntary_purposes: ['encuestas'] });
  });

  it('refuses a short text or a malformed purpose key with translated field errors, and non-admins', async () => {
    const short = await api.post(path, { ...ownNotice, text: 'Aviso breve.' }, { token: admin });
    expect(short.status).toBe(400);
    const badKey = await server.post<{ errors: Record<string, string[]> }>(
      path,
      { ...ownNotice, voluntary_purposes: [{ key: 'Mercadotecnia', text: 'Ofertas.' }] },
      { token: admin },
    );
    expect(badKey.status).toBe(400);
    expect(JSON.stringify(badKey.body)).toContain('La clave de la finalidad empieza con una letra minúscula');
    const reviewer = await signInAs(server, 'reviewer');
    expect((await api.get(path, { token: reviewer })).status).toBe(403);
    expect((await api.post(path, ownNotice, { token: reviewer })).status).toBe(403);
    expect((await api.get(path)).status).toBe(401);
  });

  it('covers every operation with a successful answer, and every answer matches the document', () => {
    expect(contract.problems()).toEqual([]);
    expect(contract.uncovered(contractTags['privacy-notice.test.ts'])).toEqual([]);
  });
});

describe('the sample notice', () => {
  it('covers what a notice must say: purposes necessary and voluntary, the employer and the bureaus, ARCO with the lender', () => {
    const text = samplePrivacyNotice.text;
    for (const part of [
      'EJEMPLO',
      'Finalidades necesarias',
      'Finalidades voluntarias',
      'empleador',
      'sociedades de información crediticia',
      'ARCO',
      'no con el promotor',
      'revocar su consentimiento',
      'datos biométricos',
    ])
      expect(text).toContain(part);
  });
});

describe('saves at once', () => {
  it('give each save its own version, never a failure', async () => {
    const saves = await Promise.all(
      [1, 2, 3].map(() => server.post<{ version: number }>(path, ownNotice, { token: admin })),
    );
    expect(saves.map((save) => save.status)).toEqual([201, 201, 201]);
    expect(new Set(saves.map((save) => save.body.version)).size).toBe(3);
  });
});
