import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { loadDefaultTemplates } from './default-templates.js';
import { onePreviewPerAdmin, previewGate } from './template-preview.js';

// What bounds the work a template makes (issue 31): its size, refused on save and preview with a
// translated 400 naming the body, and one preview at a time per admin.

let server: TestServer;
let admin: string;
let product: string;
const defaults = loadDefaultTemplates({ contractTemplate: null });

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  const promoter = await signInAs(server, 'promoter');
  admin = await signInAs(server, 'admin');
  product = (await demoChoices(server, promoter)).product;
}, 120_000);
afterAll(() => server?.close());

const at = (rest: string) => `/api/v1/admin/products/${product}/contract-templates/contrato/${rest}`;
const send = (rest: string, body: unknown, language = 'es') =>
  server.post(at(rest), body, { token: admin, headers: { 'accept-language': language } });

describe('a template’s limits', () => {
  it('refuses a body over 40,000 characters or 1,500 lines, on save and on preview, naming the body', async () => {
    const long = `${defaults.contrato}\n\n${'x'.repeat(40_000)}`;
    const saved = await send('versions/', { body: long, reca_number: 'RECA-1', based_on: null });
    expect(saved.status).toBe(400);
    expect(saved.body.errors).toEqual({
      body: ['El texto de la plantilla admite como máximo 40,000 caracteres.'],
    });
    const lines = `${defaults.contrato}\n${'>\n'.repeat(1_500)}`;
    const previewed = await send('preview/', { body: lines }, 'en');
    expect(previewed.status).toBe(400);
    expect(previewed.body.errors).toEqual({ body: ['A template’s text may hold at most 1,500 lines.'] });
  });

  it('previews a body at the limits', async () => {
    const room = 1_400 - defaults.contrato.split('\n').length;
    const body = `${defaults.contrato}\n\n${'>\n'.repeat(room)}`;
    expect(body.length).toBeLessThanOrEqual(40_000);
    const answer = await fetch(`${server.baseUrl}${at('preview/')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a second preview by the same admin while the first is being made', async () => {
    const adminId = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()).sub as string;
    const release = await previewGate.enter(adminId, onePreviewPerAdmin);
    try {
      const refused = await send('preview/', { body: defaults.contrato });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('template_preview_busy');
      expect(refused.headers.get('retry-after')).toBe('2');
    } finally {
      release!();
    }
    expect(previewGate.size()).toBe(0);
    const allowed = await fetch(`${server.baseUrl}${at('preview/')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: defaults.contrato }),
    });
    expect(allowed.status).toBe(200);
    expect(previewGate.size()).toBe(0);
  });
});
