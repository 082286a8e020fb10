import { readPesos } from '../../i18n/format.js';
import type { FieldKind } from './field-messages.js';

const emptyToNull = (value: unknown) => (value === '' ? null : value);

// A number typed in digits, with its sign and decimals, so the schema can name the problem
// (below zero, not whole); anything else ("dos", "1e1") is not a number (NaN), never a guess.
const readNumber = (value: unknown) => {
  const text = String(value).trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
};

/** How a field's input becomes the value its schema checks: blank is missing (undefined). */
export function valueSetter(field: { kind: FieldKind; optional?: boolean; uppercase?: boolean }) {
  if (field.kind === 'integer') return (value: unknown) => (value === '' ? undefined : readNumber(value));
  if (field.kind === 'money') {
    return (value: unknown) => (value === '' ? undefined : (readPesos(String(value)) ?? Number.NaN));
  }
  if (field.optional) return emptyToNull;
  if (field.uppercase) return (value: unknown) => String(value).toUpperCase();
  return (value: unknown) => value;
}
