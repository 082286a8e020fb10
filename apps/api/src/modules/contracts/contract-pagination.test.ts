import {
  type ContractDocumentType,
  type ContractFacts,
  contractDocumentTitles,
} from '@origina/domain/contract-documents';
import { contractContent } from '@origina/domain/contract-text';
import { longDate } from '@origina/domain/contract-words';
import { formatPesos } from '@origina/domain/money';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  contractTemplates,
  type LoanChoice,
  renderDocument,
  sampleFacts,
  signedDocument,
} from '../../../test/support/contract-facts.js';
import { type PageContent, pageTexts, pdfContent } from '../../../test/support/pdf-content.js';
import { renderContractPdf } from './contract-pdf.js';

// Where the pages of a contract document break: a table's totals stay whole and with its last
// rows, a signatures block keeps the clause before it, a heading keeps its first lines; and the
// lender signs on its own line.

const flat = (text: string) => text.replace(/\s+/g, ' ');
const totals = ['Total de intereses', 'Total de IVA', 'Total de seguro', 'Monto total a pagar'];

describe('a table and its totals', () => {
  const loans: LoanChoice[] = [
    { amount: 20_000, term: 48, frequency: 'weekly' },
    { amount: 20_000, term: 48, frequency: 'biweekly', insurancePerPeriod: 12.5 },
    ...[12, 24, 40, 42, 43, 44, 45, 46, 47, 49, 50, 52, 60, 72, 92, 96, 104, 150].map(
      (term): LoanChoice => ({ amount: 35_000, term, frequency: 'weekly' }),
    ),
  ];

  it('keeps the totals on one page with the last rows of the table, wherever the table ends (a 48-row one too)', async () => {
    const lastPages = new Set<number>();
    for (const loan of loans) {
      const facts = sampleFacts(loan);
      const pages = (await pageTexts(await renderDocument('tabla_amortizacion', facts))).map(flat);
      const holding = pages.flatMap((text, index) => (text.includes('Total de intereses') ? [index] : []));
      expect(holding, `${loan.term} pagos`).toHaveLength(1);
      const page = pages[holding[0]!]!;
      for (const label of totals) expect(page, `${loan.term} pagos: ${label}`).toContain(label);
      expect(page).toContain(`Monto total a pagar ${formatPesos(facts.loan.total_payment)}`);
      // The table's last three rows, each with its closing balance, are on the totals' page.
      for (const row of facts.loan.schedule.slice(-3))
        expect(page, `${loan.term} pagos: fila ${row.number}`).toMatch(
          new RegExp(`\\b${row.number} \\d{2} [a-z]{3} \\d{4} .*?\\${formatPesos(row.closing_balance)}`),
        );
      lastPages.add(holding[0]!);
    }
    // The loans end their tables on several pages (the first, the second, the third…).
    expect(lastPages.size).toBeGreaterThan(2);
  }, 60_000);
});

/** The page the customer signs on, from the spots the PDF keeps for the signed copy. */
async function signingPage(pdf: Buffer) {
  const keywords = (await PDFDocument.load(pdf)).getKeywords() ?? '';
  const spots = /firma-cliente=(\d+),/.exec(keywords);
  expect(spots, keywords).not.toBeNull();
  return Number(spots![1]);
}

/** A few words from the start and the end of the block just before the signatures. */
function blockBeforeSignatures(type: ContractDocumentType, facts: ContractFacts) {
  const { blocks } = contractContent(type, facts, contractTemplates);
  const before = blocks[blocks.findIndex((block) => block.kind === 'signatures') - 1]!;
  const text =
    before.kind === 'paragraph' ? before.text : before.kind === 'pairs' ? before.rows.flat().join(' ') : '';
  expect(text, type).not.toBe('');
  const words = flat(text).split(' ');
  return [words.slice(0, 4).join(' '), words.slice(-4).join(' ')];
}

// Facts whose customer's address grows by a few words each time: the page breaks fall earlier and
// earlier in each document.
const lengthened = (words: number) => {
  const facts = sampleFacts({ amount: 20_000, term: 48, frequency: 'weekly' });
  const extra = Array.from({ length: words }, (_, index) => `Manzana${index}`).join(' ');
  facts.customer.address = `${facts.customer.address} ${extra}`.trim();
  facts.employer = `${facts.employer} ${extra.slice(0, words * 3)}`.trim();
  return facts;
};
const signed: ContractDocumentType[] = ['contrato', 'caratula', 'pagare', 'carta_instruccion'];

describe('the signatures', () => {
  it('never stand alone on a page: the block before them is on their page, wherever the break falls', async () => {
    // What the signing page opens with: the break falls in different places as the text grows.
    const openings = new Map<ContractDocumentType, Set<string>>(signed.map((type) => [type, new Set()]));
    for (let words = 0; words <= 120; words += 6) {
      const facts = lengthened(words);
      for (const type of signed) {
        const pdf = await renderDocument(type, facts);
        const page = await signingPage(pdf);
        const pageText = (await pageTexts(pdf))[page]!;
        const text = flat(pageText);
        for (const part of blockBeforeSignatures(type, facts))
          expect(text, `${type}, ${words} palabras más`).toContain(flat(part));
        expect(text).toContain(facts.customer.name);
        const lines = pageText.split('\n');
        openings.get(type)!.add(`${page}: ${lines[lines.indexOf(contractDocumentTitles[type]) + 1]}`);
      }
    }
    expect(openings.get('contrato')!.size, [...openings.get('contrato')!].join('\n')).toBeGreaterThan(2);
  }, 120_000);

  it('no heading ends a page: its first lines follow it to the next', async () => {
    const lowestOf = (page: PageContent) => {
      // The body's lowest line, above the foot; headings are the only 12-point text.
      const body = page.runs.filter((run) => run.y > 80 && run.size < 16);
      return body.reduce((low, run) => (run.y < low.y ? run : low), body[0]!);
    };
    // A clause of more and more words before a heading: the heading lands everywhere on the page.
    let moved = 0;
    for (let words = 300; words <= 720; words += 6) {
      const pdf = await renderContractPdf(
        {
          title: 'Contrato de crédito',
          blocks: [
            {
              kind: 'paragraph',
              text: Array.from({ length: words }, (_, index) => `palabra${index}`).join(' '),
            },
            { kind: 'heading', text: 'Cláusulas' },
            {
              kind: 'paragraph',
              text: 'Primera. Objeto. El Acreditante otorga al Acreditado un crédito simple.',
            },
          ],
        },
        { lender: 'Financiera Ejemplo', folio: 'ORG-2026-000123', issuedOn: new Date() },
      );
      const pages = await pdfContent(pdf);
      for (const page of pages) expect(lowestOf(page).size, `${words} palabras`).not.toBe(12);
      if (pages[1]?.runs.some((run) => run.text === 'Cláusulas')) moved += 1;
    }
    expect(moved).toBeGreaterThan(0);
    // And in every document of the set, signed copies and annex included, as their text grows.

    for (let words = 0; words <= 120; words += 6) {
      const facts = lengthened(words);
      for (const type of signed) {
        const original = await renderDocument(type, facts);
        for (const [index, page] of (await pdfContent(await signedDocument(original, facts))).entries()) {
          const lowest = lowestOf(page);
          expect(lowest.size, `${type}, página ${index + 1}: "${lowest.text}"`).not.toBe(12);
        }
      }
    }
  }, 120_000);
});

describe('the lender’s signature', () => {
  const statement = (facts: ContractFacts) =>
    `Firmado electrónicamente por ${facts.lender.signatory.name}, ${facts.lender.signatory.position}, en representación de ${facts.lender.legalName}, el ${longDate(facts.issuedOn)}.`;

  it('is stated on its line in the contrato and the carátula when signed electronically as the set is made', async () => {
    const facts = sampleFacts();
    for (const type of ['contrato', 'caratula'] as const) {
      const pdf = await renderDocument(type, facts);
      const text = flat((await pageTexts(pdf)).join(' '));
      expect(text, type).toContain(statement(facts));
      expect(text, type).toContain(`Por: ${facts.lender.signatory.name}, ${facts.lender.signatory.position}`);
      // The customer's drawn signature goes on the customer's line only, left of the lender's.
      const pages = await pdfContent(await signedDocument(pdf, facts));
      const signing = pages[await signingPage(pdf)]!;
      expect(signing.images).toHaveLength(1);
      const image = signing.images[0]!;
      const lenderColumn = signing.runs.find((run) =>
        run.text.startsWith('Firmado electrónicamente por Laura'),
      )!;
      expect(image.x + image.width).toBeLessThan(lenderColumn.x);
    }
  });

  it('is a blank line with the signatory’s name and position when the pagaré is on paper', async () => {
    const facts = sampleFacts();
    facts.terms.pagareMode = 'paper';
    for (const type of ['contrato', 'caratula'] as const) {
      const text = flat((await pageTexts(await renderDocument(type, facts))).join(' '));
      expect(text, type).not.toContain('Firmado electrónicamente por');
      expect(text, type).toContain(
        `${facts.lender.legalName} Por: ${facts.lender.signatory.name}, ${facts.lender.signatory.position}`,
      );
    }
  });
});
