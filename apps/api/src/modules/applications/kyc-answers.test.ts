import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationRequests } from '../../../test/support/application-requests.js';
import {
  completeIdentity,
  type demoChoices,
  startPromoterServer,
  uploadMissingDocuments,
} from '../../../test/support/applications.js';
import { completeSections, customer, freshCurp } from '../../../test/support/customer.js';
import type { TestServer } from '../../../test/support/server.js';
import { applications } from '../../db/schema.js';

// The identification file's answers (Expediente PLD, issue 32): asked in Datos generales and Datos
// laborales, required for a complete step; applications saved before they were asked still read,
// a draft's steps are then incomplete, and what was sent stays as it was sent.

let server: TestServer;
let ana: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  ({ server, token: ana, choices } = await startPromoterServer());
}, 120_000);
afterAll(() => server?.close());

const { create, patch, get } = applicationRequests(() => ({ server, token: ana }));
const newDraft = () => create({ pre_solicitud: { ...customer.pre_solicitud, curp: freshCurp() } });
const submit = (id: string, language = 'es') =>
  server.post<{ code: string; missing?: { step: string; field: string | null; message: string }[] }>(
    `/api/v1/promoter/applications/${id}/submit/`,
    undefined,
    { token: ana, headers: { 'accept-language': language } },
  );

// As an application captured before the questions existed holds its sections.
async function forgetAnswers(id: string) {
  await server.db
    .update(applications)
    .set({
      data: sql`jsonb_set(jsonb_set(${applications.data},
        '{datos_generales}', (${applications.data}->'datos_generales') - 'pep' - 'pep_relative' - 'third_party' - 'third_party_name'),
        '{datos_laborales}', (${applications.data}->'datos_laborales') - 'occupation' - 'resource_source' - 'resource_source_other')`,
    })
    .where(eq(applications.id, id));
}

describe('the identification file in the application', () => {
  it('refuses Datos generales and Datos laborales without the answers, in Spanish and English', async () => {
    const { body: draft } = await newDraft();
    const { pep: _, ...general } = customer.datos_generales;
    const { resource_source: __, ...work } = customer.datos_laborales;
    const es = await patch(draft.id, { datos_generales: general, datos_laborales: work }, 1);
    expect(es.status).toBe(400);
    expect((es.body as { errors?: unknown }).errors).toEqual({
      'datos_generales.pep': ['Responde sí o no.'],
      'datos_laborales.resource_source': ['Elige una opción de la lista.'],
    });
    const en = await patch(
      draft.id,
      {
        datos_generales: { ...customer.datos_generales, third_party: true },
        datos_laborales: { ...customer.datos_laborales, resource_source: 'other' },
      },
      1,
      ana,
      'en',
    );
    expect(en.status).toBe(400);
    expect((en.body as { errors?: unknown }).errors).toEqual({
      'datos_generales.third_party_name': ['Write the name of the person the customer acts for.'],
      'datos_laborales.resource_source_other': ['Write where the funds come from.'],
    });
    const saved = await patch(
      draft.id,
      {
        datos_generales: {
          ...customer.datos_generales,
          pep_relative: true,
          third_party: true,
          third_party_name: 'Rosa García',
        },
        datos_laborales: {
          ...customer.datos_laborales,
          resource_source: 'other',
          resource_source_other: 'Renta de un local',
        },
      },
      1,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.datos_generales).toMatchObject({
      pep: false,
      pep_relative: true,
      third_party: true,
    });
    expect(saved.body.data.datos_laborales).toMatchObject({
      occupation: 'Empleada de gobierno',
      resource_source: 'other',
    });
    expect(saved.body.completed_steps).toEqual(
      expect.arrayContaining(['datos-generales', 'datos-laborales']),
    );
  });

  it('still reads a draft saved before the questions, its two steps incomplete and named at submit', async () => {
    const { body: draft } = await newDraft();
    await patch(draft.id, completeSections(choices, draft.curp), 1);
    await forgetAnswers(draft.id);
    const read = await get(draft.id);
    expect(read.status).toBe(200);
    expect(read.body.data.datos_generales).not.toHaveProperty('pep');
    expect(read.body.completed_steps).not.toContain('datos-generales');
    expect(read.body.completed_steps).not.toContain('datos-laborales');
    expect(read.body.completed_steps).toContain('domicilio');
    // The flow resumes at the first step to finish (once the identity link was issued).
    await completeIdentity(server, ana, draft.id);
    expect((await get(draft.id)).body.next_step).toBe('datos-generales');
    const refused = await submit(draft.id);
    expect(refused.status).toBe(409);
    const missing = (refused.body.missing ?? []).filter((item) => !item.field?.startsWith('documents.'));
    expect(missing).toEqual([
      { step: 'datos-generales', field: 'pep', message: 'Responde sí o no.' },
      { step: 'datos-generales', field: 'pep_relative', message: 'Responde sí o no.' },
      { step: 'datos-generales', field: 'third_party', message: 'Responde sí o no.' },
      { step: 'datos-laborales', field: 'occupation', message: 'Este campo es obligatorio.' },
      { step: 'datos-laborales', field: 'resource_source', message: 'Elige una opción de la lista.' },
    ]);
  });

  it('keeps an application sent before the questions as it was sent: complete, and resubmitted after changes to other steps', async () => {
    const { body: draft } = await newDraft();
    await patch(draft.id, completeSections(choices, draft.curp), 1);
    await completeIdentity(server, ana, draft.id);
    await uploadMissingDocuments(server, ana, draft.id);
    await forgetAnswers(draft.id);
    // The reviewer asked for changes to the address only.
    await server.db
      .update(applications)
      .set({ status: 'changes_requested', reopenedSections: ['domicilio'], submittedAt: new Date() })
      .where(eq(applications.id, draft.id));
    const read = await get(draft.id);
    expect(read.body.completed_steps).toEqual(expect.arrayContaining(['datos-generales', 'datos-laborales']));
    const resubmitted = await submit(draft.id);
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200);
  });

  it('asks the answers again of a sent application whose Datos generales the reviewer reopened', async () => {
    const { body: draft } = await newDraft();
    await patch(draft.id, completeSections(choices, draft.curp), 1);
    await completeIdentity(server, ana, draft.id);
    await uploadMissingDocuments(server, ana, draft.id);
    await forgetAnswers(draft.id);
    await server.db
      .update(applications)
      .set({ status: 'changes_requested', reopenedSections: ['datos_generales'], submittedAt: new Date() })
      .where(eq(applications.id, draft.id));
    const refused = await submit(draft.id, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.missing?.map((item) => [item.step, item.field, item.message])).toEqual([
      ['datos-generales', 'pep', 'Answer yes or no.'],
      ['datos-generales', 'pep_relative', 'Answer yes or no.'],
      ['datos-generales', 'third_party', 'Answer yes or no.'],
    ]);
  });
});
