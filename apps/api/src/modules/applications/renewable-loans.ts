import type { Actor } from '@origina/domain/application-lifecycle';
import { judge } from '@origina/domain/lifecycle-verdicts';
import { payoffQuote } from '@origina/domain/loan-payoff';
import type { RenewableLoan } from '@origina/domain/renewable-loans';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { Executor } from '../../db/client.js';
import { affiliates, applications, contracts, disbursements } from '../../db/schema.js';
import { missedPaydaysOf } from '../deductions/arrears.js';
import { factsOfRow, visibleApplications } from './lifecycle-guard.js';
import { openRenewalFor, openRenewalOf } from './open-renewal.js';

// A customer's loans to renew, found by CURP (issue 36). A customer's file is personal data, so
// the answer holds only loans the caller may renew under the lifecycle model (`renew`: the loan's
// own promoter, or an admin), or could but for a renewal already under way, which it names. A
// loan of another promoter's is answered exactly as no loan at all (docs/lifecycle.md, "Renewals
// found by CURP"). Every search is audited with the CURP and how many were found, whatever it found.

/** The disbursed loans of `curp` that `actor` may renew, newest disbursement first. */
export async function findRenewableLoans(
  executor: Executor,
  actor: Exclude<Actor, null | { role: 'customer' }>,
  curp: string,
  { ip, today }: { ip: string; today: string },
): Promise<RenewableLoan[]> {
  const rows = await executor
    .select({
      row: applications,
      paidAt: disbursements.paidAt,
      loan: contracts.loan,
      affiliate: { id: affiliates.id, code: affiliates.code, name: affiliates.name },
    })
    .from(applications)
    .innerJoin(disbursements, eq(disbursements.applicationId, applications.id))
    .leftJoin(contracts, eq(contracts.applicationId, applications.id))
    .leftJoin(affiliates, eq(affiliates.id, applications.affiliateId))
    .where(
      and(
        eq(applications.curp, curp),
        eq(applications.status, 'disbursed'),
        // Paid off by a renewal: nothing left to renew (its routes answer loan_settled).
        isNull(applications.settledOn),
        // The model's `canSee` in SQL; the verdict below is what decides.
        visibleApplications(actor),
      ),
    )
    .orderBy(desc(disbursements.paidAt), asc(applications.folio));
  const missed = await missedPaydaysOf(
    executor,
    rows.map(({ row }) => row.id),
  );
  const found: RenewableLoan[] = [];
  // One at a time: a customer has a handful of loans, and the executor may be a transaction.
  for (const { row, paidAt, loan, affiliate } of rows) {
    const open = await openRenewalOf(executor, row.id);
    const verdict = judge('renew', actor, { ...factsOfRow(row), renewalOpen: open !== null });
    if (!verdict.allowed && verdict.code !== 'renewal_open') continue;
    const quote = loan
      ? payoffQuote(
          {
            schedule: loan.result.schedule,
            disbursedOn: paidAt,
            ivaOnInterest: loan.option.iva_on_interest,
            missedPaydays: missed.get(row.id) ?? [],
          },
          today,
        )
      : null;
    found.push({
      id: row.id,
      folio: row.folio,
      status: row.status,
      customer_name: row.customerName,
      affiliate: affiliate?.id ? affiliate : null,
      // The amount the contract fixed (the application's figure before a contract existed).
      amount: loan ? loan.amount : row.amount === null ? null : Number(row.amount),
      disbursed_on: paidAt,
      balance: quote?.principal ?? null,
      payoff: quote?.total ?? null,
      open_renewal: open ? openRenewalFor(open, actor) : null,
    });
  }
  await audit(executor, {
    actorId: actor.userId,
    action: 'application.renewal_search',
    entityType: 'application',
    ipAddress: ip,
    details: { curp, found: found.length },
  });
  return found;
}
