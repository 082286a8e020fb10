import { scrubPath } from '@origina/domain/client-errors';
import type { Role } from '@origina/domain/roles';
import type { SupportMessageRequest } from '@origina/domain/support-messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { supportMessages, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { type Language, translate } from '../../i18n/messages.js';
import { newId } from '../../ids.js';

// A message to support: kept, mailed to the support inbox (in Spanish) and, for a signed-in
// user, acknowledged to them in the language they wrote in.

export interface SupportSender {
  userId: string | null;
  email: string;
  name: string;
  role: Role | 'visitor';
}

// A reference the person can quote: "AYU-" and eight characters of the id's random part.
const referenceOf = (id: string) => `AYU-${id.replace(/-/g, '').slice(-8).toUpperCase()}`;

/** The signed-in sender as the message names them. */
export async function accountSender(db: Database, userId: string): Promise<SupportSender> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError(401, 'session_revoked');
  return { userId: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`, role: user.role };
}

export async function sendSupportMessage(
  context: AppContext,
  from: SupportSender,
  body: SupportMessageRequest,
  language: Language,
) {
  const id = newId();
  const reference = referenceOf(id);
  const { subject, message } = body;
  const page = body.page ? scrubPath(body.page) : null;
  const lender = context.config.lender.name;
  const inbox = context.config.chat.supportInbox;
  await context.db.transaction(async (tx) => {
    await tx.insert(supportMessages).values({
      id,
      reference,
      userId: from.userId,
      email: from.email,
      name: from.name,
      subject,
      message,
      page,
      language,
    });
    // Support reads Spanish; the person gets the receipt in the language they wrote in.
    if (inbox) {
      await context.mailer.enqueue(tx, {
        to: inbox,
        subject: translate('es', 'mail.support.subject', { lender, reference, subject }),
        text: translate('es', 'mail.support.body', {
          name: from.name,
          email: from.email,
          role: translate('es', `role.${from.role}`),
          page: page ?? '-',
          message,
          reference,
        }),
      });
    }
    if (from.userId) {
      await context.mailer.enqueue(tx, {
        to: from.email,
        subject: translate(language, 'mail.support.receipt.subject', { reference }),
        text: translate(language, 'mail.support.receipt.body', { name: from.name, subject, reference }),
      });
    }
  });
  void context.mailer.dispatch();
  if (!inbox)
    context.log.warn(
      { event: 'support_message', reference },
      'no SUPPORT_INBOX or SUPPORT_EMAIL: message kept in the database only',
    );
  context.log.info({ event: 'support_message', reference, userId: from.userId }, 'support message received');
  return { id, reference };
}
