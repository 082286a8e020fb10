import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices, submittedApplication, takenApplication } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { lenderProfileBody } from '../../../test/support/lender-profile.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { pdfText } from '../../../test/support/signatures.js';
import { applications, contracts, lenderProfile, products } from '../../db/schema.js';
import { type Language, translate } from '../../i18n/messages.js';

// Outside the demo nothing fills the lender profile or a product's contract terms: until an
// administrator gives every field a document prints, no contract is made (approval, first read of
// a loan approved before contracts existed), and the refusal names each missing field.

let server: TestServer;
let ana: string;
let rita: string;
let alma: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  server = await startTestServer();
  // The demo catalogue stands in for the lender's own import, without its profile and with a
  // product whose contract is not registered yet.
  await seedDemoCatalogues(server.db);
  await server.db.delete(lenderProfile);
  await server.db
    .update(products)
    .set({ recaNumber: null, moratorioRate: null })
    .where(eq(products.code, 'NOM-QNA-CLASICO'));
  [ana, rita, alma] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'admin'),
  ]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(() => server?.close());

const approve = (id: string, version: number, language: Language = 'es') =>
  server.post<{ status: string }>(
    `/api/v1/review/applications/${id}/decide/`,
    { decision: 'approve' },
    { token: rita, headers: { 'if-match': `"${version}"`, 'accept-language': language } },
  );

const contractOf = (id: string) =>
  server.get<{ documents: { type: string; download_url: string }[] }>(
    `/api/v1/promoter/applications/${id}/contract/`,
    { token: ana },
  );

// Every field of the profile but CONDUSEF's contact (which has its defaults), and the product's
// two terms (it carries no insurance, so no insurer or policy is asked for).
const missingFields = (language: Language) => ({
  'lender_profile.legal_name': [translate(language, 'lender_profile.legal_name')],
  'lender_profile.rfc': [translate(language, 'lender_profile.rfc')],
  'lender_profile.address': [translate(language, 'lender_profile.address')],
  'lender_profile.web_address': [translate(language, 'lender_profile.web_address')],
  'lender_profile.une.address': [translate(language, 'lender_profile.une.address')],
  'lender_profile.une.phone': [translate(language, 'lender_profile.une.phone')],
  'lender_profile.une.email': [translate(language, 'lender_profile.une.email')],
  'lender_profile.statement_delivery': [translate(language, 'lender_profile.statement_delivery')],
  'lender_profile.signatory.name': [translate(language, 'lender_profile.signatory.name')],
  'lender_profile.signatory.position': [translate(language, 'lender_profile.signatory.position')],
  'product.reca_number': [
    translate(language, 'product_terms.reca_number', {
      product: language === 'es' ? 'Nómina Quincenal Clásico' : 'Semi-monthly Payroll Classic',
    }),
  ],
  'product.moratorio_rate': [
    translate(language, 'product_terms.moratorio_rate', {
      product: language === 'es' ? 'Nómina Quincenal Clásico' : 'Semi-monthly Payroll Classic',
    }),
  ],
});

describe('a contract without a complete lender profile', () => {
  it('is refused at approval with 409 lender_profile_incomplete naming each missing field, in either language', async () => {
    const taken = await takenApplication(server, ana, rita, choices, { identity: 'approved' });
    for (const language of ['es', 'en'] as const) {
      const refused = await approve(taken.id, taken.version, language);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('lender_profile_incomplete');
      expect(refused.body.detail).toBe(translate(language, 'lender_profile_incomplete'));
      expect(refused.body.errors).toEqual(missingFields(language));
    }
    // Nothing moved: the application waits in review, with no contract.
    const [row] = await server.db.select().from(applications).where(eq(applications.id, taken.id));
    expect(row?.status).toBe('in_review');
    expect(await server.db.select().from(contracts).where(eq(contracts.applicationId, taken.id))).toEqual([]);
  }, 60_000);

  it('is refused on the first read of a loan approved before contracts existed', async () => {
    const submitted = await submittedApplication(server, ana, choices);
    await server.db.update(applications).set({ status: 'approved' }).where(eq(applications.id, submitted.id));
    const refused = await contractOf(submitted.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('lender_profile_incomplete');
    expect(Object.keys(refused.body.errors ?? {})).toContain('product.reca_number');
  }, 60_000);

  it('is made once the administrator completes the profile and the product’s terms, printing them', async () => {
    const taken = await takenApplication(server, ana, rita, choices, { identity: 'approved' });
    expect(
      (await server.request('PUT', '/api/v1/admin/lender-profile/', { token: alma, body: lenderProfileBody }))
        .status,
    ).toBe(200);
    // The profile alone is not enough: the product's terms are still missing, and named alone.
    const still = await approve(taken.id, taken.version);
    expect(still.status).toBe(409);
    expect(Object.keys(still.body.errors ?? {})).toEqual(['product.reca_number', 'product.moratorio_rate']);

    const terms = await server.request('PATCH', `/api/v1/promoter/products/${choices.product}/`, {
      token: alma,
      body: { reca_number: '2843-439-008542/04-01234-0225', moratorio_rate: 0.87 },
    });
    expect(terms.status).toBe(200);
    const approved = await approve(taken.id, taken.version);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');

    const contract = await contractOf(taken.id);
    expect(contract.status).toBe(200);
    const contrato = contract.body.documents.find((document) => document.type === 'contrato')!;
    const response = await fetch(`${server.baseUrl}${contrato.download_url}`, {
      headers: { authorization: `Bearer ${ana}` },
    });
    const { text } = await pdfText(Buffer.from(await response.arrayBuffer()));
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(lenderProfileBody.legal_name);
    expect(flat).toContain('CPR990101AB3');
    expect(flat).toContain(lenderProfileBody.address);
    expect(flat).not.toContain('sin registrar');
  }, 60_000);
});
