import {
  type ActionRequest,
  type ActionRule,
  type Actor,
  type ApplicationAction,
  type ApplicationFacts,
  type ApplicationStatus,
  lifecycle,
  type PagareFacts,
  type Precondition,
} from './application-lifecycle.js';
import type { Role } from './roles.js';

// The verdict: what the lifecycle table answers to one actor, one action and one application.

export type Verdict =
  | { allowed: true; to: ApplicationStatus | null }
  | { allowed: false; status: 401 | 403 | 404 | 409; code: string };

const refuse = (status: 401 | 403 | 404 | 409, code: string): Verdict => ({ allowed: false, status, code });

/**
 * Who sees an application at all: its promoter in every status; the desk once it has been
 * submitted (drafts, and drafts cancelled before submission, stay the promoter's business); the
 * customer only through the link, which names one application.
 */
export function canSee(actor: Actor, facts: Pick<ApplicationFacts, 'promoterId' | 'everSubmitted'>) {
  if (!actor) return false;
  if (actor.role === 'customer') return true;
  if (actor.role === 'promoter') return facts.promoterId === actor.userId;
  return facts.everSubmitted;
}

/** The parts of an application still open to change: all of a draft; the reopened ones after a
 * changes request; none otherwise. */
export function isPartOpen(status: ApplicationStatus, reopened: readonly string[] | null, part: string) {
  if (status === 'draft') return true;
  return status === 'changes_requested' && (reopened ?? []).includes(part);
}

/** Whether this user holds, or held before a reassignment, the application: whoever captured any
 * of it (say, a promoter later made a reviewer) never decides it. */
export const capturedBy = (
  facts: Pick<ApplicationFacts, 'promoterId' | 'formerPromoterIds'>,
  userId: string,
) => facts.promoterId === userId || (facts.formerPromoterIds ?? []).includes(userId);

function unmet(
  precondition: Precondition,
  rule: ActionRule,
  actor: NonNullable<Actor>,
  facts: ApplicationFacts,
  request: ActionRequest,
): string | null {
  switch (precondition) {
    case 'not_own_application':
      // Whoever captured an application (say, a promoter later made a reviewer) never decides it.
      return 'userId' in actor && capturedBy(facts, actor.userId) ? 'own_application' : null;
    case 'parts_reopened': {
      const parts = rule.part ? [rule.part] : (request.parts ?? []);
      return parts.every((part) => isPartOpen(facts.status, facts.reopened, part))
        ? null
        : 'section_not_reopened';
    }
    case 'complete':
      return facts.complete === false ? 'application_incomplete' : null;
    case 'taken_by_actor': {
      if (actor.role === 'customer') return 'application_not_taken';
      if (facts.reviewerId === actor.userId) return null;
      return facts.reviewerId ? 'application_taken' : 'application_not_taken';
    }
    case 'identity_approved': {
      const result = facts.identity?.result ?? null;
      if (result === 'approved') return null;
      return result === 'rejected' ? 'identity_rejected' : 'identity_not_decided';
    }
    case 'identity_submitted':
      return facts.identity?.status === 'submitted' ? null : 'identity.not_submitted';
    case 'identity_undecided':
      return facts.identity?.result === 'approved' || facts.identity?.result === 'rejected'
        ? 'identity_already_decided'
        : null;
    case 'identity_decided':
      return facts.identity?.result === 'approved' || facts.identity?.result === 'rejected'
        ? null
        : 'identity_not_decided';
    case 'contract_valid':
      return facts.contractExpired ? 'contract_expired' : null;
    case 'contract_expired':
      return facts.contractExpired ? null : 'contract_not_expired';
    case 'pagare_received':
      return awaitsPagareScan(facts.pagare) ? 'pagare_scan_not_accepted' : null;
    case 'pagare_on_paper':
      return facts.pagare?.mode === 'paper' ? null : 'pagare_electronic';
    case 'pagare_scan_open':
      return facts.pagare?.scan === 'accepted' ? 'pagare_scan_accepted' : null;
    case 'pagare_scan_uploaded':
      return facts.pagare?.scan === 'uploaded' ? null : 'pagare_scan_not_uploaded';
    case 'consents_given':
      return (facts.consentsMissing ?? []).length > 0 ? 'consents_missing' : null;
    case 'screening_clear':
      return facts.screening === 'hit' ? 'screening_hit' : null;
    case 'screening_pending':
      return facts.screening === 'hit' ? null : 'screening_not_pending';
    case 'bureau_inquired':
      return bureauInquired(facts.bureau) ? null : 'bureau_inquiry_missing';
    case 'no_open_renewal':
      return facts.renewalOpen ? 'renewal_open' : null;
    case 'payoff_letters_valid':
      return facts.payoffLetterExpired ? 'payoff_letter_expired' : null;
  }
}

// The refusal codes each precondition can give (see `unmet`).
const preconditionCodes: Record<Precondition, readonly string[]> = {
  not_own_application: ['own_application'],
  parts_reopened: ['section_not_reopened'],
  complete: ['application_incomplete'],
  taken_by_actor: ['application_not_taken', 'application_taken'],
  identity_approved: ['identity_rejected', 'identity_not_decided'],
  identity_submitted: ['identity.not_submitted'],
  identity_undecided: ['identity_already_decided'],
  identity_decided: ['identity_not_decided'],
  contract_valid: ['contract_expired'],
  contract_expired: ['contract_not_expired'],
  pagare_received: ['pagare_scan_not_accepted'],
  pagare_on_paper: ['pagare_electronic'],
  pagare_scan_open: ['pagare_scan_accepted'],
  pagare_scan_uploaded: ['pagare_scan_not_uploaded'],
  consents_given: ['consents_missing'],
  screening_clear: ['screening_hit'],
  screening_pending: ['screening_not_pending'],
  bureau_inquired: ['bureau_inquiry_missing'],
  no_open_renewal: ['renewal_open'],
  payoff_letters_valid: ['payoff_letter_expired'],
};

/** An inquiry counts only when the customer had authorized it first (Ley para Regular las
 * Sociedades de Información Crediticia, art. 28): recorded on or after the authorization's day. */
const bureauInquired = (bureau: ApplicationFacts['bureau']) =>
  bureau?.authorizedOn != null && bureau.inquiredOn != null && bureau.inquiredOn >= bureau.authorizedOn;

/** Every 409 code `judge` can answer for an action (for the API's documentation). */
/** A paper pagaré whose scan the desk has not accepted: the loan may not be disbursed (nor listed
 * for the bank's batch) until it is. */
export const awaitsPagareScan = (pagare: PagareFacts | undefined) =>
  pagare?.mode === 'paper' && pagare.scan !== 'accepted';

export function conflictCodes(action: ApplicationAction): string[] {
  const rule = lifecycle[action];
  const byStatus = [rule.wrongStatus, ...Object.values(rule.wrongStatusBy ?? {})];
  if (byStatus.includes('application_taken')) byStatus.push('application_already_taken_by_you');
  const codes = [...byStatus, ...rule.requires.flatMap((precondition) => preconditionCodes[precondition])];
  return [...new Set(codes.filter((code) => code !== 'not_found'))];
}

/** The first two checks, which need no application: authentication (401) and role (403). */
export function judgeRole(action: ApplicationAction, actor: Actor): Verdict | null {
  if (!actor) return refuse(401, 'not_authenticated');
  if (!lifecycle[action].roles.includes(actor.role)) return refuse(403, 'permission_denied');
  return null;
}

/**
 * May this actor do this action to this application now? The checks run in a fixed order:
 * authentication (401), role (403), visibility (404: another promoter's application, or a draft
 * for the desk, is answered as if it did not exist), status (409) and preconditions (409).
 */
export function judge(
  action: ApplicationAction,
  actor: Actor,
  facts: ApplicationFacts,
  request: ActionRequest = {},
): Verdict {
  const rule = lifecycle[action];
  const byRole = judgeRole(action, actor);
  if (byRole || !actor) return byRole ?? refuse(401, 'not_authenticated');
  if (!canSee(actor, facts) && !(rule.seesDrafts && actor.role !== 'customer' && actor.role !== 'promoter'))
    return refuse(404, 'not_found');
  if (!rule.from.includes(facts.status)) {
    const code = rule.wrongStatusBy?.[facts.status] ?? rule.wrongStatus;
    // Taken already, by the very reviewer asking: say so rather than "another reviewer took it".
    if (code === 'application_taken' && 'userId' in actor && facts.reviewerId === actor.userId)
      return refuse(409, 'application_already_taken_by_you');
    return refuse(code === 'not_found' ? 404 : 409, code);
  }
  for (const precondition of rule.requires) {
    const code = unmet(precondition, rule, actor, facts, request);
    if (code) return refuse(409, code);
  }
  return { allowed: true, to: rule.toWhenHeld && facts.reviewerId ? rule.toWhenHeld : rule.to };
}

/** The account roles an action is for (the API's role check before any body is read). */
export const rolesAllowedTo = (action: ApplicationAction) =>
  lifecycle[action].roles.filter((role): role is Role => role !== 'customer');

/** Whether a role may ever do an action (for menus and buttons before any application is known). */
export const roleMay = (role: Role | null | undefined, action: ApplicationAction) =>
  role != null && lifecycle[action].roles.includes(role);

/** The verdict for the owner promoter on their application now; `contract` adds what their
 * contract says (whether it is past its validity) and whether a renewal of the loan is open, for
 * the actions that depend on it. */
export const ownerVerdict = (
  action: ApplicationAction,
  application: { status: ApplicationStatus; reopened_sections?: readonly string[] | null },
  request: ActionRequest = {},
  contract: Pick<ApplicationFacts, 'contractExpired' | 'pagare' | 'renewalOpen'> = {},
) =>
  judge(
    action,
    { role: 'promoter', userId: 'owner' },
    {
      status: application.status,
      promoterId: 'owner',
      reviewerId: null,
      everSubmitted: application.status !== 'draft',
      reopened: application.reopened_sections ?? null,
      ...contract,
    },
    request,
  );

/** What the owner promoter may do to their application now (for the capture screens' buttons). */
export const ownerMay = (
  action: ApplicationAction,
  application: { status: ApplicationStatus; reopened_sections?: readonly string[] | null },
  request: ActionRequest = {},
) => ownerVerdict(action, application, request).allowed;
