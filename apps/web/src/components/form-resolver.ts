import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// What an issue says when the domain's schema gives it no message of its own (Zod's default text
// is English and names types): a message key, shown translated by fieldMessage.
const issueKey = (issue: z.core.$ZodRawIssue) => {
  if (issue.input === undefined || issue.input === null || issue.input === '') return 'validation.required';
  if (issue.code === 'too_big') return 'validation.too_long';
  if (issue.code === 'too_small') return 'validation.too_short';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'validation.email_invalid';
  return 'validation.invalid_value';
};

/**
 * A form checked with the domain's schema, the one the API checks the request with. Forms whose
 * inputs are text (amounts, optional fields) say how their values become the request; the
 * fields keep the request's names, so the schema's and the server's messages land on them.
 */
export function domainResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toRequest: (values: V) => unknown = (values) => values,
): Resolver<V, unknown, z.output<S>> {
  const resolve = zodResolver(schema as never, { error: issueKey } as never);
  return (values, context, options) =>
    resolve(toRequest(values) as never, context, options as never) as never;
}
