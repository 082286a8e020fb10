import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { completeSections, customer } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

// The impossible is refused with the field named; the unusual is told, never refused.

let server: TestServer;
let promoter: string;
let sections: ReturnType<typeof completeSections>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  promoter = await signInAs(server, 'promoter');
  sections = completeSections(await demoChoices(server, promoter));
}, 120_000);
afterAll(() => server?.close());

async function draft() {
  const created = await server.post<{ id: string }>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: customer.pre_solicitud },
    { token: promoter },
  );
  return created.body.id;
}

const patch = (id: string, version: number, body: Record<string, unknown>) =>
  server.request<{
    version: number;
    errors?: Record<string, string[]>;
    warnings: { step: string; field: string; message: string }[];
  }>('PATCH', `/api/v1/promoter/applications/${id}/`, {
    token: promoter,
    body,
    headers: { 'if-match': `"${version}"` },
  });

describe('sanity checks when a step is saved', () => {
  it('refuses a start date before the customer turned 15, naming the field', async () => {
    const id = await draft();
    // Born 1956-04-27: 15 on 1971-04-27.
    const early = await patch(id, 1, {
      datos_generales: sections.datos_generales,
      datos_laborales: { ...sections.datos_laborales, start_date: '1971-04-26' },
    });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({
      'datos_laborales.start_date': [
        'La fecha de ingreso es anterior a que el cliente cumpliera 15 años (edad mínima para trabajar). Revisa esta fecha y la de nacimiento.',
      ],
    });
  });

  it('refuses deductions above the net pay and a start date in the future', async () => {
    const id = await draft();
    const answer = await patch(id, 1, {
      datos_laborales: { ...sections.datos_laborales, existing_deductions: 12_500, start_date: '2999-01-01' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      'datos_laborales.start_date': ['La fecha de ingreso no puede ser posterior a hoy.'],
      'datos_laborales.existing_deductions': [
        'Los descuentos actuales no pueden ser mayores que el sueldo neto.',
      ],
    });
  });

  it('saves an RFC whose check digit fails, and says so in the answer', async () => {
    const id = await draft();
    const saved = await patch(id, 1, {
      datos_generales: { ...sections.datos_generales, rfc: 'HEGG560427AB4' },
      datos_laborales: { ...sections.datos_laborales, existing_deductions: 7_000 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.warnings).toEqual([
      {
        step: 'datos-generales',
        field: 'rfc',
        message:
          'El dígito verificador del RFC no coincide. Revísalo con la constancia del cliente; si está bien, puedes continuar.',
      },
      {
        step: 'datos-laborales',
        field: 'existing_deductions',
        message: 'Los descuentos actuales pasan de la mitad del sueldo neto: queda poco margen para el pago.',
      },
    ]);
    const fixed = await patch(id, saved.body.version, {
      datos_generales: { ...sections.datos_generales, rfc: 'HEGG560427AB3' },
      datos_laborales: sections.datos_laborales,
    });
    expect(fixed.body.warnings).toEqual([]);
  });
});
