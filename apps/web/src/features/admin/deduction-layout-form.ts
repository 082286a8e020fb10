import {
  type DeductionField,
  type DeductionLayout,
  deductionFields,
  deductionLayoutSchema,
} from '@origina/domain/deduction-layouts';
import { domainResolver } from '../../components/form-resolver.js';

// The column map's form: every column keeps both kinds' settings while the admin switches kinds;
// the request takes only what its kind uses, checked by the domain's schema as the API checks it.

export interface LayoutColumnValues {
  field: DeductionField;
  header: string;
  width: string;
  align: 'left' | 'right';
  pad: string;
}

export interface LayoutValues {
  kind: DeductionLayout['kind'];
  separator: ',' | ';' | '|' | '\t';
  amounts: DeductionLayout['amounts'];
  columns: LayoutColumnValues[];
}

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

export function layoutRequest(values: LayoutValues) {
  if (values.kind === 'csv')
    return {
      kind: 'csv',
      separator: values.separator,
      amounts: values.amounts,
      columns: values.columns.map(({ field, header }) => ({ field, header })),
    };
  return {
    kind: 'fixed',
    amounts: values.amounts,
    columns: values.columns.map(({ field, width, align, pad }) => ({
      field,
      width: numberOf(width),
      align,
      pad,
    })),
  };
}

export const layoutResolver = domainResolver<LayoutValues, typeof deductionLayoutSchema>(
  deductionLayoutSchema,
  layoutRequest,
);

export function layoutValues(layout: DeductionLayout): LayoutValues {
  return {
    kind: layout.kind,
    separator: layout.kind === 'csv' ? layout.separator : ',',
    amounts: layout.amounts,
    columns: layout.columns.map((column) => ({
      field: column.field,
      header: 'header' in column ? column.header : column.field,
      width: 'width' in column ? String(column.width) : '10',
      align: 'align' in column ? column.align : 'left',
      pad: 'pad' in column ? column.pad : ' ',
    })),
  };
}

/** A new column: the first field not yet in the map. */
export const newColumn = (taken: readonly DeductionField[]): LayoutColumnValues => {
  const field = deductionFields.find((candidate) => !taken.includes(candidate)) ?? 'name';
  return { field, header: field, width: '10', align: 'left', pad: ' ' };
};
