import {
  deductionLayoutSchema,
  exampleCsvLayout,
  exampleFixedWidthLayout,
} from '@origina/domain/deduction-layouts';
import { describe, expect, it } from 'vitest';
import { layoutRequest, layoutValues, newColumn } from './deduction-layout-form.js';

describe("the convenio's column map form", () => {
  it('gives back each example map unchanged', () => {
    for (const layout of [exampleCsvLayout, exampleFixedWidthLayout])
      expect(deductionLayoutSchema.parse(layoutRequest(layoutValues(layout)))).toEqual(layout);
  });

  it('switching kinds keeps the columns: a CSV map becomes fixed width with each column 10 wide, left, space-padded', () => {
    const values = { ...layoutValues(exampleCsvLayout), kind: 'fixed' as const };
    const request = deductionLayoutSchema.parse(layoutRequest(values));
    expect(request.kind).toBe('fixed');
    expect(request.columns[0]).toEqual({ field: 'employee_number', width: 10, align: 'left', pad: ' ' });
  });

  it('an empty width is missing, not zero; a new column takes the first field not yet used', () => {
    const values = layoutValues(exampleFixedWidthLayout);
    values.columns[0]!.width = ' ';
    const problems = deductionLayoutSchema.safeParse(layoutRequest(values)).error?.issues;
    expect(problems?.map((issue) => issue.path.join('.'))).toEqual(['columns.0.width']);
    expect(newColumn(['employee_number', 'curp']).field).toBe('name');
  });
});
