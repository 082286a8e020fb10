import { z } from 'zod';

// One rule for every piece of text the API accepts, in a body, a query or a path: no NUL or other
// control characters (tab and line breaks aside) and no lone UTF-16 surrogates. Such text cannot be
// stored (PostgreSQL refuses NUL), cannot be encoded as UTF-8, and is never typed by a person.
const forbidden =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the rule's job
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isAcceptableText = (value: string) => !forbidden.test(value);

// A field that is one line on a form (a name, a street, an employer) holds no line break or tab:
// written into a line-based file (the bank's CSV, a mail header, a PDF line) it would start a new
// record or cell there. Multi-line fields (a reviewer's comment, a reason) keep them.
const lineBreakOrTab = /[\t\n\r\u2028\u2029]/;

export const isSingleLine = (value: string) => !lineBreakOrTab.test(value);

/** A one-line text field, trimmed (a line break typed at either end is dropped, not refused). */
export const singleLineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).trim().refine(isSingleLine, { message: 'validation.single_line' });

// Parsed JSON and query strings (whose objects may have no, or an empty, prototype); never the
// bytes of an upload.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof Date);

/** How far a request body may reach: nesting levels, items in one array, and values in all
 * (every string, number, boolean, null, array and object, and every object key). */
export type ShapeLimits = { nesting: number; arrayItems: number; values: number };
export type ShapeProblem = 'too_deeply_nested' | 'array_too_long' | 'too_many_values';

/** The first limit a JSON-like value breaks, or null. Walked without recursion (no depth can
 * exhaust the stack) and stopping at the first breach, so that a refused body costs no more than
 * `values` steps: the walks that follow it (the text rule, the schemas) are linear in its size. */
export function shapeProblem(value: unknown, limits: ShapeLimits): ShapeProblem | null {
  let values = 0;
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    values += 1;
    if (values > limits.values) return 'too_many_values';
    if (!Array.isArray(item) && !isRecord(item)) continue;
    if (depth >= limits.nesting) return 'too_deeply_nested';
    if (Array.isArray(item) && item.length > limits.arrayItems) return 'array_too_long';
    const children = Object.values(item);
    if (!Array.isArray(item)) values += children.length;
    if (values > limits.values) return 'too_many_values';
    for (const child of children) pending.push([child, depth + 1]);
  }
  return null;
}

/** The paths (dot-joined) of every string in a JSON-like value that breaks the rule. */
export function unacceptableTextPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return isAcceptableText(value) ? [] : [path.join('.') || 'non_field_errors'];
  if (Array.isArray(value))
    return value.flatMap((item, index) => unacceptableTextPaths(item, [...path, String(index)]));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(isAcceptableText(key) ? [] : [[...path, key.replace(forbidden, '?')].join('.')]),
    ...unacceptableTextPaths(item, [...path, key]),
  ]);
}
