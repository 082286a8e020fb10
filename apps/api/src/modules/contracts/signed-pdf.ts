import type { ContractBlock } from '@origina/domain/contract-documents';
import { PDFDocument } from 'pdf-lib';
import { documentUnits } from './pdf-blocks.js';
import { drawFoot, drawText, foot, Layout, margin, muted } from './pdf-layout.js';
import { type SignatureSpot, spotsKeyword } from './pdf-signatures.js';
import { embedFonts, wrap } from './pdf-text.js';

// The signed copy of a contract document: the customer's drawn signature where the original
// marked their lines, the signature's line at every foot, and the evidence annex.

export interface SignatureStamp {
  lender: string;
  folio: string;
  /** "Firmado electrónicamente por … el …": printed at the foot of every original page. */
  line: string;
  /** The evidence, as the closing page shows it. */
  evidence: ContractBlock[];
  signaturePng: Buffer;
  signedAt: Date;
}

function signatureSpotsOf(pdf: PDFDocument): SignatureSpot[] {
  const spots = (pdf.getKeywords() ?? '').split(' ').find((word) => word.startsWith(spotsKeyword));
  if (!spots) return [];
  return spots
    .slice(spotsKeyword.length)
    .split(';')
    .map((spot) => spot.split(',').map(Number))
    .filter((values) => values.length === 4 && values.every(Number.isFinite))
    .map(([page, x, y, width]) => ({ page: page!, x: x!, y: y!, width: width! }));
}

/** The signed copy of a contract document: the drawn signature on each line where the customer
 * signs, the signature's line at the foot of every page, then an evidence page (an annex: the
 * document's own "página n de m" is left as it was) with what proves it. */
export async function stampSignedPdf(original: Buffer, stamp: SignatureStamp): Promise<Buffer> {
  const pdf = await PDFDocument.load(original);
  const fonts = await embedFonts(pdf);
  const image = await pdf.embedPng(stamp.signaturePng);
  const pages = pdf.getPages();
  for (const spot of signatureSpotsOf(pdf)) {
    const page = pages[spot.page];
    if (!page) continue;
    const fit = Math.min((spot.width * 0.8) / image.width, 42 / image.height, 1);
    page.drawImage(image, {
      x: spot.x + (spot.width - image.width * fit) / 2,
      y: spot.y + 2,
      width: image.width * fit,
      height: image.height * fit,
    });
  }
  // The signature's line under the page's own foot, in as many lines as the page's width needs.
  for (const page of pages) {
    const lines = wrap(stamp.line, fonts.regular, foot.size, page.getWidth() - 2 * margin);
    lines.forEach((line, index) => {
      drawText(page, line, {
        x: margin,
        y: foot.baseline - (index + 1) * foot.leading,
        font: fonts.regular,
        size: foot.size,
        color: muted,
      });
    });
  }
  const title = 'Constancia de firma electrónica';
  const layout = new Layout(pdf, fonts, { lender: stamp.lender, folio: stamp.folio, title });
  const scale = Math.min(220 / image.width, 90 / image.height, 1);
  const drawn = { width: image.width * scale, height: image.height * scale };
  const evidence = documentUnits(stamp.evidence, { fonts, usable: layout.usable, spots: [] });
  // The customer's signature never stands alone on a page: the evidence's last row goes with it.
  if (evidence.length > 0) evidence.at(-1)!.keep = true;
  layout.place([
    ...evidence,
    {
      height: drawn.height + 30,
      draw: ({ page, y }) => {
        drawText(page, 'Firma del cliente', { x: margin, y, font: fonts.bold, size: 9.5 });
        page.drawImage(image, { x: margin, y: y - 10 - drawn.height, ...drawn });
      },
    },
  ]);
  // The annex has a foot of its own: the document's "página n de m" stays as it was signed.
  const annex = pdf.getPages().slice(pages.length);
  annex.forEach((page, index) => {
    drawFoot(page, `${title} · folio ${stamp.folio}`, `anexo, hoja ${index + 1} de ${annex.length}`, fonts);
  });
  pdf.setModificationDate(stamp.signedAt);
  return Buffer.from(await pdf.save());
}
