import { fractionLimits } from '@origina/domain/lender-catalog';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from '../../api/api-error.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { formatMoney, formatRate, parsePesos } from '../../i18n/format.js';
import { currentLanguage, type MessageKey, type translate } from '../../i18n/i18n.js';
import {
  type CalendarValues,
  calendarBody,
  calendarFieldOf,
  calendarFormFields,
} from './payroll-calendar-form.js';

// The catalogue forms hold what people type (percentages, pesos, "12, 24, 36"); the API keeps
// fractions and numbers (docs/api-conventions.md). The conversion happens here, at the form's edge, and the
// domain's own schema checks the result, so the screen and the server agree on every rule.
export type FieldKind =
  | 'text'
  | 'optional'
  | 'percent'
  | 'optionalPercent'
  | 'money'
  | 'terms'
  | 'optionalWhole'
  | 'codes'
  | 'choice'
  | 'checkbox'
  | 'calendar'
  | 'commissions'
  | 'checklist';
export type FieldKinds<T> = { [K in keyof T & string]: FieldKind };
export type Body = Record<string, unknown>;
type PercentField = keyof typeof fractionLimits;
const isPercent = (kind: FieldKind | undefined) => kind === 'percent' || kind === 'optionalPercent';

/** A percentage as people type it ("60", "30.5", "30,5", "30 %"); NaN when it is not one. */
export function parsePercent(text: string) {
  const cleaned = text.replace(/[\s%]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

// Rounded, so that 30.5 % is 0.305 and not 0.30500000000000005 (and back).
export const percentToFraction = (percent: number) => Number((percent / 100).toFixed(6));
/** A stored fraction as the form shows it: 0.305 → "30.5" (Mexican and English decimals alike). */
export const percentText = (fraction: number) => String(Number((fraction * 100).toFixed(4)));

/** "12, 24, 36" → [12, 24, 36]; a word that is not a number stays NaN, for the schema to refuse. */
const termsFromText = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);

function bodyValue(kind: FieldKind, value: unknown, values: FieldValues) {
  // A convenio's calendar: what its frequency uses.
  if (kind === 'calendar') return calendarBody(String(values.frequency), value as CalendarValues);
  const text = typeof value === 'string' ? value.trim() : '';
  switch (kind) {
    case 'percent':
      return text === '' ? undefined : percentToFraction(parsePercent(text));
    // Cleared, it is cleared on the server too (a PATCH leaves out what is undefined).
    case 'optionalPercent':
      return text === '' ? null : percentToFraction(parsePercent(text));
    case 'money':
      return text === '' ? undefined : (parsePesos(text) ?? Number.NaN);
    case 'terms':
      return termsFromText(text);
    // A whole number or nothing (cleared: null); a word stays NaN, for the schema to refuse.
    case 'optionalWhole':
      return text === '' ? null : /^\d+$/.test(text) ? Number(text) : Number.NaN;
    case 'optional':
      return text === '' ? null : text;
    default:
      return value;
  }
}

/** The form's values as the API's body. */
export function toBody<T extends FieldValues>(values: T, kinds: FieldKinds<T>): Body {
  return Object.fromEntries(
    Object.entries(kinds).map(([name, kind]) => [name, bodyValue(kind as FieldKind, values[name], values)]),
  );
}

const percentLabel = (percent: number) => formatRate(percent / 100, currentLanguage());
const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

// A percentage's range in percent, whatever the schema's key says (the API's wording speaks of
// fractions, for the API's own clients).
function percentIssue(issue: z.core.$ZodIssue, t: typeof translate) {
  if (issue.code === 'too_big')
    return t('validation.at_most', { value: percentLabel(Number(issue.maximum) * 100) });
  if (issue.code === 'too_small') {
    const value = percentLabel(Number(issue.minimum) * 100);
    return t(issue.inclusive === false ? 'validation.more_than' : 'validation.at_least', { value });
  }
  return t('catalogueAdmin.percentFormat');
}

function genericIssue(issue: z.core.$ZodIssue, kind: FieldKind | undefined, t: typeof translate) {
  const amount = (value: unknown) =>
    kind === 'money'
      ? formatMoney(Number(value))
      : new Intl.NumberFormat(currentLanguage()).format(Number(value));
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'number') return t('validation.at_least', { value: amount(issue.minimum) });
      return t('validation.min_length', { count: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'number') return t('validation.at_most', { value: amount(issue.maximum) });
      return t('validation.max_length', { count: Number(issue.maximum) });
    case 'invalid_type':
      if (kind === 'money') return t('validation.money_format', { example: formatMoney(12500.5) });
      return t(
        kind === 'terms' || kind === 'optionalWhole' ? 'validation.whole_number' : 'validation.invalid_type',
      );
    case 'invalid_value':
      return t('validation.choose');
    default:
      return t('validation.invalid_value');
  }
}

/** What a field says about one of the schema's issues, in the field's own unit. */
function issueText(issue: z.core.$ZodIssue, kind: FieldKind | undefined, t: typeof translate) {
  if (isEmpty((issue as { input?: unknown }).input) && issue.code !== 'custom')
    return t('validation.required');
  if (isPercent(kind)) return percentIssue(issue, t);
  // The calendar's only typed input is its cut-off, a whole number of days.
  if (kind === 'calendar' && issue.code === 'invalid_type') return t('validation.whole_number');
  if (issue.message.startsWith('validation.')) return t(issue.message as MessageKey);
  return genericIssue(issue, kind, t);
}

/**
 * The form field an issue's path (or a server refusal's key) is about: a term's own rate is said
 * on the terms (the form has no field for it); a calendar's on the input the frequency shows.
 */
function fieldOf(path: PropertyKey[] | string, values: FieldValues) {
  const [top = '', ...rest] = (Array.isArray(path) ? path : path.split('.')).map(String);
  if (top === 'term_rates') return 'terms';
  // A commission's concept or amount, on its own row's input ("other_commissions.0.amount").
  if (top === 'other_commissions' && rest.length === 2) return [top, ...rest].join('.');
  // A checklist item's Spanish or English words ("checklist.0.es").
  if (top === 'checklist' && rest.length === 2) return [top, ...rest].join('.');
  if (top === 'payroll_calendar') {
    const input = calendarFieldOf(String(values.frequency), rest);
    return input ? `${top}.${input}` : top;
  }
  return top;
}

/** The form's fields, a calendar's inputs by their own names (where errors may be shown). */
const fieldsOf = <T extends FieldValues>(kinds: FieldKinds<T>) =>
  Object.entries(kinds).flatMap(([name, kind]) => (kind === 'calendar' ? calendarFormFields : [name]));

// A list's rows ("other_commissions.0.amount") show their own errors, under the list's name.
const showsErrorOf = (fields: string[], field: string) =>
  fields.includes(field) || fields.some((name) => field.startsWith(`${name}.`));

// react-hook-form reads errors of nested fields ("payroll_calendar.weekday") nested.
function placeError(
  errors: Record<string, unknown>,
  field: string,
  error: { type: string; message: string },
) {
  const path = field.split('.');
  let node = errors;
  for (const part of path.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[path.at(-1)!] = error;
}

/** react-hook-form's resolver: the domain schema on the converted body, every field's problem at once. */
export function catalogueResolver<T extends FieldValues>(
  schema: z.ZodType,
  kinds: FieldKinds<T>,
  t: typeof translate,
): Resolver<T, unknown, Body> {
  return async (values) => {
    const body = toBody(values, kinds);
    const result = schema.safeParse(body, { reportInput: true });
    if (result.success) return { values: body, errors: {} };
    const errors: Record<string, unknown> = {};
    const fields = fieldsOf(kinds);
    const placed = new Set<string>();
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path, values);
      if (placed.has(field) || !showsErrorOf(fields, field)) continue;
      placed.add(field);
      const kind = kinds[field.split('.')[0] as keyof T & string];
      placeError(errors, field, { type: issue.code, message: issueText(issue, kind, t) });
    }
    if (Object.keys(errors).length === 0)
      errors.root = { type: 'schema', message: t('validation.invalid_value') };
    return { values: {}, errors: errors as never };
  };
}

function percentRangeText(field: PercentField, t: typeof translate) {
  if (field === 'max_deduction_share') return t('validation.share_range');
  return t('catalogueAdmin.percentRange', {
    min: percentLabel(0),
    max: percentLabel(fractionLimits[field] * 100),
  });
}

/**
 * The server's refusal on the form's fields (nested ones, "terms.0", on their field); a percentage's
 * message in percent. Answers the message for the whole form, or null when the fields say it all.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  kinds: FieldKinds<T>,
  values: T,
  setError: UseFormSetError<T>,
  t: typeof translate,
) {
  let refused = error;
  if (error instanceof ApiRequestError) {
    const byField: Record<string, string[]> = {};
    for (const [key, messages] of Object.entries(error.fieldErrors))
      byField[fieldOf(key, values)] ??= messages;
    refused = new ApiRequestError(error.status, error.code, error.detail, byField, error.body);
  }
  return applyServerErrors(
    refused,
    fieldsOf(kinds),
    (field, message) =>
      setError(field as Path<T>, {
        type: 'server',
        message: isPercent(kinds[field as keyof T & string])
          ? percentRangeText(field as PercentField, t)
          : message,
      }),
    t,
  );
}
