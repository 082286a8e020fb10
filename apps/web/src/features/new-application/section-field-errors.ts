import { ApiRequestError } from '../../api/api-error.js';

/** A refusal's field messages for one section's form: the server names fields "section.field",
 * each form knows its fields by their own name. */
export function sectionFieldErrors(error: unknown, section: string): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors)
      .filter(([field]) => field.startsWith(`${section}.`))
      .map(([field, messages]) => [field.slice(section.length + 1), messages[0] ?? '']),
  );
}
