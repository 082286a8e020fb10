import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationRequests } from '../../../test/support/application-requests.js';
import { type demoChoices, startPromoterServer } from '../../../test/support/applications.js';
import { completeSections, customer } from '../../../test/support/customer.js';
import { broken, lineBreaks, singleLineMessage } from '../../../test/support/line-breaks.js';
import type { TestServer } from '../../../test/support/server.js';

// Every one-line field of an application refuses a line break or a tab inside it (issue 31: typed
// into a street, "\n\n# CLÁUSULA…" read as a clause of the contract), with a 400 that names the
// field in the caller's language. Field by field, mark by mark.

let server: TestServer;
let ana: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  ({ server, token: ana, choices } = await startPromoterServer());
}, 120_000);
afterAll(() => server?.close());

const { create, patch } = applicationRequests(() => ({ server, token: ana }));

// Each one-line field: its section, its path in the section, a valid value (and, for a field that
// follows an answer, that answer).
const fields = (): readonly (readonly [string, string, string, Record<string, unknown>?])[] =>
  [
    ['pre_solicitud', 'first_name', 'Gabriela'],
    ['pre_solicitud', 'last_name', 'Hernández'],
    ['pre_solicitud', 'second_last_name', 'García'],
    ['branch', 'branch', choices.branch],
    ['convenio', 'affiliate', choices.affiliate],
    ['producto', 'product', choices.product],
    ['datos_generales', 'first_name', 'Gabriela'],
    ['datos_generales', 'last_name', 'Hernández'],
    ['datos_generales', 'second_last_name', 'García'],
    ['datos_generales', 'identification_type', 'ine'],
    ['datos_generales', 'identification_number', 'GMVLMR80070501M100'],
    ['domicilio', 'settlement', 'roma norte'],
    ['domicilio', 'street', 'Calle Colima'],
    ['domicilio', 'exterior_number', '120'],
    ['domicilio', 'interior_number', 'B-2'],
    ['datos_laborales', 'employee_number', 'E-4512'],
    ['datos_laborales', 'position', 'Analista'],
    ['datos_generales', 'third_party_name', 'Rosa García', { third_party: true }],
    ['datos_laborales', 'occupation', 'Empleada de gobierno'],
    ['datos_laborales', 'resource_source_other', 'Renta de un local', { resource_source: 'other' }],
    ['referencias', 'references.0.name', 'Rosa García'],
  ] as const;

/** A copy of the section with `value` at `path` ("references.0.name"). */
function sectionWith(section: Record<string, unknown>, path: string, value: string) {
  const copy = structuredClone(section);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

describe('the one-line fields of an application', () => {
  it('each refuse CR, LF, U+2028, U+2029 and TAB inside them, naming the field, in Spanish and English', async () => {
    const { body: draft } = await create();
    const sections: Record<string, Record<string, unknown>> = {
      ...completeSections(choices),
      pre_solicitud: customer.pre_solicitud,
    };
    let refusals = 0;
    let version = 1;
    for (const [section, path, value, answer] of fields()) {
      const base = { ...sections[section]!, ...answer };
      for (const [name, mark] of Object.entries(lineBreaks)) {
        const language = refusals % 2 === 0 ? 'es' : 'en';
        const body = { [section]: sectionWith(base, path, broken(value, mark)) };
        const refused = await patch(draft.id, body, version, ana, language);
        expect(refused.status, `${section}.${path} with ${name}`).toBe(400);
        expect((refused.body as { errors?: unknown }).errors, `${section}.${path} with ${name}`).toEqual({
          [`${section}.${path}`]: [singleLineMessage[language]],
        });
        refusals += 1;
      }
      // The same value without the mark is accepted: the mark was the fault.
      const accepted = await patch(draft.id, { [section]: sectionWith(base, path, value) }, version);
      expect(accepted.status, `${section}.${path}`).toBe(200);
      version = accepted.body.version;
    }
    expect(refusals).toBe(fields().length * 5);
  }, 120_000);

  it('refuse them when the application is started too', async () => {
    for (const field of ['first_name', 'last_name', 'second_last_name'] as const)
      for (const [name, mark] of Object.entries(lineBreaks)) {
        const created = await create(
          {
            pre_solicitud: {
              ...customer.pre_solicitud,
              [field]: broken(customer.pre_solicitud[field], mark),
            },
          },
          ana,
          { 'accept-language': 'en' },
        );
        expect(created.status, `${field} with ${name}`).toBe(400);
        expect((created.body as { errors?: unknown }).errors).toEqual({
          [`pre_solicitud.${field}`]: [singleLineMessage.en],
        });
      }
  });
});
