import { lenderProfileFields } from '@origina/domain/lender-profile';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/support/catalogues.js';
import { lenderProfileBody } from '../../../test/support/lender-profile.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { auditLog } from '../../db/schema.js';
import { translate } from '../../i18n/messages.js';

const path = '/api/v1/admin/lender-profile/';
let server: TestServer;
let alma: string;
let rita: string;
let ana: string;

beforeAll(async () => {
  // A first start that names the lender in its settings, with no profile saved yet.
  server = await startTestServer({
    LENDER_LEGAL_NAME: 'Financiera Inicial, S.A. de C.V., SOFOM, E.N.R.',
    LENDER_RFC: 'FIN010101AB1',
  });
  [alma, rita, ana] = await Promise.all([
    signInAs(server, 'admin'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'promoter'),
  ]);
}, 120_000);
afterAll(() => server?.close());

type Profile = typeof lenderProfileBody & { missing: string[]; updated_at: string | null };

const save = (body: unknown, token = alma, language = 'es') =>
  server.request<Profile>('PUT', path, { token, body, headers: { 'accept-language': language } });

async function lastAudit() {
  const [entry] = await server.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'lender_profile.update'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe('the lender profile (GET and PUT /api/v1/admin/lender-profile/)', () => {
  it('starts from the LENDER_* settings and CONDUSEF’s contact, naming every field still empty', async () => {
    const first = await server.get<Profile>(path, { token: alma });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      legal_name: 'Financiera Inicial, S.A. de C.V., SOFOM, E.N.R.',
      rfc: 'FIN010101AB1',
      address: '',
      condusef: { phone: '55 53 400 999', web: 'www.condusef.gob.mx' },
      updated_at: null,
    });
    expect(first.body.missing).toEqual([
      'address',
      'web_address',
      'une.address',
      'une.phone',
      'une.email',
      'statement_delivery',
      'signatory.name',
      'signatory.position',
    ]);
  });

  it('is for administrators only: 401 without a session, 403 for a promoter or reviewer before the body is read', async () => {
    expect((await server.get(path)).status).toBe(401);
    expect((await server.request('PUT', path, { body: lenderProfileBody })).status).toBe(401);
    for (const token of [ana, rita]) {
      expect((await server.get(path, { token })).status).toBe(403);
      // Even a body the schema would refuse: the role is judged first.
      const refused = await server.request('PUT', path, { token, body: { legal_name: '' } });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('permission_denied');
    }
    expect((await server.get<Profile>(path, { token: alma })).body.updated_at).toBeNull();
  });

  it.each(['es', 'en'] as const)(
    'refuses a bad profile with 400 naming each field, in %s',
    async (language) => {
      const refused = await save(
        {
          ...lenderProfileBody,
          legal_name: '   ',
          rfc: 'RFC-MAL',
          une: { ...lenderProfileBody.une, phone: 'llamar al 55', email: 'une-sin-arroba' },
          statement_delivery: 'Por correo\nCLÁUSULA ADICIONAL',
          signatory: { name: 'Laura Prueba' },
        },
        alma,
        language,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('invalid_input');
      expect(refused.body.errors).toEqual({
        legal_name: [translate(language, 'validation.required')],
        rfc: [translate(language, 'validation.rfc_invalid')],
        'une.phone': [translate(language, 'validation.contact_phone_format')],
        'une.email': [translate(language, 'validation.email_invalid')],
        statement_delivery: [translate(language, 'validation.single_line')],
        'signatory.position': [translate(language, 'validation.required')],
      });
      const unknown = await save({ ...lenderProfileBody, logo: 'x' }, alma, language);
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({
        non_field_errors: [translate(language, 'validation.unknown_field')],
      });
      expect((await server.get<Profile>(path, { token: alma })).body.updated_at).toBeNull();
    },
  );

  it('saves the whole profile, answers it complete, and audits which fields changed', async () => {
    const saved = await save(lenderProfileBody);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...lenderProfileBody, rfc: 'CPR990101AB3', missing: [] });
    expect(saved.body.updated_at).not.toBeNull();
    const read = await server.get<Profile>(path, { token: alma });
    expect(read.body).toEqual(saved.body);
    const created = await lastAudit();
    expect(created).toMatchObject({ entityType: 'lender_profile', ipAddress: '127.0.0.1' });
    // Every field but CONDUSEF's contact, which the body gives as its defaults were.
    expect(created?.details).toEqual({
      fields: lenderProfileFields.filter((field) => !field.startsWith('condusef.')),
    });

    const moved = await save({
      ...lenderProfileBody,
      une: { ...lenderProfileBody.une, phone: '800 000 0000' },
    });
    expect(moved.body.une.phone).toBe('800 000 0000');
    expect((await lastAudit())?.details).toEqual({ fields: ['une.phone'] });
  });

  it('writes and logs nothing for a save that changes nothing', async () => {
    const body = { ...lenderProfileBody, une: { ...lenderProfileBody.une, phone: '800 111 2222' } };
    const first = await save(body);
    const entry = await lastAudit();
    expect(entry?.details).toEqual({ fields: ['une.phone'] });
    const again = await save(body);
    expect(again.status).toBe(200);
    expect(again.body.updated_at).toBe(first.body.updated_at);
    expect((await lastAudit())?.id).toBe(entry?.id);
  });

  it("fills CONDUSEF's contact with its defaults when the body leaves it out", async () => {
    const { condusef: _, ...withoutCondusef } = lenderProfileBody;
    const saved = await save({ ...withoutCondusef, condusef: undefined });
    expect(saved.status).toBe(200);
    expect(saved.body.condusef).toEqual({ phone: '55 53 400 999', web: 'www.condusef.gob.mx' });
  });
});
