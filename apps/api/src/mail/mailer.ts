import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db/client.js';
import { type MailAttachment, mailOutbox } from '../db/schema.js';
import { newId } from '../ids.js';
import {
  createOutboxDispatcher,
  failedAttempt,
  outboxBatchSize,
  outboxLeaseSeconds,
} from '../outbox-dispatch.js';
import { maskEmail } from '../security/masking.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Stored files to attach (read when the mail is sent). */
  attachments?: MailAttachment[];
}

// Every message is written to the outbox in the same transaction as what caused it, so a crash
// never loses an acknowledged e-mail; a dispatcher then delivers it over SMTP, or, with no SMTP
// configured, prints it to the log (development and the embedded demo).
export function createMailer(options: {
  db: Database;
  smtpUrl: string | null;
  from: string;
  log: Logger;
  /** Reads an attachment's stored file. */
  readFile: (storageKey: string) => Promise<Buffer>;
}) {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  async function enqueue(executor: Executor, mail: OutgoingMail) {
    await executor.insert(mailOutbox).values({
      id: newId(),
      recipient: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      attachments: mail.attachments?.length ? mail.attachments : null,
    });
  }

  // Takes a lease on due messages (so another process or a later run skips them), then sends.
  async function claim() {
    const due = options.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(outboxBatchSize)
      .for('update', { skipLocked: true });
    return options.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${outboxLeaseSeconds})` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliver(row: typeof mailOutbox.$inferSelect) {
    try {
      if (transport) {
        const attachments = await Promise.all(
          (row.attachments ?? []).map(async (file) => ({
            filename: file.fileName,
            contentType: file.contentType,
            content: await options.readFile(file.storageKey),
          })),
        );
        await transport.sendMail({
          from: options.from,
          to: row.recipient,
          subject: row.subject,
          text: row.textBody,
          attachments,
        });
        options.log.info({ mailId: row.id, to: maskEmail(row.recipient) }, 'mail sent');
      } else {
        options.log.info(
          {
            mailId: row.id,
            to: maskEmail(row.recipient),
            subject: row.subject,
            attachments: row.attachments?.map((file) => file.fileName),
          },
          `mail (no SMTP_URL set, kept in the outbox):\n${row.textBody}`,
        );
      }
      // Once the mail server has it, the body is not kept: codes and links in it would otherwise
      // sit readable in the database and its backups. (Without SMTP the body is printed anyway:
      // the development default keeps it for the demo and the tests.)
      await options.db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, lastError: null, ...(transport ? { textBody: '' } : {}) })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const failure = failedAttempt(error, row.attempts);
      options.log.warn(
        { mailId: row.id, attempts: failure.attempts, err: error },
        'mail delivery failed; will retry',
      );
      await options.db.update(mailOutbox).set(failure).where(eq(mailOutbox.id, row.id));
    }
  }

  const dispatcher = createOutboxDispatcher({ claim, deliver, log: options.log, what: 'mail' });

  return {
    enqueue,
    dispatch: dispatcher.dispatch,
    async close() {
      await dispatcher.close();
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
