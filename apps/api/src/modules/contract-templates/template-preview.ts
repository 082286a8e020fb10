import type { ContractFacts } from '@origina/domain/contract-documents';
import type { TemplatedDocumentType } from '@origina/domain/contract-templates';
import { contractContent } from '@origina/domain/contract-text';
import { productOptions } from '@origina/domain/lender-catalog';
import { simulate } from '@origina/domain/simulations';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { createConcurrencyGate } from '../../security/concurrency-gate.js';
import { findProductRow } from '../catalogs/lender-catalog.js';
import { productFromRow } from '../catalogs/lender-presenters.js';
import { contractPartiesOf } from '../lender-profile/contract-parties.js';
import type { DefaultTemplates } from './default-templates.js';
import { checkTemplate, templatesForProduct } from './template-versions.js';

// A draft template as the PDF a customer would get, with a sample loan of the product: the
// product's figures, the lender's facts, and a customer plainly made up.

const sampleAmount = 20_000;

async function sampleFacts(context: AppContext, productId: string): Promise<ContractFacts> {
  const row = await findProductRow(context.db, productId);
  if (!row) throw new AppError(404, 'not_found');
  const product = productFromRow(row, 'es');
  const options = productOptions(product);
  const option = options[Math.floor((options.length - 1) / 2)]!;
  const amount = Math.min(Math.max(sampleAmount, option.min_amount), option.max_amount);
  const contractDate = context.today();
  return {
    folio: 'MUESTRA-0001',
    issuedOn: contractDate,
    place: 'Ciudad de México',
    ...(await contractPartiesOf(context.db, context.config.lender, row)),
    // A customer plainly made up, not a placeholder to fill: SAT's generic RFC (XEXX010101000) and a
    // CURP of the same shape, an .invalid address, zeros for numbers.
    customer: {
      name: 'Persona De Ejemplo Muestra',
      curp: 'XEXX010101HDFXXX04',
      rfc: 'XEXX010101000',
      address: 'Calle Ejemplo 123, col. Centro, C.P. 06000, Cuauhtémoc, Ciudad de México',
      mobile: '5500000000',
      email: 'cliente@ejemplo.invalid',
      employeeNumber: '000000',
    },
    employer: 'Dependencia de ejemplo',
    product: product.name,
    amount,
    term: option.term,
    frequency: option.frequency,
    annualRate: option.annual_rate,
    rateBasis: option.rate_basis,
    clabe: '000000000000000000',
    loan: simulate({ option, amount, contractDate }),
  };
}

// Laying out a PDF holds the process's one thread: one preview at a time per admin, none waiting,
// so that previews (a key held down, a script) cannot pile up behind each other (issue 31).
/** Keyed by the admin's user id (tests hold a place to see the next refused). */
export const previewGate = createConcurrencyGate();
export const onePreviewPerAdmin = { concurrent: 1, waiting: 0 };
/** What a refused preview's Retry-After says, in seconds. */
const previewRetryAfterSeconds = 2;

/** The PDF of a draft of one of the product's templates, checked as a save would check it;
 * refused (429 `template_preview_busy`) while the same admin's previous preview is being made. */
export async function previewTemplate(
  context: AppContext,
  defaults: DefaultTemplates,
  productId: string,
  type: TemplatedDocumentType,
  draft: { body: string; reca_number?: string | undefined },
  adminId: string,
) {
  const release = await previewGate.enter(adminId, onePreviewPerAdmin);
  if (!release)
    throw new AppError(429, 'template_preview_busy', {
      headers: { 'retry-after': String(previewRetryAfterSeconds) },
    });
  try {
    return await renderPreview(context, defaults, productId, type, draft);
  } finally {
    release();
  }
}

async function renderPreview(
  context: AppContext,
  defaults: DefaultTemplates,
  productId: string,
  type: TemplatedDocumentType,
  draft: { body: string; reca_number?: string | undefined },
) {
  const facts = await sampleFacts(context, productId);
  checkTemplate(type, draft.body);
  const { templates } = await templatesForProduct(context.db, productId, defaults);
  const content = contractContent(type, facts, {
    ...templates,
    [type]: { body: draft.body, reca: draft.reca_number ?? null },
  });
  // pdf-lib loads with the first preview or contract, not with the server.
  const { renderContractPdf } = await import('../contracts/contract-pdf.js');
  return renderContractPdf(content, {
    // Every page's header says it binds nobody.
    lender: `MUESTRA SIN VALIDEZ · ${facts.lender.legalName}`,
    folio: facts.folio,
    issuedOn: new Date(),
  });
}
