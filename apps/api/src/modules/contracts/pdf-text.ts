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

// A word wider than the line (a SHA-256, a long e-mail) is cut where the line ends. Each line's
// length is found by galloping then halving (a few measures a line), never by measuring a prefix
// one character longer each time: a 40,000-character word stays cheap (issue 31).
function split(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  if (font.widthOfTextAtSize(word, size) <= maxWidth) return [word];
  const characters = Array.from(word);
  const fits = (from: number, to: number) =>
    font.widthOfTextAtSize(characters.slice(from, to).join(''), size) <= maxWidth;
  const parts: string[] = [];
  for (let start = 0; start < characters.length; ) {
    // `good` characters fit (one always goes on a line, however wide); `bad` do not.
    let good = 1;
    let bad = characters.length - start + 1;
    for (let step = 1; good + step < bad; step *= 2) {
      if (!fits(start, start + good + step)) {
        bad = good + step;
        break;
      }
      good += step;
    }
    while (bad - good > 1) {
      const middle = (good + bad) >> 1;
      if (fits(start, start + middle)) good = middle;
      else bad = middle;
    }
    parts.push(characters.slice(start, start + good).join(''));
    start += good;
  }
  return parts;
}

/** The lines `text` takes at `maxWidth`: its words in one run, broken only where a line is full.
 * A line's width grows by what each word adds (the space, the word, the kerning with the line's
 * last character), so the work is in proportion to the text, not to its lines' lengths squared. */
export function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  const measure = (value: string) => font.widthOfTextAtSize(value, size);
  const characterWidths = new Map<string, number>();
  const characterWidth = (character: string) => {
    const known = characterWidths.get(character);
    if (known !== undefined) return known;
    const width = measure(character);
    characterWidths.set(character, width);
    return width;
  };
  for (const word of printable(text)
    .split(' ')
    .filter(Boolean)
    .flatMap((part) => split(part, font, size, maxWidth))) {
    if (!line) {
      line = word;
      width = measure(word);
      continue;
    }
    const last = line.slice(-1);
    const added = measure(`${last} ${word}`) - characterWidth(last);
    if (width + added <= maxWidth) {
      line = `${line} ${word}`;
      width += added;
    } else {
      lines.push(line);
      line = word;
      width = measure(word);
    }
  }
  return [...lines, line];
}
