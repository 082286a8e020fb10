import type { BureauInquiry, BureauInquiryInput } from '@origina/domain/bureau-inquiry';
import { dateInMexico } from '@origina/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { applications, bureauInquiries, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import type { ApplicationRow } from '../applications/applications.js';
import { guardRow } from '../applications/lifecycle-guard.js';
import { latestAuthorization } from './bureau-facts.js';

// The desk's record of a credit-bureau inquiry. The customer must have authorized it first
// (Ley para Regular las Sociedades de Información Crediticia, art. 28): an inquiry dated before
// the authorization's day (Mexico City) is refused, as is one dated after today.

export type InquiryRow = typeof bureauInquiries.$inferSelect;
export interface Recorder {
  id: string;
  role: 'reviewer' | 'admin';
  ip: string;
}

const reportPath = (applicationId: string) =>
  `/api/v1/review/applications/${applicationId}/bureau-inquiry/report/`;

export async function presentInquiry(executor: Executor, row: InquiryRow): Promise<BureauInquiry> {
  const [who] = row.recordedBy
    ? await executor
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, row.recordedBy))
    : [];
  return {
    provider: row.provider,
    folio: row.folio,
    inquired_on: row.inquiredOn,
    score: row.score,
    recorded_by: who ? { id: who.id, name: `${who.firstName} ${who.lastName}` } : null,
    created_at: row.createdAt.toISOString(),
    report_url: row.reportStorageKey ? reportPath(row.applicationId) : null,
  };
}

/** The application locked for the change, and the lifecycle's word on it as it stands now (a
 * status or reviewer changed since the route's guard is seen here). */
export async function lockForInquiry(tx: Executor, applicationId: string, recorder: Recorder) {
  const [application] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
  if (!application) throw new AppError(404, 'not_found');
  await guardRow(tx, { role: recorder.role, userId: recorder.id }, 'record_bureau_inquiry', application);
  return application;
}

/** Records an inquiry (the desk's, or a provider's answer) under the application's lock. */
export async function recordInquiry(
  context: AppContext,
  row: ApplicationRow,
  input: BureauInquiryInput & { provider: string },
  recorder: Recorder,
) {
  if (input.inquired_on > context.today())
    throw new AppError(400, 'invalid_input', { fieldErrors: { inquired_on: ['bureau_inquiry_in_future'] } });
  const saved = await context.db.transaction(async (tx) => {
    const application = await lockForInquiry(tx, row.id, recorder);
    const authorization = await latestAuthorization(tx, row.id);
    if (!authorization) throw new AppError(409, 'bureau_not_authorized');
    if (input.inquired_on < dateInMexico(authorization.authorizedAt))
      throw new AppError(409, 'bureau_inquiry_before_authorization');
    const [inquiry] = await tx
      .insert(bureauInquiries)
      .values({
        id: newId(),
        applicationId: row.id,
        provider: input.provider,
        folio: input.folio,
        inquiredOn: input.inquired_on,
        score: input.score,
        recordedBy: recorder.id,
      })
      .returning();
    // The folio and date, never the score: the audit log is read more widely than the desk.
    await audit(tx, {
      actorId: recorder.id,
      action: 'application.bureau_inquiry',
      entityType: 'application',
      entityId: row.id,
      ipAddress: recorder.ip,
      details: { folio: application.folio, provider: input.provider, inquired_on: input.inquired_on },
    });
    return inquiry!;
  });
  return presentInquiry(context.db, saved);
}
