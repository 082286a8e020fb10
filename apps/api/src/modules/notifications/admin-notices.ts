import { addDays } from '@origina/domain/payroll-calendar';
import { and, eq, gte, inArray, lte, notExists } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { applications, contracts, notifications, users } from '../../db/schema.js';
import { type NotificationEvent, notify } from './notifications.js';

// What waits on the administrators: a loan signed and waiting for its transfer, a signing link
// locked, a contract whose validity ends in a few days.

// A contract is "about to expire" from this many days before its last valid day.
const contractExpiryNoticeDays = 2;

/** Every active admin hears of the event, in the caller's transaction. */
export async function notifyAdmins(
  executor: Executor,
  context: Pick<AppContext, 'mailer' | 'config'>,
  event: Omit<NotificationEvent, 'userId'>,
) {
  const admins = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)));
  for (const admin of admins) await notify(executor, context, { ...event, userId: admin.id });
}

/**
 * Tells an admin, once per contract version's last day, of each approved or signed loan not yet
 * disbursed whose contract expires within `contractExpiryNoticeDays` (today included). Nothing
 * changes on a day passing, so this runs when the admin opens the inbox: each notice is written
 * with the check that it was not written before, in one transaction.
 */
export async function noticeContractsExpiring(
  context: Pick<AppContext, 'db' | 'mailer' | 'config' | 'today'>,
  adminId: string,
) {
  const today = context.today();
  await context.db.transaction(async (tx) => {
    const expiring = await tx
      .select({ id: applications.id, folio: applications.folio, validUntil: contracts.validUntil })
      .from(contracts)
      .innerJoin(applications, eq(applications.id, contracts.applicationId))
      .where(
        and(
          inArray(applications.status, ['approved', 'signed']),
          gte(contracts.validUntil, today),
          lte(contracts.validUntil, addDays(today, contractExpiryNoticeDays)),
          notExists(
            tx
              .select({ id: notifications.id })
              .from(notifications)
              .where(
                and(
                  eq(notifications.userId, adminId),
                  eq(notifications.kind, 'contract_expiring'),
                  eq(notifications.applicationId, applications.id),
                  eq(notifications.message, contracts.validUntil),
                ),
              ),
          ),
        ),
      );
    for (const application of expiring)
      await notify(tx, context, {
        userId: adminId,
        kind: 'contract_expiring',
        application,
        status: null,
        // The last day it may be signed and disbursed (YYYY-MM-DD).
        message: application.validUntil,
      });
  });
  void context.mailer.dispatch();
}
