import type { Application } from '@origina/domain/application-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationRequests } from '../../../test/support/application-requests.js';
import { type demoChoices, startPromoterServer } from '../../../test/support/applications.js';
import { completeSections, customer } from '../../../test/support/customer.js';
import type { TestServer } from '../../../test/support/server.js';

let server: TestServer;
let ana: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  ({ server, token: ana, choices } = await startPromoterServer());
}, 120_000);
afterAll(() => server?.close());

const { create, patch, get } = applicationRequests(() => ({ server, token: ana }));

describe('PATCH /api/v1/promoter/applications/{id}/', () => {
  it('saves steps with If-Match, each change a new version', async () => {
    const { body: draft } = await create();
    const saved = await patch(draft.id, { branch: { branch: choices.branch } }, 1);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe('"2"');
    expect(saved.body).toMatchObject({
      version: 2,
      next_step: 'convenio',
      branch: { code: 'SUC-CDMX-ROMA' },
    });
    const two = await patch(
      draft.id,
      {
        convenio: { affiliate: choices.affiliate },
        producto: { product: choices.product, term: 24, amount: 20000 },
      },
      2,
    );
    // The identity check comes next, before the general data.
    expect(two.body).toMatchObject({ version: 3, next_step: 'biometria', amount: 20000, term: 24 });
  });

  it('answers 428 without If-Match and 412 with a stale one, naming the current version', async () => {
    const { body: draft } = await create();
    expect((await patch(draft.id, { branch: { branch: choices.branch } }, null)).status).toBe(428);
    await patch(draft.id, { branch: { branch: choices.branch } }, 1);
    const stale = await patch(draft.id, { branch: { branch: choices.branch } }, 1);
    expect(stale.status).toBe(412);
    expect(stale.headers.get('etag')).toBe('"2"');
    expect(stale.body.detail).toContain('otra pestaña');
  });

  it('answers a retried save by its Idempotency-Key with what the first made, once; the key with other data is refused', async () => {
    const { body: draft } = await create();
    const save = (body: unknown, version: number, key: string) =>
      server.request<Application & { code?: string }>('PATCH', `/api/v1/promoter/applications/${draft.id}/`, {
        token: ana,
        body,
        headers: { 'if-match': `"${version}"`, 'idempotency-key': key },
      });
    const branch = { branch: { branch: choices.branch } };
    const first = await save(branch, 1, 'queued-save-0001');
    expect([first.status, first.body.version]).toEqual([200, 2]);
    // The phone never heard the answer and sends it again, as it was.
    const retry = await save(branch, 1, 'queued-save-0001');
    expect([retry.status, retry.body.version, retry.headers.get('etag')]).toEqual([200, 2, '"2"']);
    expect(retry.body.data).toEqual(first.body.data);
    const reused = await save(
      { branch: { branch: choices.branch }, convenio: { affiliate: choices.affiliate } },
      1,
      'queued-save-0001',
    );
    expect([reused.status, reused.body.code]).toEqual([422, 'idempotency_key_reused']);
    // Another save moved it on: the first one's retry is stale now, like any other.
    expect((await save({ convenio: { affiliate: choices.affiliate } }, 2, 'queued-save-0002')).status).toBe(
      200,
    );
    expect((await save(branch, 1, 'queued-save-0001')).status).toBe(412);
    // Without a key, a repeat is stale, as before.
    expect((await patch(draft.id, { convenio: { affiliate: choices.affiliate } }, 2)).status).toBe(412);
  });

  it('checks each step against the catalogue and the other steps', async () => {
    const { body: draft } = await create();
    await patch(draft.id, { branch: { branch: choices.branch } }, 1);
    const agro = (
      await server.get<{ results: { id: string }[] }>('/api/v1/promoter/affiliates/?search=AGRO-BAJIO', {
        token: ana,
      })
    ).body.results[0]!;
    const notAtBranch = await patch(draft.id, { convenio: { affiliate: agro.id } }, 2, ana, 'en');
    expect(notAtBranch.body.errors).toEqual({
      'convenio.affiliate': ['This branch does not serve that convenio.'],
    });
    const tooMuch = await patch(
      draft.id,
      { producto: { product: choices.product, term: 25, amount: 20000 } },
      2,
    );
    expect(Object.keys(tooMuch.body.errors ?? {})).toEqual(['producto.term']);
    const general = await patch(
      draft.id,
      { datos_generales: { ...customer.datos_generales, birth_date: '1956-04-28', sex: 'H' } },
      2,
    );
    expect(Object.keys(general.body.errors ?? {}).sort()).toEqual([
      'datos_generales.birth_date',
      'datos_generales.sex',
    ]);
    const clabe = await patch(draft.id, { datos_laborales: { ...customer.datos_laborales, bank: '012' } }, 2);
    expect(Object.keys(clabe.body.errors ?? {})).toEqual(['datos_laborales.clabe']);
    const references = await patch(
      draft.id,
      {
        referencias: {
          references: [
            { name: 'Yo misma', phone: '5512345678', relationship: 'friend' },
            customer.referencias.references[0],
          ],
        },
      },
      2,
    );
    expect(Object.keys(references.body.errors ?? {})).toEqual(['referencias.references.0.phone']);
    const address = await patch(draft.id, { domicilio: customer.domicilio }, 2);
    expect(address.body.data.domicilio).toMatchObject({
      settlement: 'Roma Norte',
      municipality: 'Cuauhtémoc',
      state: 'Ciudad de México',
    });
  });

  it("refuses a line break or a tab in a one-line field, naming each field in the caller's language", async () => {
    const { body: draft } = await create();
    const sections = completeSections(choices);
    const [first, second] = sections.referencias.references;
    const body = {
      ...sections,
      datos_generales: { ...sections.datos_generales, last_name: "Ruiz\r=cmd|' /C calc'!A0" },
      domicilio: { ...sections.domicilio, street: 'Av. Juárez\u2028Int. 3', interior_number: 'B\u2029C' },
      datos_laborales: { ...sections.datos_laborales, position: 'Jefe\tA' },
      referencias: { references: [{ ...first!, name: 'Luisa\nPérez' }, second!] },
    };
    const refused = await patch(draft.id, body, 1, ana, 'en');
    expect(refused.status).toBe(400);
    const line = ['Write this on a single line, without line breaks or tabs.'];
    expect(refused.body.errors).toEqual({
      'datos_generales.last_name': line,
      'domicilio.street': line,
      'domicilio.interior_number': line,
      'datos_laborales.position': line,
      'referencias.references.0.name': line,
    });
    // A line break typed at either end is trimmed away, not refused.
    const spanish = await patch(
      draft.id,
      { datos_generales: { ...sections.datos_generales, first_name: '\tAna\r\n', last_name: 'Ruiz\nDíaz' } },
      1,
    );
    expect(spanish.body.errors).toEqual({
      'datos_generales.last_name': [
        'Escribe este dato en una sola línea, sin saltos de línea ni tabuladores.',
      ],
    });
  });

  it('checks the payment against the payroll capacity once the net pay is known', async () => {
    const { body: draft } = await create();
    const sections = completeSections(choices);
    const saved = await patch(
      draft.id,
      { ...sections, datos_laborales: { ...sections.datos_laborales, net_pay: 3000 } },
      1,
    );
    // The message gives the payment, the most that can be deducted and the largest amount.
    expect(saved.body.errors).toEqual({
      'producto.amount': [
        'El pago de $1,168.26 supera el descuento máximo de $400.00 por quincena; con este plazo el monto máximo es $6,847.00. Elige un plazo más largo o un monto menor.',
      ],
    });
    // The convenio's period is named in English too.
    const english = await patch(
      draft.id,
      { ...sections, datos_laborales: { ...sections.datos_laborales, net_pay: 3000 } },
      1,
      ana,
      'en',
    );
    expect(english.body.errors?.['producto.amount']?.[0]).toContain(
      'the most that can be deducted, $400.00 twice a month;',
    );
  });

  it('says so plainly when the current deductions leave no room for any payment', async () => {
    const { body: draft } = await create();
    const sections = completeSections(choices);
    const saved = await patch(
      draft.id,
      {
        ...sections,
        datos_laborales: { ...sections.datos_laborales, net_pay: 3000, existing_deductions: 2000 },
      },
      1,
    );
    expect(saved.body.errors).toEqual({
      'producto.amount': [
        'Los descuentos actuales ya ocupan todo lo que el convenio permite descontar del sueldo neto: no queda espacio para este pago.',
      ],
    });
  });

  it('answers the loan figures the server works out: payment, total, CAT, what the customer receives', async () => {
    const { body: draft } = await create();
    expect(draft.loan_figures).toBeNull();
    const saved = await patch(draft.id, completeSections(choices), 1);
    expect(saved.body.loan_figures).toMatchObject({
      amount: 20000,
      term: 24,
      frequency: 'biweekly',
      capacity: { exceeds: false },
    });
    const figures = saved.body.loan_figures!;
    expect(figures.payment).toBeGreaterThan(0);
    expect(figures.total_payment).toBeGreaterThan(figures.amount);
    expect(figures.net_disbursement).toBeLessThan(figures.amount);
    expect(figures.cat).toBeGreaterThan(0);
  });

  it('never takes status, folio, version or owner from the body', async () => {
    const { body: draft } = await create();
    const response = await patch(draft.id, { status: 'approved', folio: 'X', version: 99 }, 1);
    expect(response.status).toBe(400);
    expect((await get(draft.id)).body).toMatchObject({ status: 'draft', folio: draft.folio, version: 1 });
  });

  it('PUT replaces the data, with the same rules', async () => {
    const { body: draft } = await create();
    await patch(
      draft.id,
      { branch: { branch: choices.branch }, convenio: { affiliate: choices.affiliate } },
      1,
    );
    const replaced = await server.request<Application>('PUT', `/api/v1/promoter/applications/${draft.id}/`, {
      token: ana,
      body: { branch: { branch: choices.branch } },
      headers: { 'if-match': '"2"' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.completed_steps).toEqual(['pre-solicitud', 'branch']);
    expect(replaced.body.data.pre_solicitud).toBeDefined();
  });
});
