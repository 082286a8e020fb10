import type { ContractContent } from '@origina/domain/contract-documents';
import { PDFDocument } from 'pdf-lib';
import { documentUnits, tableFits } from './pdf-blocks.js';
import { drawFoot, Layout, landscape, margin, portrait } from './pdf-layout.js';
import { type SignatureSpot, spotsKeyword } from './pdf-signatures.js';
import { embedFonts } from './pdf-text.js';

// A contract document laid out as a Letter PDF (pdf-layout.ts, pdf-blocks.ts): a header with the
// lender and folio, the blocks in order, a table's header repeated on each page, and "página n
// de m" at the foot of every page. A table too wide for a page at 8 points turns the document's
// pages sideways.

/** The PDF of one contract document. */
export async function renderContractPdf(
  content: ContractContent,
  header: { lender: string; folio: string; issuedOn: Date },
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${content.title} · ${header.folio}`);
  pdf.setAuthor(header.lender);
  pdf.setCreator('Origina');
  pdf.setProducer('Origina');
  pdf.setLanguage('es-MX');
  pdf.setCreationDate(header.issuedOn);
  pdf.setModificationDate(header.issuedOn);
  const fonts = await embedFonts(pdf);
  const wide = content.blocks.some(
    (block) => block.kind === 'table' && !tableFits(block, fonts, portrait.width - 2 * margin),
  );
  const layout = new Layout(
    pdf,
    fonts,
    { lender: header.lender, folio: header.folio, title: content.title },
    wide ? landscape : portrait,
  );
  const spots: SignatureSpot[] = [];
  layout.place(documentUnits(content.blocks, { fonts, usable: layout.usable, spots }));
  const keyword = spots
    .map((spot) => [spot.page, spot.x, spot.y, spot.width].map((value) => Math.round(value)).join(','))
    .join(';');
  pdf.setKeywords(['contrato', `${spotsKeyword}${keyword}`]);
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    drawFoot(
      page,
      `${content.title} · folio ${header.folio}`,
      `página ${index + 1} de ${pages.length}`,
      fonts,
    );
  });
  return Buffer.from(await pdf.save());
}
