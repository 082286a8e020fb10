import type { ContractBlock } from '@origina/domain/contract-documents';
import { type PDFFont, rgb } from 'pdf-lib';
import { drawText, margin, rule, type Unit } from './pdf-layout.js';
import { type SignatureSpot, signatureUnit } from './pdf-signatures.js';
import { type Fonts, printable, wrap } from './pdf-text.js';

// Each block of a contract document as the units it flows in, and which units stay together:
// a heading with the first lines after it, a paragraph's first two and last two lines, whatever
// comes right before a signatures block (whole) with it, and a table's last rows with the totals
// that follow it. Every text is 8 points or more.

export interface Measure {
  fonts: Fonts;
  usable: number;
  /** Where the customer signs, filled as signatures blocks are drawn. */
  spots: SignatureSpot[];
}

const textLines = (lines: string[], font: PDFFont, size: number, leading: number, after: number): Unit[] =>
  lines.map((line, index) => ({
    height: leading + (index === lines.length - 1 ? after : 0),
    draw: ({ page, y }) => drawText(page, line, { x: margin, y, font, size }),
  }));

function pairsUnits(block: Extract<ContractBlock, { kind: 'pairs' }>, { fonts, usable }: Measure): Unit[] {
  const { regular, bold } = fonts;
  return block.rows.map(([label, value], index) => {
    const labels = wrap(label, bold, 9.5, usable * 0.38);
    // One long word (a SHA-256) is set smaller to stay whole on its line, and copyable; never
    // under 8 points: longer still, it wraps.
    const text = printable(value).trim();
    const fits = (9.5 * usable * 0.58) / regular.widthOfTextAtSize(text, 9.5);
    const size = text.includes(' ') ? 9.5 : Math.max(8, Math.min(9.5, fits));
    const values = wrap(value, regular, size, usable * 0.6);
    const lines = Math.max(labels.length, values.length);
    return {
      height: lines * 13 + 6 + (index === block.rows.length - 1 ? 8 : 0),
      draw: ({ page, y }) => {
        labels.forEach((line, row) => {
          drawText(page, line, { x: margin, y: y - row * 13, font: bold, size: 9.5 });
        });
        values.forEach((line, row) => {
          drawText(page, line, { x: margin + usable * 0.4, y: y - row * 13, font: regular, size });
        });
        const under = y - lines * 13 + 6;
        page.drawLine({
          start: { x: margin, y: under },
          end: { x: margin + usable, y: under },
          thickness: 0.5,
          color: rule,
        });
      },
    };
  });
}

/** The type size a table is set in: the largest from 9 down to 8 points at which its widest cells
 * fit side by side, or 8 (the document then turns its pages sideways, `tableFits`). */
function tableSize(columns: string[], rows: string[][], fonts: Fonts, usable: number) {
  return [9, 8.5, 8].find((size) => tableWidth(columns, rows, fonts, size) <= usable) ?? 8;
}

const minimumGap = 6;
const band = rgb(0.94, 0.95, 0.96);
function columnWidths(columns: string[], rows: string[][], fonts: Fonts, size: number) {
  return columns.map((column, index) =>
    Math.max(
      fonts.bold.widthOfTextAtSize(printable(column), size),
      ...rows.map((row) => fonts.regular.widthOfTextAtSize(printable(row[index] ?? ''), size)),
    ),
  );
}
const tableWidth = (columns: string[], rows: string[][], fonts: Fonts, size: number) =>
  columnWidths(columns, rows, fonts, size).reduce((sum, value) => sum + value, 0) +
  minimumGap * (columns.length - 1);

/** Whether a table fits across `usable` points at 8 points. */
export const tableFits = (block: Extract<ContractBlock, { kind: 'table' }>, fonts: Fonts, usable: number) =>
  tableWidth(block.columns, block.rows, fonts, 8) <= usable;

// Columns sized to their widest cell; all but the first two (number, date) are amounts, right-aligned.
function tableUnits(
  { columns, rows }: Extract<ContractBlock, { kind: 'table' }>,
  { fonts, usable }: Measure,
) {
  const size = tableSize(columns, rows, fonts, usable);
  const leading = size + 3.5;
  const widths = columnWidths(columns, rows, fonts, size);
  const gap = Math.max(
    minimumGap,
    (usable - widths.reduce((sum, value) => sum + value, 0)) / (columns.length - 1),
  );
  const row = (cells: string[], font: PDFFont, height: number, shaded = false): Unit => ({
    height,
    draw: ({ page, y }) => {
      // Every other row on a light band: the eye keeps its row across nine columns.
      if (shaded)
        page.drawRectangle({
          x: margin - 3,
          y: y - size * 0.4,
          width: usable + 6,
          height: leading,
          color: band,
        });
      let x = margin;
      cells.forEach((cell, index) => {
        const cellWidth = font.widthOfTextAtSize(printable(cell), size);
        drawText(page, cell, { x: index < 2 ? x : x + widths[index]! - cellWidth, y, font, size });
        x += widths[index]! + gap;
      });
    },
  });
  const heading = row(columns, fonts.bold, leading + 2);
  const draw = heading.draw;
  heading.draw = (place) => {
    draw(place);
    place.page.drawLine({
      start: { x: margin, y: place.y - 4 },
      end: { x: margin + usable, y: place.y - 4 },
      thickness: 0.5,
      color: rule,
    });
  };
  const body = rows.map((cells, index) => ({
    ...row(cells, fonts.regular, leading + (index === rows.length - 1 ? 10 : 0), index % 2 === 1),
    repeat: heading,
  }));
  return [heading, ...body];
}

function blockUnits(block: ContractBlock, measure: Measure): Unit[] {
  const { regular, bold } = measure.fonts;
  switch (block.kind) {
    case 'heading': {
      const lines = wrap(block.text, bold, 12, measure.usable);
      return [
        {
          height: 6 + lines.length * 16 + 2,
          draw: ({ page, y }) => {
            lines.forEach((line, index) => {
              drawText(page, line, { x: margin, y: y - 6 - index * 16, font: bold, size: 12 });
            });
          },
        },
      ];
    }
    case 'paragraph':
      return textLines(wrap(block.text, regular, 10, measure.usable), regular, 10, 14, 8);
    case 'lines':
      return textLines(
        block.lines.flatMap((line) => wrap(line, regular, 10, measure.usable)),
        regular,
        10,
        14,
        8,
      );
    case 'pairs':
      return pairsUnits(block, measure);
    case 'table':
      return tableUnits(block, measure);
    case 'signatures':
      return [signatureUnit(block.parties, measure)];
  }
}

const keep = (units: Unit[], from: number, to: number) => {
  for (let index = Math.max(0, from); index < Math.min(to, units.length - 1); index += 1)
    units[index]!.keep = true;
};

/** The units of a document's blocks, with what must stay together marked. */
export function documentUnits(blocks: ContractBlock[], measure: Measure): Unit[] {
  const all = blocks.map((block) => blockUnits(block, measure));
  blocks.forEach((block, index) => {
    const units = all[index]!;
    const next = blocks[index + 1];
    // No single line of a paragraph alone at the foot or the top of a page.
    if (block.kind === 'paragraph' || block.kind === 'pairs') {
      keep(units, 0, 1);
      keep(units, units.length - 2, units.length - 1);
    }
    if (block.kind === 'lines') keep(units, 0, units.length - 1);
    // A heading with its first two lines; a table's heading row with its first two rows.
    if (block.kind === 'heading' && next) {
      units.at(-1)!.keep = true;
      keep(all[index + 1]!, 0, 1);
    }
    if (block.kind === 'table') keep(units, 0, 2);
    // The signatures with the whole block before them (the last clause, the signer's details).
    if (next?.kind === 'signatures') for (const unit of units) unit.keep = true;
    // A table's totals whole, and on the page of at least its last three rows.
    if (block.kind === 'table' && next?.kind === 'pairs') {
      keep(units, units.length - 3, units.length);
      units.at(-1)!.keep = true;
      keep(all[index + 1]!, 0, all[index + 1]!.length);
    }
  });
  return all.flat();
}
