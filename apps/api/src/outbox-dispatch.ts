import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';

// What mail and text messages share once written to their outbox (mail/mailer.ts,
// sms/sms-outbox.ts): one delivery pass at a time (a kick during one schedules one more), a pass
// every 15 seconds for what is due, and a growing wait after a failed attempt.

export const outboxBatchSize = 20;
/** How long a claimed row is left to the pass that claimed it before another may take it. */
export const outboxLeaseSeconds = 60;
const maxBackoffSeconds = 3600;

/** What a failed attempt writes to its row: the count, the error, and when to try again. */
export function failedAttempt(error: unknown, attemptsBefore: number) {
  const attempts = attemptsBefore + 1;
  const backoff = Math.min(maxBackoffSeconds, 2 ** attempts * 5);
  return {
    attempts,
    lastError: String((error as Error).message ?? error).slice(0, 500),
    nextAttemptAt: sql`now() + make_interval(secs => ${backoff})`,
  };
}

/** Delivery passes over an outbox: `claim` leases due rows, `deliver` sends one and records it. */
export function createOutboxDispatcher<Row>(options: {
  claim: () => Promise<Row[]>;
  deliver: (row: Row) => Promise<void>;
  log: Pick<Logger, 'warn'>;
  /** What the outbox holds, for the log ("mail", "text message"). */
  what: string;
}) {
  let running: Promise<void> | null = null;
  let again = false;

  async function drain() {
    for (;;) {
      const rows = await options.claim();
      for (const row of rows) await options.deliver(row);
      if (rows.length < outboxBatchSize) return;
    }
  }

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
          options.log.warn({ err: error }, `${options.what} dispatch pass failed`);
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
    dispatch,
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
