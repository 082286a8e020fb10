import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedApplication, demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { requiredLabels } from '../../../test/support/contract-labels.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { pdfText, signatureSteps } from '../../../test/support/signatures.js';
import { type SmsGateway, startSmsGateway } from '../../../test/support/sms-gateway.js';
import { loadDefaultTemplates } from './default-templates.js';

// The templates a contract is made from: the product's latest version of each type (or the default
// text), named on each document, and kept by the contract whatever is saved after it.

let server: TestServer;
let gateway: SmsGateway;
let admin: string;
let promoter: string;
let reviewer: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;
const defaults = loadDefaultTemplates({ contractTemplate: null });

beforeAll(async () => {
  gateway = await startSmsGateway();
  server = await startTestServer(gateway.env);
  await seedDemoCatalogues(server.db);
  [admin, promoter, reviewer] = await Promise.all([
    signInAs(server, 'admin'),
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
  ]);
  choices = await demoChoices(server, promoter);
}, 120_000);
afterAll(async () => {
  await server?.close();
  gateway?.close();
});

const { signed } = signatureSteps(() => ({ server, gateway, token: promoter }));

interface ContractAnswer {
  documents: { type: string; download_url: string; template_version: number | null }[];
}
const contractOf = async (id: string) =>
  (await server.get<ContractAnswer>(`/api/v1/promoter/applications/${id}/contract/`, { token: promoter }))
    .body;
const versionsOf = (contract: ContractAnswer) =>
  Object.fromEntries(contract.documents.map((document) => [document.type, document.template_version]));

async function textOf(download: string) {
  const response = await fetch(`${server.baseUrl}${download}`, {
    headers: { authorization: `Bearer ${promoter}` },
  });
  // Lines joined with spaces: a wrapped sentence reads as one.
  return (await pdfText(Buffer.from(await response.arrayBuffer()))).text.replace(/\s+/g, ' ');
}
const documentText = async (contract: ContractAnswer, type: string) =>
  textOf(contract.documents.find((document) => document.type === type)!.download_url);

const save = (type: string, body: string, reca: string, basedOn: number | null) =>
  server.post(
    `/api/v1/admin/products/${choices.product}/contract-templates/${type}/versions/`,
    { body, reca_number: reca, based_on: basedOn },
    { token: admin },
  );

describe('a contract’s templates', () => {
  it('are the default texts while the product has none: every document says every box and clause it must', async () => {
    const contract = await contractOf((await approvedApplication(server, promoter, reviewer, choices)).id);
    expect(versionsOf(contract)).toEqual({
      caratula: null,
      contrato: null,
      pagare: null,
      tabla_amortizacion: null,
      carta_instruccion: null,
    });
    for (const document of contract.documents) {
      const text = await documentText(contract, document.type);
      for (const label of requiredLabels[document.type as keyof typeof requiredLabels])
        expect(text, `${document.type}: ${label}`).toContain(label);
    }
  }, 60_000);

  it('are the product’s latest versions, named on each document, and stay the contract’s after new ones are saved', async () => {
    expect(
      (await save('contrato', `${defaults.contrato}\n\nCláusula de la versión uno.`, 'RECA-UNO', null))
        .status,
    ).toBe(201);
    const application = await approvedApplication(server, promoter, reviewer, choices);
    const before = await contractOf(application.id);
    expect(versionsOf(before)).toMatchObject({ contrato: 1, caratula: null, pagare: null });
    const contrato = await documentText(before, 'contrato');
    expect(contrato).toContain('Cláusula de la versión uno.');
    expect(contrato).toContain('RECA-UNO');
    // The table belongs to the registered contract: it names the contrato's RECA.
    expect(await documentText(before, 'tabla_amortizacion')).toContain('RECA RECA-UNO');

    expect(
      (await save('contrato', `${defaults.contrato}\n\nCláusula de la versión dos.`, 'RECA-DOS', 1)).status,
    ).toBe(201);
    expect(
      (await save('caratula', `${defaults.caratula}\n\nCarátula propia.`, 'RECA-CAR', null)).status,
    ).toBe(201);
    const after = await contractOf(application.id);
    expect(after).toEqual(before);
    expect(await documentText(after, 'contrato')).toContain('Cláusula de la versión uno.');
    // Signed, it is the same text: the signed copies name the version the unsigned ones did.
    await signed(application.id);
    const signedSet = await contractOf(application.id);
    expect(signedSet.documents.map((document) => document.download_url)).not.toEqual(
      before.documents.map((document) => document.download_url),
    );
    // (signing adds the constancia of hashes, which no template makes)
    expect(versionsOf(signedSet)).toEqual({ ...versionsOf(before), constancia_firma: null });
    expect(await documentText(signedSet, 'contrato')).toContain('Cláusula de la versión uno.');

    const next = await contractOf((await approvedApplication(server, promoter, reviewer, choices)).id);
    expect(versionsOf(next)).toMatchObject({ contrato: 2, caratula: 1, carta_instruccion: null });
    expect(await documentText(next, 'contrato')).toContain('Cláusula de la versión dos.');
    expect(await documentText(next, 'caratula')).toContain('Carátula propia.');
  }, 90_000);
});
