import { type Color, type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type Fonts, printable, wrap } from './pdf-text.js';

// Pages and what flows on them: a document is a list of units (a line of a paragraph, a row of a
// table, a signatures block), each drawn whole; a unit that must not end a page (a heading, the
// last clause before the signatures, a table's last rows before its totals) is kept with the next.

export const margin = 56;
export const ink = rgb(0.11, 0.15, 0.18);
export const muted = rgb(0.35, 0.4, 0.45);
export const rule = rgb(0.8, 0.82, 0.85);

export interface PageFormat {
  width: number;
  height: number;
}
export const portrait: PageFormat = { width: 612, height: 792 };
export const landscape: PageFormat = { width: 792, height: 612 };

/** No unit reaches below this: under it is the page's foot. */
const bottom = margin + 20;
/** The page's foot ("página n de m") and, on a signed copy, the lines of its signature under it. */
export const foot = { baseline: 64, size: 8, leading: 10 };

/** Where a unit is drawn: the page, its index in the document, and the cursor (the baseline of
 * the unit's first line, roughly). */
interface Place {
  page: PDFPage;
  index: number;
  y: number;
}

export interface Unit {
  /** How far down the cursor moves once the unit is drawn. */
  height: number;
  draw(place: Place): void;
  /** No page break between this unit and the next. */
  keep?: boolean;
  /** Drawn first when this unit opens a page (a table's header row). */
  repeat?: Unit;
}

export function drawText(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; font: PDFFont; size: number; color?: Color },
) {
  page.drawText(printable(text), { ...at, color: at.color ?? ink });
}

/** The line at the foot of a page: which document and folio (cut short should a folio ever be too
 * long for one line), then which page, always whole. */
export function drawFoot(page: PDFPage, text: string, mark: string, fonts: Fonts) {
  const width = page.getWidth() - 2 * margin;
  const ending = ` · ${mark}`;
  const room = width - fonts.regular.widthOfTextAtSize(printable(ending), foot.size);
  let lead = printable(text);
  if (fonts.regular.widthOfTextAtSize(lead, foot.size) > room) {
    while (lead && fonts.regular.widthOfTextAtSize(`${lead}…`, foot.size) > room) lead = lead.slice(0, -1);
    lead = `${lead.trimEnd()}…`;
  }
  drawText(page, lead + ending, {
    x: margin,
    y: foot.baseline,
    font: fonts.regular,
    size: foot.size,
    color: muted,
  });
}

/** For each unit, the height of it and every unit kept with it (up to the first that is not kept
 * with the next), summed once from the end: one pass, however long a run of kept units (a letter's
 * hundreds of lines, a run of headings) a template makes (issue 31). */
function keptHeights(units: Unit[]): number[] {
  const heights = new Array<number>(units.length);
  for (let index = units.length - 1; index >= 0; index -= 1) {
    const unit = units[index]!;
    heights[index] = unit.height + (unit.keep && index + 1 < units.length ? heights[index + 1]! : 0);
  }
  return heights;
}

export class Layout {
  private page!: PDFPage;
  private y = 0;
  readonly usable: number;
  /** The room a new page has under its header. */
  private readonly capacity: number;
  /** Nothing drawn yet on this page but its header: no reason to end it. */
  private blank = true;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly header: { lender: string; folio: string; title: string },
    private readonly format: PageFormat = portrait,
  ) {
    this.usable = format.width - 2 * margin;
    this.newPage();
    this.capacity = this.y - bottom;
  }

  private newPage() {
    const { regular, bold } = this.fonts;
    this.page = this.pdf.addPage([this.format.width, this.format.height]);
    this.blank = true;
    const top = this.format.height - margin;
    // The lender on the left, the folio on the right; either wraps rather than running into the other.
    const folio = `Folio ${this.header.folio}`;
    const folioWidth = Math.min(regular.widthOfTextAtSize(printable(folio), 9), this.usable * 0.4);
    const lenderLines = wrap(this.header.lender, bold, 9, this.usable - folioWidth - 16);
    lenderLines.forEach((line, index) => {
      drawText(this.page, line, { x: margin, y: top - index * 11, font: bold, size: 9, color: muted });
    });
    const folioLines = wrap(folio, regular, 9, folioWidth);
    folioLines.forEach((line, index) => {
      const x = this.format.width - margin - regular.widthOfTextAtSize(line, 9);
      drawText(this.page, line, { x, y: top - index * 11, font: regular, size: 9, color: muted });
    });
    this.y = top - (Math.max(lenderLines.length, folioLines.length) - 1) * 11 - 28;
    for (const line of wrap(this.header.title, bold, 16, this.usable)) {
      drawText(this.page, line, { x: margin, y: this.y, font: bold, size: 16 });
      this.y -= 20;
    }
    this.y -= 6;
  }

  private draw(unit: Unit) {
    unit.draw({ page: this.page, index: this.pdf.getPageCount() - 1, y: this.y });
    this.y -= unit.height;
    this.blank = false;
  }

  /** Lays the units out in order. Before each, the units kept with it must fit: if they do not
   * but would on a new page, the page ends here; if they would not fit even there, the page ends
   * only when the unit itself does not fit. */
  place(units: Unit[]) {
    const kept = keptHeights(units);
    units.forEach((unit, index) => {
      const available = this.y - bottom;
      const onNewPage = this.capacity - (unit.repeat?.height ?? 0);
      const group = kept[index]!;
      if (!this.blank && group > available && (group <= onNewPage || unit.height > available)) {
        this.newPage();
        if (unit.repeat) this.draw(unit.repeat);
      }
      this.draw(unit);
    });
  }
}
