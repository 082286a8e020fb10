import {
  type ActionRequest,
  type Actor,
  type ApplicationAction,
  type ApplicationFacts,
  factsNeeded,
  type IdentityFacts,
  lifecycle,
  type PagareFacts,
} from '@origina/domain/application-lifecycle';
import type { ApplicationData } from '@origina/domain/application-sections';
import { expiredPayoffLetters, payoffsOf } from '@origina/domain/buyout';
import { isPartOpen, judge, judgeRole, type Verdict } from '@origina/domain/lifecycle-verdicts';
import { contractExpired } from '@origina/domain/payroll-calendar';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { applications, biometricValidations, contracts, pagareScans } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { type Language, type MessageKey, translate } from '../../i18n/messages.js';
import { isUuid } from '../../ids.js';
import { bureauFacts } from '../bureau/bureau-facts.js';
import { consentsMissing } from '../identity/customer-progress.js';
import { screeningFacts } from '../screening/screening-state.js';
import type { ApplicationRow } from './applications.js';
import { openRenewalOf, renewalOpenError } from './open-renewal.js';

// The one place the API asks the lifecycle model (packages/domain/src/application-lifecycle.ts)
// whether a request may touch an application: every route that reads across owners or changes an
// application comes through here, and a refusal is the model's status and code.

export const actorOf = (request: Pick<FastifyRequest, 'principal'>): Actor =>
  request.principal ? { role: request.principal.role, userId: request.principal.userId } : null;

export const refusal = (
  verdict: Extract<Verdict, { allowed: false }>,
  locked: readonly string[] = [],
  consents: readonly string[] = [],
) =>
  new AppError(verdict.status, verdict.code as MessageKey, {
    ...(verdict.code === 'section_not_reopened'
      ? { fieldErrors: Object.fromEntries(locked.map((part) => [part, ['section_not_reopened' as const]])) }
      : {}),
    ...(verdict.code === 'consents_missing' ? consentsRefusal(consents) : {}),
  });

// The customer's consents still missing, named in words in the caller's language ("aceptar el
// aviso de privacidad, verificar su número celular actual") and listed by key.
const consentsRefusal = (missing: readonly string[]) => ({
  extra: { consents_missing: missing },
  detail: {
    key: 'consents_missing' as const,
    params: {
      missing: (language: Language) =>
        missing.map((step) => translate(language, `consent.${step}` as MessageKey)).join(', '),
    },
  },
});

// The parts of a refused change that the reviewer did not reopen, to name them on the answer.
const lockedParts = (action: ApplicationAction, facts: ApplicationFacts, request: ActionRequest) =>
  (lifecycle[action].part ? [lifecycle[action].part] : (request.parts ?? [])).filter(
    (part) => !isPartOpen(facts.status, facts.reopened, part),
  );

/** The applications an actor sees, as a filter for lists: the model's `canSee` in SQL (the
 * generated matrix test proves the two agree). */
export const visibleApplications = (actor: { role: string; userId: string }) =>
  actor.role === 'promoter' ? eq(applications.promoterId, actor.userId) : isNotNull(applications.submittedAt);

/** The latest identity check's state, as the model's preconditions read it. */
async function identityFacts(executor: Executor, applicationId: string): Promise<IdentityFacts> {
  const [latest] = await executor
    .select({ status: biometricValidations.status, result: biometricValidations.result })
    .from(biometricValidations)
    .where(eq(biometricValidations.applicationId, applicationId))
    .orderBy(desc(biometricValidations.createdAt))
    .limit(1);
  return latest ? { status: latest.status, result: latest.result } : { status: 'none', result: null };
}

export const factsOfRow = (row: ApplicationRow): ApplicationFacts => ({
  status: row.status,
  promoterId: row.promoterId,
  formerPromoterIds: row.formerPromoterIds,
  reviewerId: row.reviewerId,
  everSubmitted: row.submittedAt !== null,
  reopened: row.reopenedSections,
});

export interface GuardOptions extends ActionRequest {
  // Whether every step is complete, worked out only once the cheaper checks have passed.
  complete?: (row: ApplicationRow) => Promise<boolean>;
  // Today in Mexico City (context.today()): the actions that need a valid or an expired contract
  // are judged on it.
  today?: string;
  // The Idempotency-Key of a renewal's request: its retry is answered with the renewal it opened,
  // which then does not count as one under way.
  replayKey?: string | undefined;
}

/** Whether the application's contract is past the last day it may be signed and disbursed. */
async function contractExpiredOn(executor: Executor, applicationId: string, today: string | undefined) {
  if (!today) throw new Error('the lifecycle guard needs today to judge a contract');
  const [contract] = await executor
    .select({ validUntil: contracts.validUntil })
    .from(contracts)
    .where(eq(contracts.applicationId, applicationId));
  return contract?.validUntil ? contractExpired(contract.validUntil, today) : false;
}

/** Whether a buy-out's payoff letter is past its last day today (the day a transfer is recorded
 * is checked again by the disbursement itself). */
function payoffLetterExpiredOn(row: ApplicationRow, today: string | undefined) {
  if (!today) throw new Error('the lifecycle guard needs today to judge a payoff letter');
  return expiredPayoffLetters(payoffsOf(row.data as ApplicationData), today).length > 0;
}

/** How the current contract's pagaré is signed and where its scan stands (the mode recorded on
 * the contract when it was made; the scan of its current version). */
async function pagareFacts(executor: Executor, applicationId: string): Promise<PagareFacts> {
  const [found] = await executor
    .select({ mode: contracts.pagareMode, scan: pagareScans.status })
    .from(contracts)
    .leftJoin(
      pagareScans,
      and(eq(pagareScans.contractId, contracts.id), eq(pagareScans.version, contracts.version)),
    )
    .where(eq(contracts.applicationId, applicationId));
  return { mode: found?.mode ?? 'electronic', scan: found?.scan ?? 'none' };
}

/** The application if the actor may do the action to it now; otherwise the model's refusal. */
export async function guardRow(
  executor: Executor,
  actor: Actor,
  action: ApplicationAction,
  row: ApplicationRow,
  options: GuardOptions = {},
) {
  const needed = factsNeeded(action);
  const facts = factsOfRow(row);
  if (needed.identity) facts.identity = await identityFacts(executor, row.id);
  if (needed.contract) facts.contractExpired = await contractExpiredOn(executor, row.id, options.today);
  if (needed.pagare) facts.pagare = await pagareFacts(executor, row.id);
  if (needed.screening) facts.screening = await screeningFacts(executor, row.id);
  if (needed.bureau) facts.bureau = await bureauFacts(executor, row.id);
  if (needed.payoffs) facts.payoffLetterExpired = payoffLetterExpiredOn(row, options.today);
  const openRenewal = needed.renewal ? await openRenewalOf(executor, row.id, options.replayKey) : null;
  if (needed.renewal) facts.renewalOpen = openRenewal !== null;
  let verdict = judge(action, actor, facts, options);
  if (verdict.allowed && needed.complete && options.complete) {
    facts.complete = await options.complete(row);
    verdict = judge(action, actor, facts, options);
  }
  // The customer's consents are read once the rest passed: a promoter first hears what they can
  // complete themselves, then what the customer still has to do on the link.
  if (verdict.allowed && needed.consents) {
    facts.consentsMissing = await consentsMissing(executor, row);
    verdict = judge(action, actor, facts, options);
  }
  if (!verdict.allowed && verdict.code === 'renewal_open' && openRenewal)
    throw renewalOpenError(openRenewal, actor);
  if (!verdict.allowed)
    throw refusal(verdict, lockedParts(action, facts, options), facts.consentsMissing ?? []);
  return { row, to: verdict.to };
}

/** Loads the application by id for the action: 401 and 403 come before anything is read, an id
 * the actor may not see answers 404 as one that does not exist. */
export async function guard(
  executor: Executor,
  actor: Actor,
  action: ApplicationAction,
  id: string,
  options: GuardOptions = {},
) {
  const byRole = judgeRole(action, actor);
  if (byRole && !byRole.allowed) throw refusal(byRole);
  if (!isUuid(id)) throw new AppError(404, 'not_found');
  const [row] = await executor.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new AppError(404, 'not_found');
  return guardRow(executor, actor, action, row, options);
}
