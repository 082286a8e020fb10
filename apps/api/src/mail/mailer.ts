import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db/client.js';
import { type MailAttachment, mailOutbox } from '../db/schema.js';
import { newId } from '../ids.js';
import { maskEmail } from '../security/masking.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Stored files to attach (read when the mail is sent). */
  attachments?: MailAttachment[];
}

const batchSize = 20;
const leaseSeconds = 60;
const maxBackoffSeconds = 3600;

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
  let running: Promise<void> | null = null;
  let again = false;

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
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return options.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
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
      const attempts = row.attempts + 1;
      const backoff = Math.min(maxBackoffSeconds, 2 ** attempts * 5);
      options.log.warn({ mailId: row.id, attempts, err: error }, 'mail delivery failed; will retry');
      await options.db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoff})`,
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }

  async function drain() {
    for (;;) {
      const rows = await claim();
      for (const row of rows) await deliver(row);
      if (rows.length < batchSize) return;
    }
  }

  // One run at a time; a kick during a run schedules one more pass.
  function dispatch(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (error) {
          options.log.warn({ err: error }, 'mail dispatch pass failed');
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => void dispatch(), 15_000);
  timer.unref();

  return {
    enqueue,
    dispatch,
    async close() {
      clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
