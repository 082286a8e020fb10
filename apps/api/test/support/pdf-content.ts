import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  type PDFFont,
  PDFName,
  type PDFPage,
  type PDFRawStream,
  type PDFRef,
  StandardFonts,
} from 'pdf-lib';
import { PDFParse } from 'pdf-parse';

// What a PDF's pages draw, read from their content streams (not from the code that drew them):
// every text run with its position and its size as printed (the font size times the text and
// graphics matrices' scale), and every image's place. The contract suites check sizes and
// overlaps with it.

export interface TextRun {
  text: string;
  x: number;
  y: number;
  /** The size the text prints at, in points. */
  size: number;
  width: number;
}
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface PageContent {
  width: number;
  height: number;
  runs: TextRun[];
  images: Box[];
}

type Matrix = [number, number, number, number, number, number];
const identity: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

// WinAnsi's codes 0x80–0x9f (the rest of the standard fonts' codes are Latin-1).
const winAnsi: Record<number, string> = {
  128: '€',
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
};
const decodeBytes = (bytes: number[]) =>
  bytes.map((byte) => winAnsi[byte] ?? String.fromCharCode(byte)).join('');

type Token =
  | { kind: 'number'; value: number }
  | { kind: 'name' | 'op'; value: string }
  | { kind: 'string'; value: number[] }
  | { kind: 'array'; value: Token[] };

function tokenize(source: string): Token[] {
  const stack: Token[][] = [[]];
  let index = 0;
  const push = (token: Token) => stack.at(-1)!.push(token);
  while (index < source.length) {
    const char = source[index]!;
    if (/\s/.test(char)) index += 1;
    else if (char === '%') while (index < source.length && source[index] !== '\n') index += 1;
    else if (char === '[') {
      stack.push([]);
      index += 1;
    } else if (char === ']') {
      const items = stack.pop()!;
      push({ kind: 'array', value: items });
      index += 1;
    } else if (char === '/') {
      const match = /^\/[^\s/[\]()<>{}%]*/.exec(source.slice(index))!;
      push({ kind: 'name', value: match[0].slice(1) });
      index += match[0].length;
    } else if (source.startsWith('<<', index) || source.startsWith('>>', index)) index += 2;
    else if (char === '<') {
      const end = source.indexOf('>', index);
      const hex = source.slice(index + 1, end).replace(/\s/g, '');
      const bytes = (hex.length % 2 ? `${hex}0` : hex).match(/../g) ?? [];
      push({ kind: 'string', value: bytes.map((pair) => Number.parseInt(pair, 16)) });
      index = end + 1;
    } else if (char === '(') {
      const bytes: number[] = [];
      let depth = 1;
      index += 1;
      while (depth > 0) {
        const next = source[index]!;
        if (next === '\\') {
          const escaped = source[index + 1]!;
          const octal = /^[0-7]{1,3}/.exec(source.slice(index + 1));
          if (octal) {
            bytes.push(Number.parseInt(octal[0], 8));
            index += 1 + octal[0].length;
            continue;
          }
          const map: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
          bytes.push(map[escaped] ?? escaped.charCodeAt(0));
          index += 2;
          continue;
        }
        if (next === '(') depth += 1;
        if (next === ')') depth -= 1;
        if (depth > 0) bytes.push(next.charCodeAt(0));
        index += 1;
      }
      push({ kind: 'string', value: bytes });
    } else {
      const match = /^[^\s/[\]()<>{}%]+/.exec(source.slice(index))!;
      const word = match[0];
      const number = Number(word);
      push(Number.isFinite(number) ? { kind: 'number', value: number } : { kind: 'op', value: word });
      index += word.length;
    }
  }
  return stack[0]!;
}

function streamsOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const items = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return items
    .map((item) => page.doc.context.lookup(item as PDFRef) ?? item)
    .map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1'))
    .join('\n');
}

/** Everything each page of `bytes` draws. */
export async function pdfContent(bytes: Buffer): Promise<PageContent[]> {
  const pdf = await PDFDocument.load(bytes);
  const metrics = await PDFDocument.create();
  const standard: Record<string, PDFFont> = {
    Helvetica: await metrics.embedFont(StandardFonts.Helvetica),
    'Helvetica-Bold': await metrics.embedFont(StandardFonts.HelveticaBold),
  };
  return pdf.getPages().map((page) => {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const fontOf = (name: string) => {
      const font = fonts?.lookup(PDFName.of(name), PDFDict);
      const base = font?.lookup(PDFName.of('BaseFont'), PDFName)?.decodeText() ?? '';
      if (!standard[base]) throw new Error(`a font the contract PDFs do not use: ${base || name}`);
      return standard[base];
    };
    const runs: TextRun[] = [];
    const images: Box[] = [];
    const saved: Matrix[] = [];
    let ctm = identity;
    let textMatrix = identity;
    let lineMatrix = identity;
    let font: PDFFont | null = null;
    let fontSize = 0;
    let leading = 0;
    let horizontal = 1;
    let operands: Token[] = [];
    const numbers = () => operands.map((token) => (token.kind === 'number' ? token.value : Number.NaN));
    const show = (bytes: number[]) => {
      const text = decodeBytes(bytes);
      const m = multiply(textMatrix, ctm);
      const vertical = Math.hypot(m[2], m[3]);
      const across = Math.hypot(m[0], m[1]) * horizontal;
      runs.push({
        text,
        x: m[4],
        y: m[5],
        size: fontSize * Math.min(vertical, across),
        width: font ? font.widthOfTextAtSize(text, fontSize) * across : 0,
      });
    };
    const nextLine = (tx: number, ty: number) => {
      lineMatrix = multiply([1, 0, 0, 1, tx, ty], lineMatrix);
      textMatrix = lineMatrix;
    };
    for (const token of tokenize(streamsOf(page))) {
      if (token.kind !== 'op') {
        operands.push(token);
        continue;
      }
      const [a, b, c, d, e, f] = numbers();
      switch (token.value) {
        case 'q':
          saved.push(ctm);
          break;
        case 'Q':
          ctm = saved.pop() ?? identity;
          break;
        case 'cm':
          ctm = multiply([a!, b!, c!, d!, e!, f!], ctm);
          break;
        case 'BT':
          textMatrix = identity;
          lineMatrix = identity;
          break;
        case 'Tf':
          font = fontOf((operands[0] as { value: string }).value);
          fontSize = b!;
          break;
        case 'Tz':
          horizontal = a! / 100;
          break;
        case 'TL':
          leading = a!;
          break;
        case 'Tm':
          lineMatrix = [a!, b!, c!, d!, e!, f!];
          textMatrix = lineMatrix;
          break;
        case 'Td':
          nextLine(a!, b!);
          break;
        case 'TD':
          leading = -b!;
          nextLine(a!, b!);
          break;
        case 'T*':
          nextLine(0, -leading);
          break;
        case "'":
        case '"':
          nextLine(0, -leading);
          show((operands.at(-1) as { value: number[] }).value);
          break;
        case 'Tj':
          show((operands[0] as { value: number[] }).value);
          break;
        case 'TJ':
          show(
            (operands[0] as { value: Token[] }).value.flatMap((item) =>
              item.kind === 'string' ? item.value : [],
            ),
          );
          break;
        case 'Do': {
          images.push({
            x: ctm[4],
            y: ctm[5],
            width: Math.hypot(ctm[0], ctm[1]),
            height: Math.hypot(ctm[2], ctm[3]),
          });
          break;
        }
      }
      operands = [];
    }
    return { width: page.getWidth(), height: page.getHeight(), runs, images };
  });
}

/** The box a run's letters take (Helvetica: ascender 0.718, descender 0.207 of the size). */
export const boxOf = (run: TextRun): Box => ({
  x: run.x,
  y: run.y - 0.207 * run.size,
  width: run.width,
  height: 0.925 * run.size,
});

export const overlap = (one: Box, other: Box) =>
  Math.min(one.x + one.width, other.x + other.width) - Math.max(one.x, other.x) > 0.5 &&
  Math.min(one.y + one.height, other.y + other.height) - Math.max(one.y, other.y) > 0.5;

/** The text of each page as pdf-parse extracts it (lines as it finds them). */
export async function pageTexts(bytes: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).pages.map((page) => page.text);
  } finally {
    await parser.destroy();
  }
}
