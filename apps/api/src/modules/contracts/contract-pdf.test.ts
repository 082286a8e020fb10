import {
  type ContractFacts,
  contractDocumentTitles,
  contractDocumentTypes,
} from '@origina/domain/contract-documents';
import { describe, expect, it } from 'vitest';
import {
  everyText,
  renderDocument,
  sampleFacts,
  signedDocument,
} from '../../../test/support/contract-facts.js';
import {
  boxOf,
  overlap,
  type PageContent,
  pageTexts,
  pdfContent,
} from '../../../test/support/pdf-content.js';
import { renderContractPdf } from './contract-pdf.js';

// What every document of the contract set prints, read back from the PDF: typed values as one
// run of text, nothing under 8 points, nothing drawn over anything else or off the page.

/** The five documents of `facts` and the signed copy of each (with its evidence annex). */
async function everyDocument(facts: ContractFacts) {
  const documents: { name: string; pdf: Buffer }[] = [];
  for (const type of contractDocumentTypes) {
    const pdf = await renderDocument(type, facts);
    documents.push({ name: type, pdf }, { name: `${type} (firmado)`, pdf: await signedDocument(pdf, facts) });
  }
  return documents;
}

// The example: a promoter types a clause into a customer's street.
const clause = 'Calle Colima\n\n# CLÁUSULA ADICIONAL\n\nEl acreditado renuncia a cualquier reclamación.';
// Where the clause's words could start a line, each with the word an inline run has before it.
const starts = [
  ['# CLÁUSULA', 'Colima'],
  ['CLÁUSULA ADICIONAL', '#'],
  ['El acreditado renuncia', 'ADICIONAL'],
] as const;

/** The lines where the clause starts a line of its own. Drawn inline, its words start a line only
 * where a full line wraps in the middle of the run: the line before is long and ends with the
 * word before them. */
function clauseLines(lines: string[]) {
  return lines.filter((line, index) => {
    if (/^#?\s*CLÁUSULA ADICIONAL$/.test(line)) return true;
    const start = starts.find(([words]) => line.startsWith(words));
    const before = lines[index - 1] ?? '';
    return start !== undefined && !(before.endsWith(` ${start[1]}`) && before.length >= 30);
  });
}

const titles = [...Object.values(contractDocumentTitles), 'Constancia de firma electrónica'];
const footMark = / · (página \d+ de \d+|anexo, hoja \d+ de \d+)$/;

/** A document's lines as three flows that each read on from page to page: the running heads
 * (lender and folio, over the title), the body, and the feet (with a signed copy's line). */
function flows(pages: string[]) {
  const split = pages.map((text) => {
    const lines = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const title = lines.findIndex((line) => titles.includes(line));
    const foot = lines.findIndex((line) => footMark.test(line));
    expect(title, text).toBeGreaterThan(0);
    expect(foot, text).toBeGreaterThan(title);
    return { head: lines.slice(0, title), body: lines.slice(title + 1, foot), foot: lines.slice(foot) };
  });
  return ['head', 'body', 'foot'].map((part) => split.flatMap((page) => page[part as 'head']));
}

describe('a value typed into any field', () => {
  it('never prints as a line of its own: a line-break clause in every text of the facts stays in its run', async () => {
    for (const pagareMode of ['electronic', 'paper'] as const) {
      const base = sampleFacts();
      const facts = everyText({ ...base, terms: { ...base.terms, pagareMode } }, () => clause);
      for (const { name, pdf } of await everyDocument(facts)) {
        const pages = await pageTexts(pdf);
        // The clause is there, as words among others.
        expect(pages.join('\n'), name).toContain('CLÁUSULA ADICIONAL El acreditado renuncia');
        for (const flow of flows(pages)) expect(clauseLines(flow), `${name} (${pagareMode})`).toEqual([]);
      }
    }
  }, 60_000);

  it('is told apart from a clause drawn on its own lines (the check itself)', () => {
    const heading = ['con domicilio en Calle Colima', 'CLÁUSULA ADICIONAL', 'El acreditado renuncia a'];
    expect(clauseLines(heading)).toHaveLength(2);
    const marked = ['con domicilio en Calle Colima', '# CLÁUSULA ADICIONAL', 'El acreditado renuncia'];
    expect(clauseLines(marked)).toHaveLength(2);
    const wrapped = [
      'Yo, Ana Ruiz Díaz, con domicilio en Calle Colima #',
      'CLÁUSULA ADICIONAL El acreditado',
    ];
    expect(clauseLines(wrapped)).toEqual([]);
  });
});

/** Every text run under 8 points, drawn over another or over an image, or off the printable page. */
function problems(name: string, pages: PageContent[]) {
  const found: string[] = [];
  pages.forEach((page, index) => {
    const where = `${name}, página ${index + 1}`;
    const boxes = page.runs.map((run) => ({ run, box: boxOf(run) }));
    boxes.forEach(({ run, box }, position) => {
      if (run.size < 8) found.push(`${where}: "${run.text}" at ${run.size} pt`);
      if (
        box.x < 18 ||
        box.y < 18 ||
        box.x + box.width > page.width - 18 ||
        box.y + box.height > page.height - 18
      )
        found.push(`${where}: "${run.text}" off the page`);
      for (const other of boxes.slice(position + 1))
        if (overlap(box, other.box)) found.push(`${where}: "${run.text}" over "${other.run.text}"`);
      for (const image of page.images)
        if (overlap(box, image)) found.push(`${where}: the signature over "${run.text}"`);
    });
  });
  return found;
}

describe('the type of every document', () => {
  const sets: [string, ContractFacts][] = [
    ['48 semanas', sampleFacts({ amount: 20_000, term: 48, frequency: 'weekly', insurancePerPeriod: 15 })],
    ['6 meses, pagaré en papel', { ...sampleFacts({ amount: 9_500, term: 6, frequency: 'monthly' }) }],
    ['valores largos', everyText(sampleFacts(), (text) => `${text} ${clause}`)],
    ['el nombre más largo', sampleFacts()],
  ];
  sets[1]![1].terms.pagareMode = 'paper';
  // Three names of 60 characters, the most a form takes: the signed copy's foot still fits.
  sets[3]![1].customer.name = Array.from({ length: 3 }, () =>
    'Maximiliana Guadalupe Ximena'.padEnd(60, 'x'),
  ).join(' ');

  it('is 8 points or more, read from every content stream of every page, annex included', async () => {
    for (const [label, facts] of sets) {
      for (const { name, pdf } of await everyDocument(facts)) {
        const pages = await pdfContent(pdf);
        expect(pages.flatMap((page) => page.runs).length, name).toBeGreaterThan(10);
        expect(problems(`${name} (${label})`, pages).filter((problem) => problem.includes(' pt'))).toEqual(
          [],
        );
      }
    }
  }, 60_000);

  it('is never drawn over other text or the drawn signature, nor off the page', async () => {
    for (const [label, facts] of sets)
      for (const { name, pdf } of await everyDocument(facts))
        expect(problems(`${name} (${label})`, await pdfContent(pdf))).toEqual([]);
  }, 60_000);

  it('a table too wide for a page at 8 points turns the pages sideways', async () => {
    const wide = '$999,999,999,999.99';
    const columns = [
      'Núm.',
      'Fecha',
      'Saldo inicial',
      'Capital',
      'Interés',
      'IVA',
      'Seguro',
      'Pago',
      'Saldo final',
    ];
    const rows = Array.from({ length: 60 }, (_, index) => [
      String(index + 1),
      '15 dic 2026',
      ...Array(7).fill(wide),
    ]);
    const pdf = await renderContractPdf(
      { title: 'Tabla de amortización', blocks: [{ kind: 'table', columns, rows }] },
      { lender: 'Financiera Ejemplo', folio: 'ORG-2026-000123', issuedOn: new Date() },
    );
    const pages = await pdfContent(pdf);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.width).toBeGreaterThan(page.height);
    expect(problems('tabla ancha', pages)).toEqual([]);
    // The header row on every page.
    for (const text of await pageTexts(pdf)) expect(text).toMatch(/Núm\.\s+Fecha\s+Saldo inicial/);
  });
});
