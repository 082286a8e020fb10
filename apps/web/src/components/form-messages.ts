import type { MessageKey, translate } from '../i18n/i18n.js';

// Shared schemas carry message keys ("validation.email_invalid"); the form shows them translated.
export const fieldMessage = (t: typeof translate, message: string | undefined) =>
  message ? (message.startsWith('validation.') ? t(message as MessageKey) : message) : undefined;
