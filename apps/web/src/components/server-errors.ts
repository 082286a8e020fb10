import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../api/api-error.js';

// Puts the server's field messages on the form's fields; answers the message for the whole form.
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
  networkMessage: string,
): string | null {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.status === 0) return networkMessage;
  let placed = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field) && messages[0]) {
      setError(field as Path<T>, { type: 'server', message: messages[0] });
      placed = true;
    }
  }
  if (placed && error.code === 'invalid_input') return null;
  return error.detail || fallback;
}
