import type { ContractBlock, ContractContent } from '@origina/domain/contract-documents';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

// A contract document laid out as a Letter PDF with the standard Helvetica (no font files to ship):
// a header with the lender and folio, the blocks in order, a table's header repeated on each page,
// and "página n de m" at the foot of every page.

export const width = 612;
const height = 792;
export const margin = 56;
const usable = width - 2 * margin;
const ink = rgb(0.11, 0.15, 0.18);
export const muted = rgb(0.35, 0.4, 0.45);
const rule = rgb(0.8, 0.82, 0.85);

// The standard fonts speak WinAnsi: Spanish fits; anything else (a name in another script) is
// shown as '?' rather than failing the contract.
export const printable = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\n]/g, '?');

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

// A word wider than the line (a SHA-256, a long e-mail) is cut where the line ends.
function split(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  if (font.widthOfTextAtSize(word, size) <= maxWidth) return [word];
  const parts: string[] = [];
  let part = '';
  for (const character of word) {
    if (part && font.widthOfTextAtSize(part + character, size) > maxWidth) {
      parts.push(part);
      part = '';
    }
    part += character;
  }
  return [...parts, part];
}

export function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split('\n')) {
    let line = '';
    for (const word of paragraph
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((part) => split(part, font, size, maxWidth))) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

// Where the customer signs (the first name of a signatures block): kept in the PDF's own keywords
// ("firma-cliente=page,x,y,width;…"), so the signed copy puts the drawn signature on those lines.
export interface SignatureSpot {
  page: number;
  x: number;
  y: number;
  width: number;
}
export const spotsKeyword = 'firma-cliente=';

/** The two standard fonts every page uses. */
export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  return {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
}

/** The line at the foot of a page (which document, which folio, which page). */
export function drawFoot(page: PDFPage, text: string, fonts: Fonts) {
  page.drawText(printable(text), { x: margin, y: margin - 24, font: fonts.regular, size: 8, color: muted });
}

export class Layout {
  page!: PDFPage;
  y = 0;
  readonly signatureSpots: SignatureSpot[] = [];
  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    readonly header: { lender: string; folio: string; title: string },
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([width, height]);
    this.y = height - margin;
    this.text(this.header.lender, margin, this.y, this.fonts.bold, 9, muted);
    const folio = `Folio ${this.header.folio}`;
    this.text(
      folio,
      width - margin - this.fonts.regular.widthOfTextAtSize(folio, 9),
      this.y,
      this.fonts.regular,
      9,
      muted,
    );
    this.y -= 28;
    for (const line of wrap(this.header.title, this.fonts.bold, 16, usable)) {
      this.text(line, margin, this.y, this.fonts.bold, 16);
      this.y -= 20;
    }
    this.y -= 6;
  }

  /** Room for `needed` points, or a new page. */
  room(needed: number) {
    if (this.y - needed < margin + 20) this.newPage();
  }

  text(text: string, x: number, y: number, font: PDFFont, size: number, color = ink) {
    this.page.drawText(printable(text), { x, y, font, size, color });
  }

  lines(lines: string[], x: number, font: PDFFont, size: number, leading: number) {
    for (const line of lines) {
      this.room(leading);
      this.text(line, x, this.y, font, size);
      this.y -= leading;
    }
  }

  block(block: ContractBlock) {
    const { regular, bold } = this.fonts;
    switch (block.kind) {
      case 'heading':
        this.room(40);
        this.y -= 6;
        this.lines(wrap(block.text, bold, 12, usable), margin, bold, 12, 16);
        this.y -= 2;
        return;
      case 'paragraph':
        this.lines(wrap(block.text, regular, 10, usable), margin, regular, 10, 14);
        this.y -= 8;
        return;
      case 'pairs':
        for (const [label, value] of block.rows) {
          const labels = wrap(label, bold, 9.5, usable * 0.38);
          // One long word (a SHA-256) is set smaller to stay whole on its line, and copyable.
          const valueSize = /\s/.test(value)
            ? 9.5
            : Math.max(
                6.5,
                Math.min(9.5, (9.5 * usable * 0.58) / regular.widthOfTextAtSize(printable(value), 9.5)),
              );
          const values = wrap(value, regular, valueSize, usable * 0.6);
          const rows = Math.max(labels.length, values.length);
          this.room(rows * 13 + 6);
          labels.forEach((line, index) => {
            this.text(line, margin, this.y - index * 13, bold, 9.5);
          });
          values.forEach((line, index) => {
            this.text(
              line,
              margin + usable * 0.4,
              this.y - index * 13,
              regular,
              /\s/.test(value) ? 9.5 : valueSize,
            );
          });
          this.y -= rows * 13 + 2;
          this.page.drawLine({
            start: { x: margin, y: this.y + 8 },
            end: { x: width - margin, y: this.y + 8 },
            thickness: 0.5,
            color: rule,
          });
          this.y -= 4;
        }
        this.y -= 8;
        return;
      case 'table':
        this.table(block.columns, block.rows);
        return;
      case 'lines':
        for (const line of block.lines) this.lines(wrap(line, regular, 10, usable), margin, regular, 10, 14);
        this.y -= 8;
        return;
      case 'signatures': {
        this.room(90);
        this.y -= 50;
        const names = block.parties.map((party) => party.name);
        const each = usable / names.length;
        this.signatureSpots.push({
          page: this.pdf.getPageCount() - 1,
          x: margin + 10,
          y: this.y,
          width: each - 20,
        });
        names.forEach((name, index) => {
          const x = margin + index * each;
          this.page.drawLine({
            start: { x: x + 10, y: this.y },
            end: { x: x + each - 10, y: this.y },
            thickness: 0.8,
            color: ink,
          });
          wrap(name, regular, 9, each - 20).forEach((line, row) => {
            this.text(line, x + 10, this.y - 12 - row * 11, regular, 9);
          });
        });
        this.y -= 40;
        return;
      }
    }
  }

  // Columns sized to their widest cell; all but the first two (number, date) are amounts, right-aligned.
  table(columns: string[], rows: string[][]) {
    const { regular, bold } = this.fonts;
    const size = 7.5;
    const widths = columns.map((column, index) =>
      Math.max(
        bold.widthOfTextAtSize(printable(column), size),
        ...rows.map((row) => regular.widthOfTextAtSize(printable(row[index] ?? ''), size)),
      ),
    );
    const gap = Math.max(4, (usable - widths.reduce((sum, value) => sum + value, 0)) / (columns.length - 1));
    const draw = (cells: string[], font: PDFFont) => {
      let x = margin;
      cells.forEach((cell, index) => {
        const cellWidth = font.widthOfTextAtSize(printable(cell), size);
        this.text(cell, index < 2 ? x : x + widths[index]! - cellWidth, this.y, font, size);
        x += widths[index]! + gap;
      });
      this.y -= 11;
    };
    const head = () => {
      draw(columns, bold);
      this.page.drawLine({
        start: { x: margin, y: this.y + 8 },
        end: { x: width - margin, y: this.y + 8 },
        thickness: 0.5,
        color: rule,
      });
    };
    head();
    for (const row of rows) {
      if (this.y - 11 < margin + 20) {
        this.newPage();
        head();
      }
      draw(row, regular);
    }
    this.y -= 10;
  }
}

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
  const layout = new Layout(pdf, fonts, { lender: header.lender, folio: header.folio, title: content.title });
  for (const block of content.blocks) layout.block(block);
  const spots = layout.signatureSpots.map((spot) =>
    [spot.page, spot.x, spot.y, spot.width].map((value) => Math.round(value)).join(','),
  );
  pdf.setKeywords(['contrato', `${spotsKeyword}${spots.join(';')}`]);
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    drawFoot(
      page,
      `${content.title} · folio ${header.folio} · página ${index + 1} de ${pages.length}`,
      fonts,
    );
  });
  return Buffer.from(await pdf.save());
}
