import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db/client.js';
import { smsOutbox } from '../db/schema.js';
import { newId } from '../ids.js';
import { maskDigits } from '../security/masking.js';
import type { SmsSender, TextMessage } from './sms-sender.js';

// Text messages that must not be lost (the signed copy's link) wait in an outbox like mail: written
// in the transaction of what caused them, then handed to the SMS provider with retries and
// back-off; once the provider has one, its text (a capability link) is not kept.

const batchSize = 20;
const leaseSeconds = 60;
const maxBackoffSeconds = 3600;

export function createSmsOutbox(options: {
  db: Database;
  sender: SmsSender;
  log: Pick<Logger, 'info' | 'warn'>;
}) {
  let running: Promise<void> | null = null;
  let again = false;

  async function enqueue(executor: Executor, message: TextMessage) {
    await executor.insert(smsOutbox).values({ id: newId(), recipient: message.to, textBody: message.text });
  }

  // A lease on due messages, so another process or a later pass skips them.
  async function claim() {
    const due = options.db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(and(isNull(smsOutbox.sentAt), lte(smsOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(smsOutbox.nextAttemptAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return options.db
      .update(smsOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(inArray(smsOutbox.id, due))
      .returning();
  }

  async function deliver(row: typeof smsOutbox.$inferSelect) {
    try {
      await options.sender.send({ to: row.recipient, text: row.textBody });
      await options.db
        .update(smsOutbox)
        .set({ sentAt: sql`now()`, lastError: null, textBody: '' })
        .where(eq(smsOutbox.id, row.id));
    } catch (error) {
      const attempts = row.attempts + 1;
      const backoff = Math.min(maxBackoffSeconds, 2 ** attempts * 5);
      options.log.warn(
        { smsId: row.id, to: maskDigits(row.recipient), attempts, err: error },
        'text message delivery failed; will retry',
      );
      await options.db
        .update(smsOutbox)
        .set({
          attempts,
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoff})`,
        })
        .where(eq(smsOutbox.id, row.id));
    }
  }

  async function drain() {
    for (;;) {
      const rows = await claim();
      for (const row of rows) await deliver(row);
      if (rows.length < batchSize) return;
    }
  }

  // One pass at a time; a kick during a pass schedules one more.
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
          options.log.warn({ err: error }, 'text message dispatch pass failed');
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
    },
  };
}
export type SmsOutbox = ReturnType<typeof createSmsOutbox>;
