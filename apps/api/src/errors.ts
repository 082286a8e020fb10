import { type Language, type MessageKey, type MessageParams, translate } from './i18n/messages.js';

/** A field's message: its key, or its key with the values the text names (amounts, limits). */
export type FieldMessage = MessageKey | { key: MessageKey; params: MessageParams };

export const fieldText = (language: Language, message: FieldMessage) =>
  typeof message === 'string'
    ? translate(language, message)
    : translate(language, message.key, message.params);

// A refusal the client should see: status, a stable code (also the message key) and, for field
// problems, message keys per field.
export class AppError extends Error {
  readonly fieldErrors: Record<string, FieldMessage[]> | undefined;
  readonly headers: Record<string, string> | undefined;
  // More the client needs to act on (already in the caller's language), e.g. what is missing.
  readonly extra: Record<string, unknown> | undefined;
  // The sentence the client reads when it says more than the code's own message (which loans
  // leave no capacity); the code stays the stable one.
  readonly detail: FieldMessage | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: MessageKey,
    options: {
      fieldErrors?: Record<string, FieldMessage[]>;
      headers?: Record<string, string>;
      extra?: Record<string, unknown>;
      detail?: FieldMessage;
    } = {},
  ) {
    super(code);
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
    this.extra = options.extra;
    this.detail = options.detail;
  }
}

export const fieldError = (field: string, code: MessageKey) =>
  new AppError(400, 'invalid_input', { fieldErrors: { [field]: [code] } });

// PostgreSQL's unique_violation, wherever the driver wrapped it (drizzle puts it in `cause`).
export function isUniqueViolation(error: unknown) {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as never
  ) {
    if (current.code === '23505') return true;
  }
  return false;
}
