import { describe, expect, it } from 'vitest';
import { readAnswerFile } from './deduction-answers.js';
import {
  type DeductionLine,
  deductionLayoutSchema,
  exampleCsvLayout,
  exampleFixedWidthLayout,
  LayoutValueTooWide,
  layoutOfConvenio,
  readDeductionLayout,
  standardCsvLayout,
  writeDeductionLayout,
} from './deduction-layouts.js';

const lines: DeductionLine[] = [
  {
    employee_number: '48213',
    curp: 'GODE561231HDFRRN04',
    name: 'José Núñez Peña',
    amount: 1234.56,
    folio: 'ORG-2026-000123',
    period: 1,
    periods: 24,
    mark: 'new',
    payday: '2026-03-15',
  },
  {
    employee_number: '7',
    curp: 'MAPL800101MDFRRR09',
    name: 'Lucía "La Güera", Ruiz',
    amount: 0.1,
    folio: 'ORG-2026-000124',
    period: 5,
    periods: 12,
    mark: 'continuing',
    payday: '2026-03-15',
  },
  {
    employee_number: '90001',
    curp: 'PEXJ900101HDFRRN02',
    name: '-Pérez',
    amount: 999999.99,
    folio: 'ORG-2026-000125',
    period: 12,
    periods: 12,
    mark: 'stop',
    payday: '2026-03-15',
  },
];

describe('the convenio column maps', () => {
  it('the fixed-width example writes one line per deduction of exactly its width, amounts in cents, padded as the map says', () => {
    const text = writeDeductionLayout(exampleFixedWidthLayout, lines);
    const written = text.split('\r\n');
    expect(written.at(-1)).toBe('');
    expect(written.slice(0, 3).map((line) => [...line].length)).toEqual([115, 115, 115]);
    expect(written[0]).toBe(
      `0000048213GODE561231HDFRRN04${'José Núñez Peña'.padEnd(40)}ORG-2026-000123     000000123456001024A20260315`,
    );
    expect(written[1]).toContain('000000000010005012C');
  });

  it('each map reads its own file back to the same lines, amounts to the cent', () => {
    for (const layout of [exampleFixedWidthLayout, exampleCsvLayout, standardCsvLayout]) {
      const read = readDeductionLayout(layout, writeDeductionLayout(layout, lines));
      const fields = layout.columns.map((column) => column.field);
      const expected = lines.map((line) => Object.fromEntries(fields.map((field) => [field, line[field]])));
      expect(read, layout.kind).toEqual(expected);
    }
  });

  it('a CSV map quotes a name holding its separator or quotes, and keeps a leading minus from running as a formula', () => {
    const text = writeDeductionLayout(exampleCsvLayout, lines);
    expect(text.split('\r\n')[0]).toBe('num_empleado,curp,nombre,folio,importe,pago,pagos,movimiento');
    expect(text).toContain('"Lucía ""La Güera"", Ruiz"');
    expect(text).toContain(",'-Pérez,");
    expect(text.split('\r\n')[2]).toBe(
      '7,MAPL800101MDFRRR09,"Lucía ""La Güera"", Ruiz",ORG-2026-000124,0.10,5,12,C',
    );
  });

  it('a fixed-width map keeps a leading =, +, - or @ from running as a formula, as the CSV does, and reads it back', () => {
    const nameFirst = deductionLayoutSchema.parse({
      kind: 'fixed',
      amounts: 'cents',
      columns: [
        { field: 'name', width: 12, align: 'left', pad: ' ' },
        { field: 'folio', width: 16, align: 'left', pad: ' ' },
      ],
    });
    const risky = ['=1+1', '+52 55', '-Pérez', '@SUMA(A1)'].map((name, index) => ({
      ...lines[0]!,
      name,
      folio: `ORG-2026-00012${index}`,
    }));
    const text = writeDeductionLayout(nameFirst, risky);
    expect(text.split('\r\n').slice(0, 4)).toEqual([
      "'=1+1       ORG-2026-000120 ",
      "'+52 55     ORG-2026-000121 ",
      "'-Pérez     ORG-2026-000122 ",
      "'@SUMA(A1)  ORG-2026-000123 ",
    ]);
    expect(readDeductionLayout(nameFirst, text).map((line) => line.name)).toEqual([
      '=1+1',
      '+52 55',
      '-Pérez',
      '@SUMA(A1)',
    ]);
    // The example map too: its third line's name.
    expect(writeDeductionLayout(exampleFixedWidthLayout, lines).split('\r\n')[2]).toContain("'-Pérez ");
  });

  it('a semicolon map in pesos and a right-aligned name with asterisks read back too', () => {
    const semicolon = deductionLayoutSchema.parse({ ...exampleCsvLayout, separator: ';' });
    expect(
      readDeductionLayout(semicolon, writeDeductionLayout(semicolon, lines)).map((line) => line.amount),
    ).toEqual([1234.56, 0.1, 999999.99]);
    const starred = deductionLayoutSchema.parse({
      kind: 'fixed',
      amounts: 'decimal',
      columns: [
        { field: 'folio', width: 16, align: 'left', pad: ' ' },
        { field: 'name', width: 30, align: 'right', pad: '*' },
        { field: 'amount', width: 10, align: 'right', pad: ' ' },
      ],
    });
    const text = writeDeductionLayout(starred, lines);
    expect(text.split('\r\n')[0]).toBe(`ORG-2026-000123 ${'*'.repeat(15)}José Núñez Peña   1234.56`);
    expect(readDeductionLayout(starred, text)).toEqual(
      lines.map(({ folio, name, amount }) => ({ folio, name, amount })),
    );
  });

  it('cuts a long name to its column but refuses any other value that does not fit', () => {
    const narrow = deductionLayoutSchema.parse({
      kind: 'fixed',
      amounts: 'cents',
      columns: [
        { field: 'folio', width: 15, align: 'left', pad: ' ' },
        { field: 'name', width: 4, align: 'left', pad: ' ' },
      ],
    });
    expect(writeDeductionLayout(narrow, lines.slice(0, 1))).toBe('ORG-2026-000123José\r\n');
    const tooNarrow = deductionLayoutSchema.parse({
      kind: 'fixed',
      amounts: 'cents',
      columns: [{ field: 'folio', width: 10, align: 'left', pad: ' ' }],
    });
    expect(() => writeDeductionLayout(tooNarrow, lines)).toThrow(LayoutValueTooWide);
  });

  it('the schema refuses a field twice, a map without a key to match answers by, a pad that is not one character', () => {
    const problems = (input: unknown) =>
      deductionLayoutSchema
        .safeParse(input)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(
      problems({
        ...exampleCsvLayout,
        columns: [...exampleCsvLayout.columns, { field: 'curp', header: 'x' }],
      }),
    ).toEqual([['columns.8.field', 'validation.layout_field_twice']]);
    expect(problems({ ...exampleCsvLayout, columns: [{ field: 'name', header: 'nombre' }] })).toEqual([
      ['columns', 'validation.layout_needs_key'],
    ]);
    expect(
      problems({
        kind: 'fixed',
        amounts: 'cents',
        columns: [{ field: 'folio', width: 0, align: 'left', pad: '\n' }],
      }),
    ).toEqual([
      ['columns.0.width', 'validation.layout_width_range'],
      ['columns.0.pad', 'validation.layout_pad_character'],
    ]);
  });

  it("a convenio's own map wins; the demo CDMX convenio has the CSV example, any other the fixed-width one", () => {
    expect(layoutOfConvenio('GOB-CDMX', null)).toBe(exampleCsvLayout);
    expect(layoutOfConvenio('IMSS-ACTIVOS', null)).toBe(exampleFixedWidthLayout);
    expect(layoutOfConvenio('GOB-CDMX', standardCsvLayout)).toBe(standardCsvLayout);
  });
});

describe("the employer's answer file", () => {
  it('reads applied and not applied lines, in Spanish or English headers, by folio or by employee number and CURP', () => {
    const answers = readAnswerFile(
      '\uFEFFfolio;num_empleado;curp;resultado;motivo\r\nORG-1;;;aplicado;\r\n;48213;gode561231hdfrrn04;No aplicado;Baja del empleado\r\n',
    );
    expect(answers).toEqual([
      { line: 2, folio: 'ORG-1', employee_number: null, curp: null, applied: true, reason: null },
      {
        line: 3,
        folio: null,
        employee_number: '48213',
        curp: 'GODE561231HDFRRN04',
        applied: false,
        reason: 'Baja del empleado',
      },
    ]);
    expect(readAnswerFile('folio,status,reason\nORG-2,not_applied,Leave\n')[0]).toMatchObject({
      applied: false,
      reason: 'Leave',
    });
  });

  it('refuses a file without a result column, a line with an unknown result or with nothing to match it by', () => {
    expect(() => readAnswerFile('folio,motivo\nORG-1,x\n')).toThrow('deductions.answer_header');
    expect(() => readAnswerFile('folio,resultado\nORG-1,quizá\n')).toThrow('deductions.answer_result');
    expect(() => readAnswerFile('folio,curp,resultado\n,CURP,aplicado\n')).toThrow('deductions.answer_key');
    expect(() => readAnswerFile('')).toThrow('deductions.answer_empty');
  });
});
