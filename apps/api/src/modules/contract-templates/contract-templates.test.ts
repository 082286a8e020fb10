import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { pdfText } from '../../../test/support/signatures.js';
import { auditLog } from '../../db/schema.js';
import { loadDefaultTemplates } from './default-templates.js';

// A product's contract templates through the admin API: who may use it, what a save refuses, the
// preview as PDF, and versions numbered one after another.

let server: TestServer;
let admin: string;
let promoter: string;
let reviewer: string;
let product: string;
const defaults = loadDefaultTemplates({ contractTemplate: null });

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  [admin, promoter, reviewer] = await Promise.all([
    signInAs(server, 'admin'),
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
  ]);
  product = (await demoChoices(server, promoter)).product;
}, 120_000);
afterAll(() => server?.close());

const path = (type = 'contrato', id = product) => `/api/v1/admin/products/${id}/contract-templates/${type}/`;

interface TemplateAnswer {
  current: { version: number | null; body: string; reca_number: string | null };
  default_body: string;
  versions: { version: number; reca_number: string; created_by: { name: string } }[];
}
interface VersionAnswer {
  version: number;
  body: string;
  reca_number: string;
  created_at: string;
  created_by: { id: string; name: string };
}

const save = (body: unknown, options: { type?: string; token?: string; language?: string } = {}) =>
  server.post<VersionAnswer>(`${path(options.type)}versions/`, body, {
    token: options.token ?? admin,
    headers: { 'accept-language': options.language ?? 'es' },
  });

async function preview(body: unknown, type = 'caratula') {
  const response = await fetch(`${server.baseUrl}${path(type)}preview/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { response, content: Buffer.from(await response.arrayBuffer()) };
}

describe('the contract template editor’s API', () => {
  it('is for administrators only: other roles get 403, nobody signed in 401, before the body is read', async () => {
    for (const token of [promoter, reviewer]) {
      expect((await server.get(path(), { token })).status).toBe(403);
      expect((await server.get(`${path()}versions/1/`, { token })).status).toBe(403);
      expect((await save({}, { token })).status).toBe(403);
      expect((await server.post(`${path()}preview/`, {}, { token })).status).toBe(403);
    }
    expect((await server.get(path())).status).toBe(401);
    expect((await server.post(`${path()}versions/`, {})).status).toBe(401);
  });

  it('answers the default text while the product has no version of its own', async () => {
    const answer = await server.get<TemplateAnswer>(path('carta_instruccion'), { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.current).toEqual({
      version: null,
      body: defaults.carta_instruccion,
      reca_number: null,
    });
    expect(answer.body.default_body).toBe(defaults.carta_instruccion);
    expect(answer.body.versions).toEqual([]);
  });

  it('answers 404 for a product that does not exist and 400 for a document that is not templated', async () => {
    expect(
      (await server.get(path('contrato', '00000000-0000-4000-8000-000000000000'), { token: admin })).status,
    ).toBe(404);
    expect((await server.get(path('contrato', 'no-such-product'), { token: admin })).status).toBe(404);
    expect((await server.get(path('pagare'), { token: admin })).status).toBe(400);
    expect((await server.get(`${path()}versions/99/`, { token: admin })).status).toBe(404);
  });

  it('refuses a template naming an unknown placeholder, or leaving out a required one, naming them in the reader’s language', async () => {
    const unknown = await save({
      body: `${defaults.contrato}\n\nTotal: {{monto_total}}`,
      reca_number: 'RECA-1',
      based_on: null,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('invalid_input');
    expect(unknown.body.errors?.body?.[0]).toBe(
      'Estos marcadores no existen: {{monto_total}}. Corrígelos o quítalos; la lista muestra los disponibles.',
    );
    const missing = await save(
      {
        body: defaults.contrato.replaceAll('{{tasa_moratoria}}', '10 %'),
        reca_number: 'RECA-1',
        based_on: null,
      },
      { language: 'en' },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.body).toEqual([
      'This document must include these placeholders: {{tasa_moratoria}}.',
    ]);
    const blank = await save({ body: '  \n', reca_number: '', based_on: null });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.errors ?? {}).sort()).toEqual(['body', 'reca_number']);
    // A RECA number is one line.
    const twoLines = await save({ body: defaults.contrato, reca_number: 'RECA\n2', based_on: null });
    expect(twoLines.body.errors?.reca_number).toBeDefined();
    expect((await server.get<TemplateAnswer>(path(), { token: admin })).body.versions).toEqual([]);
  });

  it('shows a draft as the PDF it would make, with a sample loan, without saving it', async () => {
    const draft = defaults.caratula.replace('# Advertencias', '# Advertencias del borrador');
    const { response, content } = await preview({ body: draft, reca_number: 'RECA-BORRADOR' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(content)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Advertencias del borrador');
    // One RECA for the whole set: a carátula prints the contrato's (here the product's), whatever
    // number its own draft names.
    expect(text).not.toContain('RECA-BORRADOR');
    expect(text).toContain('0000-000-000000/00-00000-0000');
    expect(text).toContain('MUESTRA-0001');
    expect(text).toContain('MUESTRA SIN VALIDEZ');
    expect(text).toMatch(/Número de pagos \d+ pagos quincenales/);
    const refused = await preview({ body: `${draft}\n\n{{no_existe}}` });
    expect(refused.response.status).toBe(400);
    expect((await server.get<TemplateAnswer>(path('caratula'), { token: admin })).body.versions).toEqual([]);
  });

  it('saves versions one after another, each with its RECA number, who saved it and when', async () => {
    const first = await save({
      body: `${defaults.contrato}\n\nVersión uno.`,
      reca_number: 'RECA-V1',
      based_on: null,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      version: 1,
      reca_number: 'RECA-V1',
      created_by: { name: 'Prueba admin' },
    });
    expect(Date.now() - Date.parse(first.body.created_at)).toBeLessThan(60_000);
    // Saved over by someone who started from the default too: refused, nothing saved.
    const stale = await save({
      body: `${defaults.contrato}\n\nOtra.`,
      reca_number: 'RECA-X',
      based_on: null,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('contract_template_changed');
    const second = await save({
      body: `${defaults.contrato}\n\nVersión dos.`,
      reca_number: 'RECA-V2',
      based_on: 1,
    });
    expect(second.status).toBe(201);
    expect(second.body.version).toBe(2);

    const answer = await server.get<TemplateAnswer>(path(), { token: admin });
    expect(answer.body.current).toEqual({
      version: 2,
      body: `${defaults.contrato}\n\nVersión dos.`,
      reca_number: 'RECA-V2',
    });
    expect(answer.body.versions.map((version) => [version.version, version.reca_number])).toEqual([
      [2, 'RECA-V2'],
      [1, 'RECA-V1'],
    ]);
    const one = await server.get<VersionAnswer>(`${path()}versions/1/`, { token: admin });
    expect(one.body.body).toBe(`${defaults.contrato}\n\nVersión uno.`);
    // Each type numbers its own versions.
    expect(
      (await server.get<TemplateAnswer>(path('caratula'), { token: admin })).body.current.version,
    ).toBeNull();

    const saves = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contract_template.save'), eq(auditLog.entityId, product)));
    expect(saves.map((entry) => entry.details)).toEqual([
      { code: 'NOM-QNA-CLASICO', document: 'contrato', version: 1 },
      { code: 'NOM-QNA-CLASICO', document: 'contrato', version: 2 },
    ]);
  });
});
