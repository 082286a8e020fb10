import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

// Text as the contract PDFs draw it: the standard Helvetica (no font files to ship), one run of
// words per value, wrapped to a width.

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The two standard fonts every page uses. */
export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  return {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
}

// Whatever a value holds, it is drawn as one run: a line break, a tab or a line or paragraph
// separator inside it (a customer's street, say) is a space, never a line of its own that would
// read as a clause (issue 31). Lines meant as lines are a `lines` block, one value per line.
const breaks = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

// The standard fonts speak WinAnsi: Spanish fits; anything else (a name in another script) is
// shown as '?' rather than failing the contract.
export const printable = (text: string) =>
  text
    .normalize('NFC')
    .replace(breaks, ' ')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');

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

/** The lines `text` takes at `maxWidth`: its words in one run, broken only where a line is full. */
export function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text)
    .split(' ')
    .filter(Boolean)
    .flatMap((part) => split(part, font, size, maxWidth))) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  return [...lines, line];
}
