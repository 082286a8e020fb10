import type { z } from 'zod';
import { formatMoney } from '../../i18n/format.js';
import { currentLanguage, type translate } from '../../i18n/i18n.js';

export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'date'
  | 'integer'
  | 'money'
  | 'select'
  | 'checkbox'
  | 'yesno';

// Zod's own messages become ours, in the field's own terms: what is missing, the range with its
// unit (money as money; a minimum of 0 as "not negative"), the length, the kind of number. A
// schema's own message key wins.
// Not a number (NaN) is text that was typed, not an empty field (field-values.ts).
const isEmpty = (input: unknown) => input === undefined || input === null || input === '';
const notANumber = (input: unknown) => typeof input === 'number' && Number.isNaN(input);

export function issueMessage(
  issue: z.core.$ZodRawIssue,
  kindOf: (path: PropertyKey[] | undefined) => FieldKind | undefined,
  t: typeof translate,
): string {
  const kind = kindOf(issue.path);
  const amount = (value: unknown) =>
    kind === 'money'
      ? formatMoney(Number(value))
      : new Intl.NumberFormat(currentLanguage()).format(Number(value));
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) return 'validation.required';
      if (kind === 'integer' && notANumber(issue.input)) return 'validation.whole_number_digits';
      if (issue.expected === 'int') return 'validation.whole_number';
      if (kind === 'money') return t('validation.money_format', { example: formatMoney(12500.5) });
      return kind === 'integer' ? 'validation.whole_number' : 'validation.invalid_type';
    case 'too_small':
      if (issue.origin === 'number') {
        if (isEmpty(issue.input)) return 'validation.required';
        // "At least 0" is a roundabout way to say it.
        if (issue.inclusive !== false && Number(issue.minimum) === 0) return 'validation.not_negative';
        return t(issue.inclusive === false ? 'validation.more_than' : 'validation.at_least', {
          value: amount(issue.minimum),
        });
      }
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return 'validation.required';
      return t('validation.min_length', { count: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'number') return t('validation.at_most', { value: amount(issue.maximum) });
      return t('validation.max_length', { count: Number(issue.maximum) });
    case 'invalid_value':
      return isEmpty(issue.input) ? 'validation.choose' : 'validation.invalid_value';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email_invalid' : 'validation.invalid_value';
    default:
      return 'validation.invalid_value';
  }
}
