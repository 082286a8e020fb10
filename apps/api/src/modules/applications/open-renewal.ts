import type { Actor } from '@origina/domain/application-lifecycle';
import { canSee } from '@origina/domain/lifecycle-verdicts';
import { and, eq, isNull, ne, notInArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applications } from '../../db/schema.js';
import { AppError } from '../../errors.js';

// A disbursed loan's renewal under way (issue 36): one at a time. The lifecycle guard reads it as
// the `no_open_renewal` fact, the loan's read names it, and a refusal links to it.

// A renewal that ended this way leaves room for another; one disbursed has paid the loan off (the
// loan is settled: answered loan_settled, never as a renewal under way).
const closedStatuses = ['cancelled', 'rejected', 'disbursed'] as const;

/** The loan's renewal that is neither cancelled nor rejected, or null. `replayKey`: a retry of the
 * request that opened it (the same Idempotency-Key) is answered with it, so it does not count. */
export async function openRenewalOf(executor: Executor, loanId: string, replayKey?: string) {
  const [open] = await executor
    .select({
      id: applications.id,
      folio: applications.folio,
      submittedAt: applications.submittedAt,
      promoterId: applications.promoterId,
    })
    .from(applications)
    .where(
      and(
        eq(applications.renewsApplicationId, loanId),
        notInArray(applications.status, [...closedStatuses]),
        replayKey
          ? or(isNull(applications.idempotencyKey), ne(applications.idempotencyKey, replayKey))
          : undefined,
      ),
    );
  return open
    ? { id: open.id, folio: open.folio, submitted: open.submittedAt !== null, promoterId: open.promoterId }
    : null;
}

type OpenRenewal = NonNullable<Awaited<ReturnType<typeof openRenewalOf>>>;

/** The renewal under way as `actor` is told of it: its folio always (it keeps another from
 * starting), its id only to who may open it. A renewal an admin moved to another promoter is no
 * longer the loan's promoter's to read (the model's canSee), so their screen names it unlinked. */
export const openRenewalFor = (open: OpenRenewal, actor: Actor) => ({
  id: canSee(actor, { promoterId: open.promoterId, everSubmitted: open.submitted }) ? open.id : null,
  folio: open.folio,
});

/** 409 `renewal_open`, naming the renewal under way and carrying it (`open_renewal`) for a link. */
export const renewalOpenError = (open: OpenRenewal, actor: Actor) =>
  new AppError(409, 'renewal_open', {
    detail: { key: 'renewal_open_detail', params: { folio: open.folio } },
    extra: { open_renewal: openRenewalFor(open, actor) },
  });
