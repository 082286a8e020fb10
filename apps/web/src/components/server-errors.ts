import { ApiRequestError } from '../api/api-error.js';
import type { translate } from '../i18n/i18n.js';

// The message for a whole form: the server's own text (already in the user's language), or ours
// when there is none (no connection, or an answer that is not the API's).
export function errorMessage(error: unknown, t: typeof translate): string {
  if (!(error instanceof ApiRequestError)) return t('errors.unexpected');
  if (error.status === 0) return t('errors.network');
  return error.detail || t('errors.unexpected');
}

/** The message of a refusal on a screen with no field of its own to mark (an upload, say): the
 * server's words for each field it refused (the employer's answer for a payday not reached yet),
 * not only "check the marked fields". */
export function refusalMessage(error: unknown, t: typeof translate): string {
  if (!(error instanceof ApiRequestError) || error.code !== 'invalid_input') return errorMessage(error, t);
  const said = Object.values(error.fieldErrors).flatMap((messages) => messages.slice(0, 1));
  return said.length > 0 ? said.join(' ') : errorMessage(error, t);
}

// Puts the server's field messages on the form's fields; answers the message for the whole form,
// or null when the fields already say everything.
export function applyServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setFieldError: (field: F, message: string) => void,
  t: typeof translate,
): string | null {
  if (!(error instanceof ApiRequestError)) return errorMessage(error, t);
  let placed = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field) && messages[0]) {
      setFieldError(field as F, messages[0]);
      placed = true;
    }
  }
  return placed && error.code === 'invalid_input' ? null : errorMessage(error, t);
}
