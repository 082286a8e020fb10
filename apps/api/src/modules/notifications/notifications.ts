import type { ApplicationStatus } from '@origina/domain/application-lifecycle';
import type { NotificationKind } from '@origina/domain/notifications';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { notifications, users } from '../../db/schema.js';
import { asLanguage, type Language, type MessageKey, translate } from '../../i18n/messages.js';
import { newId } from '../../ids.js';

// Where each role opens an application.
const workspacePath: Record<string, string> = {
  promoter: 'mis-solicitudes',
  reviewer: 'revision',
  admin: 'revision',
  compliance: 'cumplimiento',
};

export interface NotificationEvent {
  userId: string;
  kind: NotificationKind;
  application: { id: string; folio: string };
  status: ApplicationStatus | null;
  message: string | null;
  /** A decision's category (a rejection's reason, a changes request's category), said in words. */
  reasonCode?: string | null;
}

// The mail's message: the decision's category in words, then the reviewer's comment.
function messageOf(language: Language, event: NotificationEvent) {
  const category = event.reasonCode
    ? translate(language, 'mail.decision_category', {
        category: translate(language, `decision_category.${event.reasonCode}` as MessageKey),
      })
    : '';
  return [category, event.message ?? ''].filter(Boolean).join('\n');
}

// Writes the notification and its e-mail (in the recipient's language) in the caller's
// transaction, so neither exists without the change that caused it.
export async function notify(
  executor: Executor,
  context: Pick<AppContext, 'mailer' | 'config'>,
  event: NotificationEvent,
) {
  const [recipient] = await executor
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, event.userId));
  if (!recipient) return;
  await executor.insert(notifications).values({
    id: newId(),
    userId: event.userId,
    kind: event.kind,
    applicationId: event.application.id,
    status: event.status,
    message: event.message,
  });
  const language = asLanguage(recipient.language);
  const params = {
    name: recipient.firstName,
    folio: event.application.folio,
    status: event.status ? translate(language, `status.${event.status}`) : '',
    message: messageOf(language, event),
    // The application opens where the recipient's role works on it (as the inbox does).
    link: `${context.config.publicUrl}/dashboard/${workspacePath[recipient.role]}/${event.application.id}`,
    lender: context.config.lender.name,
  };
  await context.mailer.enqueue(executor, {
    to: recipient.email,
    subject: translate(language, `mail.notification.${event.kind}.subject`, params),
    text: translate(language, `mail.notification.${event.kind}.body`, params),
  });
}
