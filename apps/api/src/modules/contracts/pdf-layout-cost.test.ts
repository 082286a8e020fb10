import type { ContractContent } from '@origina/domain/contract-documents';
import { fillTemplate } from '@origina/domain/contract-templates';
import { PDFDocument, PDFFont } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderContractPdf } from './contract-pdf.js';
import { Layout, type Unit } from './pdf-layout.js';
import { embedFonts } from './pdf-text.js';

// Laying out a contract costs work in proportion to its text, whatever shape an admin gives a
// template (issue 31: a body of ">" lines, a run of headings, one long word, emoji each held the
// server for seconds). Work is counted (reads of `keep`, characters measured), not timed.

afterEach(() => vi.restoreAllMocks());

/** How many times the layout asks whether a unit is kept with the next, for `count` units all
 * kept together (one "lines" block, or a run of headings). */
async function keepReads(count: number) {
  const pdf = await PDFDocument.create();
  const layout = new Layout(pdf, await embedFonts(pdf), {
    lender: 'Prestamista',
    folio: 'F-1',
    title: 'Contrato',
  });
  let reads = 0;
  const units: Unit[] = Array.from({ length: count }, () => ({
    height: 14,
    draw: () => undefined,
    get keep() {
      reads += 1;
      return true;
    },
  }));
  layout.place(units);
  return { reads, pages: pdf.getPageCount() };
}

/** Characters handed to the font's width measure while the body is rendered as a contrato. */
async function measuredCharacters(body: string) {
  const measure = vi.spyOn(PDFFont.prototype, 'widthOfTextAtSize');
  const content: ContractContent = { title: 'Contrato', blocks: fillTemplate(body, {}) };
  const pdf = await renderContractPdf(content, { lender: 'Prestamista', folio: 'F-1', issuedOn: new Date() });
  const characters = measure.mock.calls.reduce((sum, [text]) => sum + text.length, 0);
  measure.mockRestore();
  return { characters, calls: measure.mock.calls.length, pdf };
}

describe('laying out a contract', () => {
  it('asks each unit once whether it is kept with the next, however long the run kept together', async () => {
    const small = await keepReads(1_500);
    const large = await keepReads(3_000);
    expect(small.reads).toBeLessThanOrEqual(1_500);
    expect(large.reads).toBeLessThanOrEqual(2 * small.reads);
    // A run longer than a page still flows onto as many pages as it needs.
    expect(large.pages).toBeGreaterThan(1.8 * small.pages);
  });

  it('measures a long word a few times a line, not once a character', async () => {
    for (const word of ['x'.repeat(39_000), '😀'.repeat(19_000)]) {
      const { calls, characters, pdf } = await measuredCharacters(`# Cláusula\n\n${word}`);
      // A line holds about 90 characters: a handful of measures each, of about a line each.
      expect(calls).toBeLessThan(word.length / 5);
      expect(characters).toBeLessThan(20 * word.length);
      expect(pdf.length).toBeGreaterThan(0);
    }
  });

  it('does work in proportion to the text for the bodies that stalled the server', async () => {
    for (const unit of ['>\n', '# a\n\n', 'a ']) {
      const small = await measuredCharacters(unit.repeat(1_500));
      const large = await measuredCharacters(unit.repeat(3_000));
      expect(large.characters).toBeLessThanOrEqual(2.2 * small.characters);
      expect(large.characters).toBeLessThan(10 * unit.length * 3_000);
    }
  });
});
