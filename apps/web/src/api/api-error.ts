// What the UI needs from a refused request: the server's translated message, its stable code and
// the messages per field. Checked by hand rather than with zod: this sits on the login page's
// critical path, where every kilobyte counts.
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly fieldErrors: Record<string, string[]> = {},
    // The whole answer, for screens that read more from it (what a refused submit is missing).
    readonly body: unknown = null,
  ) {
    super(detail);
  }
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export async function toApiRequestError(response: Response) {
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (body && typeof body.detail === 'string' && typeof body.code === 'string') {
    const errors: Record<string, string[]> = {};
    if (body.errors && typeof body.errors === 'object') {
      for (const [field, messages] of Object.entries(body.errors))
        if (isStringList(messages)) errors[field] = messages;
    }
    return new ApiRequestError(response.status, body.code, body.detail, errors, body);
  }
  // Not our JSON (a proxy's error page, say): no text from it reaches the user; screens say it in
  // their language.
  return new ApiRequestError(response.status, 'unexpected', '');
}

/** Whether sending the same request again may succeed: not when the server refused what was sent
 * (a file of a type or size it does not take, a state that does not allow it), only when it did
 * not arrive, timed out, was limited or the server failed. */
export const retryMayHelp = (error: unknown) =>
  !(error instanceof ApiRequestError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;
