import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices, takenApplication } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { startSmtpListener } from '../../../test/support/smtp-listener.js';
import { applicationEvents, auditLog, biometricValidations, products, users } from '../../db/schema.js';

// Issue 34: a decision records the checklist ticked, the signals seen and its reason's category
// (all optional in the API); an identity decision is taken once and reversed by the reviewer who
// holds the application, with a reason, until the application is decided; the rejection mail
// names its category in words.

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let ana: string;
let rita: string;
let raul: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://origina.example' });
  await seedDemoCatalogues(server.db);
  [ana, rita, raul] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'reviewer'),
  ]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

type Review = {
  version: number;
  status: string;
  identity_result: string | null;
  checklist: { id: string; es: string; en: string }[];
  history: {
    to_status: string;
    reason_code: string | null;
    reason: string | null;
    details?: Record<string, unknown> | null;
  }[];
};

const read = (id: string, token = rita) =>
  server.get<Review>(`/api/v1/review/applications/${id}/`, { token });
const decide = (id: string, version: number, body: unknown, token = rita) =>
  server.request<Review & { code?: string }>('POST', `/api/v1/review/applications/${id}/decide/`, {
    token,
    body,
    headers: { 'if-match': `"${version}"` },
  });
const identity = (id: string, body: unknown, token = rita) =>
  server.post<{ result: string; code?: string }>(
    `/api/v1/review/applications/${id}/biometricvalidation/decide/`,
    body,
    { token },
  );
const reverse = (id: string, body: unknown, token = rita) =>
  server.post<{ result: string; code?: string }>(
    `/api/v1/review/applications/${id}/biometricvalidation/reverse/`,
    body,
    { token },
  );
const lastEvent = async (id: string) =>
  (
    await server.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(desc(applicationEvents.id))
      .limit(1)
  )[0]!;

describe('the decision records its evidence', () => {
  it('the review answer carries the product checklist the demo seeds, in both languages', async () => {
    const application = await takenApplication(server, ana, rita, choices, { identity: 'submitted' });
    const { body } = await read(application.id);
    expect(body.checklist.length).toBeGreaterThan(0);
    expect(body.checklist[0]).toMatchObject({ id: 'ine_vigente', es: 'INE vigente' });
    expect(body.checklist[0]!.en).toBeTruthy();
  });

  it('records the checklist as ticked (its words then), the signals seen and the category of a changes request', async () => {
    const application = await takenApplication(server, ana, rita, choices, { identity: 'submitted' });
    const changes = await decide(application.id, application.version, {
      decision: 'request_changes',
      category: 'documents_illegible',
      sections: ['documentos'],
      message: 'El recibo de nómina no se lee.',
      checklist: ['ine_vigente'],
      signals_seen: ['clabe_shared'],
    });
    expect(changes.status).toBe(200);
    const event = await lastEvent(application.id);
    expect(event).toMatchObject({ toStatus: 'changes_requested', reasonCode: 'documents_illegible' });
    const checklist = event.details!.checklist!;
    expect(checklist.find((item) => item.id === 'ine_vigente')).toMatchObject({
      es: 'INE vigente',
      ticked: true,
    });
    expect(checklist.filter((item) => item.ticked)).toHaveLength(1);
    expect(event.details!.signals_seen).toEqual(['clabe_shared']);
    // The desk reads it in its history; the promoter's answer leaves it out.
    const desk = (await read(application.id)).body.history.at(-1)!;
    expect(desk.details?.signals_seen).toEqual(['clabe_shared']);
    const promoter = await server.get<Review>(`/api/v1/promoter/applications/${application.id}/`, {
      token: ana,
    });
    expect(promoter.body.history.at(-1)).not.toHaveProperty('details');
    // And the audit log keeps it too.
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, application.id), eq(auditLog.action, 'application.changes_requested')),
      );
    expect(entry!.details).toMatchObject({
      reason_code: 'documents_illegible',
      signals_seen: ['clabe_shared'],
    });
  });

  it('still takes the bodies sent before: a rejection without checklist or signals records none', async () => {
    const application = await takenApplication(server, ana, rita, choices, { identity: 'submitted' });
    const rejected = await decide(application.id, application.version, {
      decision: 'reject',
      reason: 'credit_policy',
      comment: 'Fuera de política.',
    });
    expect(rejected.status).toBe(200);
    expect((await lastEvent(application.id)).details).toBeNull();
  });

  it('refuses a checklist item the product does not have (400, on the field)', async () => {
    const application = await takenApplication(server, ana, rita, choices, { identity: 'submitted' });
    const refused = await decide(application.id, application.version, {
      decision: 'reject',
      reason: 'credit_policy',
      comment: 'Fuera de política.',
      checklist: ['no_such_item'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty(['errors', 'checklist']);
  });

  it('mails the promoter the rejection with its category in words', async () => {
    const application = await takenApplication(server, ana, rita, choices, { identity: 'submitted' });
    const rejected = await decide(application.id, application.version, {
      decision: 'reject',
      reason: 'insufficient_capacity',
      comment: 'El descuento supera el 30 % del sueldo.',
    });
    expect(rejected.status).toBe(200);
    const [promoter] = await server.db
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, application.promoterId));
    const mail = await smtp.waitFor(
      (message) =>
        message.to === promoter!.email && message.text.includes('El descuento supera el 30 % del sueldo.'),
    );
    expect(mail.text).toContain(
      promoter!.language === 'en'
        ? 'Reason: Insufficient payment capacity'
        : 'Motivo: Capacidad de pago insuficiente',
    );
  });
});

describe('the identity decision, with its reason, and its reversal', () => {
  it('records the category, the note, the checklist and the signals seen in the history', async () => {
    const application = await takenApplication(server, ana, rita, choices, { identity: 'submitted' });
    const decided = await identity(application.id, {
      result: 'rejected',
      reason_code: 'face_mismatch',
      reason: 'La selfie no es la persona del INE.',
      checklist: ['ine_vigente', 'selfie_ine'],
      signals_seen: ['mobile_shared'],
    });
    expect(decided.status).toBe(200);
    const event = await lastEvent(application.id);
    expect(event).toMatchObject({
      fromStatus: 'in_review',
      toStatus: 'in_review',
      reasonCode: 'face_mismatch',
      reason: 'La selfie no es la persona del INE.',
    });
    expect(event.details).toMatchObject({ identity: 'rejected', signals_seen: ['mobile_shared'] });
    expect(event.details!.checklist!.filter((item) => item.ticked).map((item) => item.id)).toEqual([
      'ine_vigente',
      'selfie_ine',
    ]);
    // The promoter's history shows no identity rows: they are the desk's.
    const promoter = await server.get<Review>(`/api/v1/promoter/applications/${application.id}/`, {
      token: ana,
    });
    expect(promoter.body.history.some((item) => item.reason_code === 'face_mismatch')).toBe(false);
  });

  it('decides once: a second decision is 409 identity_already_decided (reverse it first)', async () => {
    const application = await takenApplication(server, ana, rita, choices, { identity: 'submitted' });
    expect((await identity(application.id, { result: 'approved' })).status).toBe(200);
    const again = await identity(application.id, { result: 'rejected' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('identity_already_decided');
  });

  it('lets the reviewer who holds the application reverse it, with a reason, back to to-review', async () => {
    const application = await takenApplication(server, ana, rita, choices, { identity: 'submitted' });
    expect((await identity(application.id, { result: 'rejected' })).status).toBe(200);
    // A reason is required.
    const bare = await reverse(application.id, {});
    expect(bare.status).toBe(400);
    const reversed = await reverse(application.id, {
      reason_code: 'photo_unclear',
      reason: 'Con más zoom sí coincide.',
    });
    expect(reversed.status).toBe(200);
    expect(reversed.body.result).toBe('needs_review');
    expect((await read(application.id)).body.identity_result).toBe('needs_review');
    const event = await lastEvent(application.id);
    expect(event).toMatchObject({ reasonCode: 'photo_unclear', reason: 'Con más zoom sí coincide.' });
    expect(event.details).toEqual({ identity: 'reversed', identity_before: 'rejected' });
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, application.id), eq(auditLog.action, 'identity.reversed')));
    expect(entry!.details).toMatchObject({ identity_before: 'rejected' });
    // Decided again, the other way.
    expect((await identity(application.id, { result: 'approved' })).status).toBe(200);
  });

  it('refuses a reversal to another reviewer (409 application_taken) and to a promoter (403)', async () => {
    const application = await takenApplication(server, ana, rita, choices, { identity: 'submitted' });
    expect((await identity(application.id, { result: 'approved' })).status).toBe(200);
    const other = await reverse(application.id, { reason: 'No me convence.' }, raul);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('application_taken');
    const promoter = await reverse(application.id, { reason: 'No me convence.' }, ana);
    expect(promoter.status).toBe(403);
    const [check] = await server.db
      .select({ result: biometricValidations.result })
      .from(biometricValidations)
      .where(eq(biometricValidations.applicationId, application.id))
      .orderBy(desc(biometricValidations.createdAt))
      .limit(1);
    expect(check!.result).toBe('approved');
  });

  it('refuses a reversal with nothing decided (409 identity_not_decided) and once the application is decided (409 application_not_reviewable)', async () => {
    const application = await takenApplication(server, ana, rita, choices, { identity: 'submitted' });
    const undecided = await reverse(application.id, { reason: 'Nada que revertir.' });
    expect(undecided.status).toBe(409);
    expect(undecided.body.code).toBe('identity_not_decided');
    expect((await identity(application.id, { result: 'rejected' })).status).toBe(200);
    const current = (await read(application.id)).body;
    expect(
      (
        await decide(application.id, current.version, {
          decision: 'reject',
          reason: 'identity_not_verified',
          comment: 'La identidad no coincide.',
        })
      ).status,
    ).toBe(200);
    const late = await reverse(application.id, { reason: 'Demasiado tarde.' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('application_not_reviewable');
  });
});

describe('the product checklist, written by an admin', () => {
  it('an admin edits the items (both languages) by PATCH; a save without them keeps them; a duplicate id is refused', async () => {
    const admin = await signInAs(server, 'admin');
    const [product] = await server.db.select().from(products).where(eq(products.code, 'NOM-QNA-CLASICO'));
    const item = `/api/v1/promoter/products/${product!.id}/`;
    const items = [
      { id: 'ine_vigente', es: 'INE vigente', en: 'INE in force' },
      { id: 'curp_renapo', es: 'CURP validada en RENAPO', en: 'CURP checked with RENAPO' },
    ];
    const changed = await server.request<{ checklist: unknown }>('PATCH', item, {
      token: admin,
      body: { checklist: items },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.checklist).toEqual(items);
    const other = await server.request<{ checklist: unknown }>('PATCH', item, {
      token: admin,
      body: { active: true },
    });
    expect(other.body.checklist).toEqual(items);
    const duplicate = await server.request('PATCH', item, {
      token: admin,
      body: { checklist: [items[0], items[0]] },
    });
    expect(duplicate.status).toBe(400);
  });
});
