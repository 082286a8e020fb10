import { z } from 'zod';
import type { ContractBlock, ContractDocumentType } from './contract-documents.js';
import { type ContractPlaceholder, isContractPlaceholder } from './contract-placeholders.js';
import { required } from './schema-errors.js';
import { singleLineText } from './text-rule.js';

// The documents of the contract set whose words a lender writes (issue 31): one template per
// product and type, saved as numbered versions; a product without one uses the default text
// (apps/api/templates/). The pagaré and the amortisation table stay code: their form is the law's
// and the schedule's. docs/contracts.md describes the format for the people who write templates:
//
//   - a blank line ends a block;
//   - a block whose first line starts with "# " is a heading;
//   - a block whose every line starts with "|" is a box of label and value rows: "| Etiqueta | valor";
//   - a block whose every line starts with ">" keeps its lines as lines (an address heading a letter);
//   - any other block is a paragraph: its lines are joined into one;
//   - {{name}} is replaced by a value of the contract (contract-placeholders.ts).
//
// The structure is read from the template alone, and only then are values put in: a value is
// always one run of text inside its block (a line break, a tab, U+2028 or U+2029 in it is a space),
// so a customer's street holding "\n\n# CLÁUSULA …" can never become a heading or a clause.
// The signatures close each document and are not the template's to leave out.

export const templatedDocumentTypes = [
  'contrato',
  'caratula',
  'carta_instruccion',
] as const satisfies readonly ContractDocumentType[];
export type TemplatedDocumentType = (typeof templatedDocumentTypes)[number];

export const isTemplatedDocument = (type: ContractDocumentType): type is TemplatedDocumentType =>
  (templatedDocumentTypes as readonly string[]).includes(type);

/** What each document must state, whatever the lender writes around it. */
export const requiredPlaceholders: Record<TemplatedDocumentType, readonly ContractPlaceholder[]> = {
  contrato: [
    'folio',
    'fecha',
    'reca',
    'acreditante',
    'acreditado',
    'monto',
    'tasa_anual',
    'tasa_periodo',
    'base_calculo',
    'tasa_moratoria',
    'cat',
    'pagos',
    'total',
    'lugar_pago',
    'une_telefono',
    'condusef_telefono',
  ],
  caratula: [
    'folio',
    'reca',
    'producto',
    'cat',
    'tasa_anual',
    'tasa_moratoria',
    'monto',
    'monto_a_recibir',
    'comision',
    'otras_comisiones',
    'pago',
    'plazo',
    'primer_pago',
    'ultimo_pago',
    'total',
    'seguro',
    'aseguradora',
    'poliza',
    'estado_cuenta',
    'une_domicilio',
    'une_telefono',
    'une_correo',
    'condusef_telefono',
    'condusef_web',
  ],
  carta_instruccion: [
    'folio',
    'acreditado',
    'numero_empleado',
    'empleador',
    'acreditante',
    'pagos',
    'primer_pago',
    'total',
  ],
};

const placeholderPattern = /\{\{([^{}\n]*)\}\}/g;
// Braces left open or closed alone ("{{monto", "total}}"): a placeholder mistyped.
const strayBraces = /\{\{[^{}\s]*|[^{}\s]*\}\}/g;

export interface TemplateProblems {
  /** Placeholders this product does not know, as written ("{{monto_total}}", "{{monto"). */
  unknown: string[];
  /** Placeholders the document type requires and the template leaves out. */
  missing: ContractPlaceholder[];
}

export function templateProblems(type: TemplatedDocumentType, body: string): TemplateProblems {
  const named = [...body.matchAll(placeholderPattern)].map((match) => match[1]!.trim());
  const stray = [...body.replace(placeholderPattern, ' ').matchAll(strayBraces)].map((match) => match[0]);
  const unknown = [
    ...new Set([
      ...named.filter((name) => !isContractPlaceholder(name)).map((name) => `{{${name}}}`),
      ...stray,
    ]),
  ];
  const missing = requiredPlaceholders[type].filter((name) => !named.includes(name));
  return { unknown, missing };
}

export const hasTemplateProblems = (problems: TemplateProblems) =>
  problems.unknown.length > 0 || problems.missing.length > 0;

/** A value as one run of text: any line break or tab (and the runs of space around it) is one space. */
export const inlineText = (value: string) =>
  value.replace(/\s*[\t\n\v\f\r\u0085\u2028\u2029][\s\u0085]*/g, ' ');

type TemplateBlock = Exclude<ContractBlock, { kind: 'table' } | { kind: 'signatures' }>;

function blockOf(lines: string[]): TemplateBlock {
  if (lines[0]!.startsWith('# ')) return { kind: 'heading', text: lines.join(' ').slice(2).trim() };
  if (lines.every((line) => line.startsWith('|')))
    return {
      kind: 'pairs',
      rows: lines.map((line) => {
        const [label = '', ...value] = line
          .slice(1)
          .replace(/\|\s*$/, '')
          .split('|')
          .map((cell) => cell.trim());
        return [label, value.join(' | ')] as const;
      }),
    };
  if (lines.every((line) => line.startsWith('>')))
    return { kind: 'lines', lines: lines.map((line) => line.slice(1).trim()) };
  return { kind: 'paragraph', text: lines.join(' ') };
}

/** The template's blocks, from its own text only (placeholders still in them). */
export function parseTemplate(body: string): TemplateBlock[] {
  return body
    .replace(/\r\n?|\u2028|\u2029/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.replace(/\t/g, ' ').trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map(blockOf);
}

/** A template filled in: its blocks first, then each placeholder replaced, inside its block, by
 * its value as inline text (an unknown name by nothing: saving refuses those). */
export function fillTemplate(body: string, values: Partial<Record<string, string>>): ContractBlock[] {
  const put = (text: string) =>
    text.replace(placeholderPattern, (_, name: string) => inlineText(values[name.trim()] ?? ''));
  return parseTemplate(body).map((block): ContractBlock => {
    if (block.kind === 'lines') return { kind: 'lines', lines: block.lines.map(put) };
    if (block.kind === 'pairs')
      return { kind: 'pairs', rows: block.rows.map(([label, value]) => [put(label), put(value)] as const) };
    return { kind: block.kind, text: put(block.text) };
  });
}

// The admin API's shapes.

// A real contract is a few thousand words (the default contrato: about 5,600 characters on 31
// lines); the caps leave it room to grow eightfold and bound the work a preview or every later
// contract of the product does laying it out (issue 31: a 60 KB body of ">" lines held the
// server for seconds).
/** The most characters a template's text may hold. */
const templateMaxCharacters = 40_000;
/** The most lines a template's text may hold (a block per line at most). */
const templateMaxLines = 1_500;

const templateBody = z
  .string(required)
  .max(templateMaxCharacters, { message: 'validation.template_too_long' })
  .refine((body) => body.trim().length > 0, { message: 'validation.required' })
  .refine((body) => body.split(/\r\n?|\n|\u2028|\u2029/).length <= templateMaxLines, {
    message: 'validation.template_too_many_lines',
  });
const recaNumber = singleLineText(required).min(1).max(80);

/** A new version of a product's template: its text, the RECA number it is registered under, and
 * the version the editor started from (null: the default text), so that a newer one saved
 * meanwhile is not silently replaced. */
export const contractTemplateInputSchema = z.strictObject({
  body: templateBody,
  reca_number: recaNumber,
  based_on: z.number().int().min(1).nullable(),
});
export type ContractTemplateInput = z.output<typeof contractTemplateInputSchema>;

/** A draft to see as PDF before saving it (the product's RECA number when it names none). */
export const contractTemplatePreviewSchema = z.strictObject({
  body: templateBody,
  reca_number: recaNumber.optional(),
});

const contractTemplateVersionSchema = z.object({
  version: z.number().int(),
  reca_number: z.string(),
  created_at: z.string(),
  created_by: z.object({ id: z.string(), name: z.string() }),
});
export type ContractTemplateVersion = z.infer<typeof contractTemplateVersionSchema>;

export const contractTemplateVersionDetailSchema = contractTemplateVersionSchema.extend({ body: z.string() });

/** One product's template of one type: what contracts use now and every version saved. */
export const contractTemplateSchema = z.object({
  product: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  document_type: z.enum(templatedDocumentTypes),
  // The latest version, or the default text (version and reca_number null) while none is saved.
  current: z.object({
    version: z.number().int().nullable(),
    body: z.string(),
    reca_number: z.string().nullable(),
  }),
  default_body: z.string(),
  // Newest first.
  versions: z.array(contractTemplateVersionSchema),
});
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;
