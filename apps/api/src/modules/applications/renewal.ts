import { createHash } from 'node:crypto';
import type { ApplicationData } from '@origina/domain/application-sections';
import type { Role } from '@origina/domain/roles';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { applications, products } from '../../db/schema.js';
import { AppError, isUniqueViolation } from '../../errors.js';
import type { ApplicationRow } from './applications.js';
import { earlierWithKey, insertDraft } from './applications.js';
import { payoffOf } from './loan-payoff.js';
import { openRenewalOf, renewalOpenError } from './open-renewal.js';

// A renewal (issue 36): a new draft that pays off a disbursed loan and hands the customer the
// difference. It starts from the last application's sections (customer, employment, references,
// the loan asked for); documents, the identity check and the customer's consents live outside
// them and are asked again. The lifecycle guard has already said the loan is disbursed, has no
// renewal under way, and the caller may renew it.

/** The share of the loan's amount paid by `today`: 1 − principal outstanding / amount. */
async function paidShare(db: Database, loan: ApplicationRow, today: string) {
  const amount = Number(loan.amount ?? 0);
  if (amount <= 0) return 1;
  const payoff = await payoffOf(db, loan, today);
  return 1 - payoff.principal / amount;
}

/** Refuses a renewal the product does not allow yet: less of the loan paid than it asks. */
async function assertMinimumPaid(db: Database, loan: ApplicationRow, today: string) {
  if (!loan.productId) return;
  const [product] = await db
    .select({ share: products.renewalMinPaidShare })
    .from(products)
    .where(eq(products.id, loan.productId));
  const required = Number(product?.share ?? 0);
  if (required <= 0) return;
  const paid = await paidShare(db, loan, today);
  if (paid + 1e-9 < required) {
    const percent = (share: number) => `${(Math.max(0, share) * 100).toFixed(1)} %`;
    throw new AppError(409, 'renewal_share_not_met', {
      detail: {
        key: 'renewal_share_not_met_detail',
        params: { paid: percent(paid), required: percent(required) },
      },
    });
  }
}

export async function startRenewal(
  db: Database,
  loan: ApplicationRow,
  actor: { id: string; ip: string; role: Role },
  idempotencyKey: string | undefined,
  today: string,
  retried = false,
): Promise<{ row: ApplicationRow; created: boolean }> {
  // The draft is the loan's promoter's, whoever starts it (an admin for them).
  const promoterId = loan.promoterId;
  const hash = createHash('sha256')
    .update(JSON.stringify({ renews: loan.id }))
    .digest('hex');
  const earlier = await earlierWithKey(db, promoterId, { key: idempotencyKey, hash });
  if (earlier) return { row: earlier, created: false };
  if (loan.settledOn) throw new AppError(409, 'loan_settled');
  // The guard judged the loan with none open; one started since (another tab, a request at once)
  // is refused the same way.
  const open = await openRenewalOf(db, loan.id);
  if (open) throw renewalOpenError(open, { role: actor.role, userId: actor.id });
  await assertMinimumPaid(db, loan, today);
  const renewed = loan.data as ApplicationData;
  // The outside loans a buy-out paid off are paid: the renewal starts with none of its own.
  const data = renewed.datos_laborales
    ? { ...renewed, datos_laborales: { ...renewed.datos_laborales, payoffs: [] } }
    : renewed;
  try {
    const row = await insertDraft(db, {
      promoterId,
      data,
      links: { renewsApplicationId: loan.id },
      idempotency: { key: idempotencyKey, hash },
      actor,
      audited: { action: 'application.renew', details: { renews: loan.folio } },
    });
    return { row, created: true };
  } catch (error) {
    // Two requests at once: the second meets a unique index (the key's, or one open renewal per
    // loan) and, tried again, answers what the first made or the 409.
    if (isUniqueViolation(error) && !retried)
      return startRenewal(db, loan, actor, idempotencyKey, today, true);
    throw error;
  }
}

/** The renewal that paid a loan off, as the loan's read names it ("Liquidado por renovación"). */
export async function settlementOf(
  db: Executor,
  row: Pick<ApplicationRow, 'settledOn' | 'settledByApplicationId'>,
) {
  if (!row.settledOn || !row.settledByApplicationId) return null;
  const [by] = await db
    .select({ id: applications.id, folio: applications.folio })
    .from(applications)
    .where(eq(applications.id, row.settledByApplicationId));
  return by ? { reason: 'renewal' as const, on: row.settledOn, by } : null;
}

/** The loan an application renews, as its read names it. */
export async function renewedLoanOf(db: Executor, row: Pick<ApplicationRow, 'renewsApplicationId'>) {
  if (!row.renewsApplicationId) return null;
  const [found] = await db
    .select({ id: applications.id, folio: applications.folio })
    .from(applications)
    .where(eq(applications.id, row.renewsApplicationId));
  return found ?? null;
}
