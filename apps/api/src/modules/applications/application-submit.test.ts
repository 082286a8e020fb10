import type { Application } from '@origina/domain/application-api';
import { applicationSteps } from '@origina/domain/application-sections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationRequests } from '../../../test/support/application-requests.js';
import { type demoChoices, startPromoterServer } from '../../../test/support/applications.js';
import { completeSections } from '../../../test/support/customer.js';
import type { TestServer } from '../../../test/support/server.js';

let server: TestServer;
let ana: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  ({ server, token: ana, choices } = await startPromoterServer());
}, 120_000);
afterAll(() => server?.close());

const { create, patch } = applicationRequests(() => ({ server, token: ana }));

describe('submit and cancel', () => {
  it('refuses an incomplete application with 409 and the list of what is missing', async () => {
    const { body: draft } = await create();
    await patch(draft.id, { branch: { branch: choices.branch } }, 1);
    const response = await server.post<{ code: string; missing: { step: string; field: string | null }[] }>(
      `/api/v1/promoter/applications/${draft.id}/submit/`,
      undefined,
      { token: ana },
    );
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('application_incomplete');
    // Every step after the branch up to the preview, the identity check's included, in order.
    expect(response.body.missing.map((item) => item.step)).toEqual(
      applicationSteps.slice(applicationSteps.indexOf('convenio'), applicationSteps.indexOf('vista-previa')),
    );
  });

  it('names the identity check and the required documents still missing once every step is saved', async () => {
    const { body: draft } = await create();
    await patch(draft.id, completeSections(choices), 1);
    const response = await server.post<{ missing: { step: string; field: string | null }[] }>(
      `/api/v1/promoter/applications/${draft.id}/submit/`,
      undefined,
      { token: ana },
    );
    expect(response.status).toBe(409);
    expect(response.body.missing.map((item) => item.field ?? item.step)).toEqual([
      'biometria',
      'documents.ine_front',
      'documents.ine_back',
      'documents.proof_of_address',
      'documents.pay_stub',
      'documents.signed_application',
      'documents.selfie',
    ]);
    // Each document by its name, in the caller's language.
    const messages = (response.body as unknown as { missing: { message: string }[] }).missing.map(
      (item) => item.message,
    );
    expect(messages).toContain('Falta subir «Recibos de nómina (los dos últimos)».');
    expect(messages).toContain('Falta subir «Comprobante de domicilio (no mayor a 3 meses)».');
  });

  it('cancels a draft, records why, and then refuses changes', async () => {
    const { body: draft } = await create();
    const cancelled = await server.post<Application>(
      `/api/v1/promoter/applications/${draft.id}/cancel/`,
      { reason: 'El cliente desistió' },
      { token: ana },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.history.at(-1)).toMatchObject({
      from_status: 'draft',
      to_status: 'cancelled',
      reason: 'El cliente desistió',
    });
    const late = await patch(draft.id, { branch: { branch: choices.branch } }, cancelled.body.version);
    expect(late.status).toBe(409);
    const submit = await server.post(`/api/v1/promoter/applications/${draft.id}/submit/`, undefined, {
      token: ana,
    });
    expect(submit.status, JSON.stringify(submit.body)).toBe(409);
  });
});
