import type { ContractBlock } from '@origina/domain/contract-documents';
import { PDFDocument } from 'pdf-lib';
import {
  drawFoot,
  embedFonts,
  Layout,
  margin,
  muted,
  type SignatureSpot,
  spotsKeyword,
  width,
  wrap,
} from './contract-pdf.js';

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
  const signatureLines = wrap(stamp.line, fonts.regular, 7, width - 2 * margin);
  for (const page of pages)
    signatureLines.forEach((line, index) => {
      page.drawText(line, {
        x: margin,
        y: margin - 36 - index * 9,
        font: fonts.regular,
        size: 7,
        color: muted,
      });
    });
  const title = 'Constancia de firma electrónica';
  const layout = new Layout(pdf, fonts, { lender: stamp.lender, folio: stamp.folio, title });
  for (const block of stamp.evidence) layout.block(block);
  const scale = Math.min(220 / image.width, 90 / image.height, 1);
  layout.room(image.height * scale + 40);
  layout.text('Firma del cliente', margin, layout.y, fonts.bold, 9.5);
  layout.page.drawImage(image, {
    x: margin,
    y: layout.y - 10 - image.height * scale,
    width: image.width * scale,
    height: image.height * scale,
  });
  // The annex has a foot of its own: the document's "página n de m" stays as it was signed.
  const annex = pdf.getPages().slice(pages.length);
  annex.forEach((page, index) => {
    drawFoot(page, `${title} · folio ${stamp.folio} · anexo, hoja ${index + 1} de ${annex.length}`, fonts);
  });
  pdf.setModificationDate(stamp.signedAt);
  return Buffer.from(await pdf.save());
}
