// Zod 4 applies a schema's own `error` to every issue the schema raises, its range, length and
// format checks included: `z.number({ error: 'validation.required' }).max(30)` would call 99
// "required". These name only what they are for, and leave every other issue its own message.

/** A missing value reads "required". */
export const required = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : undefined),
};

/** A missing value reads "required", a value of another type "invalid_type". */
export const requiredOfType = {
  error: (issue: { code?: string; input?: unknown }) =>
    issue.input === undefined
      ? 'validation.required'
      : issue.code === 'invalid_type'
        ? 'validation.invalid_type'
        : undefined,
};

/** A choice from a list: none made reads "choose", an unknown one "invalid_value". */
export const chosen = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'validation.choose'
      : 'validation.invalid_value',
};
