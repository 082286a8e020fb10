import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db/client.js';
import { smsOutbox } from '../db/schema.js';
import { newId } from '../ids.js';
import {
  createOutboxDispatcher,
  failedAttempt,
  outboxBatchSize,
  outboxLeaseSeconds,
} from '../outbox-dispatch.js';
import { maskDigits } from '../security/masking.js';
import type { SmsSender, TextMessage } from './sms-sender.js';

// Text messages that must not be lost (the signed copy's link) wait in an outbox like mail: written
// in the transaction of what caused them, then handed to the SMS provider with retries and
// back-off; once the provider has one, its text (a capability link) is not kept.

export function createSmsOutbox(options: {
  db: Database;
  sender: SmsSender;
  log: Pick<Logger, 'info' | 'warn'>;
}) {
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
      .limit(outboxBatchSize)
      .for('update', { skipLocked: true });
    return options.db
      .update(smsOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${outboxLeaseSeconds})` })
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
      const failure = failedAttempt(error, row.attempts);
      options.log.warn(
        { smsId: row.id, to: maskDigits(row.recipient), attempts: failure.attempts, err: error },
        'text message delivery failed; will retry',
      );
      await options.db.update(smsOutbox).set(failure).where(eq(smsOutbox.id, row.id));
    }
  }

  const dispatcher = createOutboxDispatcher({ claim, deliver, log: options.log, what: 'text message' });

  return {
    enqueue,
    dispatch: dispatcher.dispatch,
    async close() {
      await dispatcher.close();
    },
  };
}
export type SmsOutbox = ReturnType<typeof createSmsOutbox>;
