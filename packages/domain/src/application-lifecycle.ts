import type { Role } from './roles.js';

// The application's lifecycle and who may do what in it: the one table the API's checks, the web
// app's menus, guards and buttons, and the generated matrix test all read (docs/api-conventions.md,
// Application lifecycle; docs/security.md, Access control). Pure: the callers gather the facts.

export const applicationStatuses = [
  'draft',
  'submitted',
  'in_review',
  'changes_requested',
  'approved',
  'rejected',
  'signed',
  'disbursed',
  'cancelled',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

// Besides the data sections, a request for changes may reopen the identity check (a new link and
// check) and the documents (uploads); neither may change after submission unless named.
export const identityPart = 'biometria';
export const documentsPart = 'documentos';

// --- actions --------------------------------------------------------------------------------

export const applicationActions = [
  'list',
  'read',
  'save_section',
  'upload_document',
  'issue_identity_link',
  'read_identity_link',
  'verify_identity',
  'submit',
  'cancel',
  'take',
  'release',
  'assign',
  'approve',
  'reject',
  'request_changes',
  'decide_identity',
  'reverse_identity',
  'record_bureau_inquiry',
  'issue_signature_link',
  'read_signature_link',
  'sign_contract',
  'reissue_contract',
  'disburse',
  'correct_disbursement',
  'read_contract',
  'quote_payoff',
  'renew',
  'upload_payoff_release',
  'replace_payoff_letter',
  'upload_pagare_scan',
  'decide_pagare_scan',
  'clear_screening',
  'reject_screening',
  'reassign_promoter',
] as const;
export type ApplicationAction = (typeof applicationActions)[number];

// The customer acts through a capability link, without an account.
export type Actor = { role: Role; userId: string } | { role: 'customer' } | null;

export interface IdentityFacts {
  // The latest identity check's link status ('none' when no link was ever issued).
  status: 'none' | 'pending' | 'opened' | 'submitted' | 'revoked';
  result: 'needs_review' | 'approved' | 'rejected' | null;
}

// How the pagaré of the current contract is signed and, when on paper, where its scan stands
// ('none': not uploaded for this version).
export interface PagareFacts {
  mode: 'electronic' | 'paper';
  scan: 'none' | 'uploaded' | 'accepted' | 'rejected';
}

// What the rules look at. `identity` and `complete` are needed only by the actions whose
// preconditions name them (see `factsNeeded`).
export interface ApplicationFacts {
  status: ApplicationStatus;
  promoterId: string;
  // The promoters who held it before a reassignment: they captured part of it, so they never
  // decide it either.
  formerPromoterIds?: readonly string[];
  reviewerId: string | null;
  everSubmitted: boolean;
  reopened: readonly string[] | null;
  identity?: IdentityFacts;
  complete?: boolean;
  // Whether the contract is past its validity (the last day it may be signed and disbursed).
  contractExpired?: boolean;
  pagare?: PagareFacts;
  // The anti-money-laundering screening against the loaded lists (issue 32): 'clear' (no hit, or
  // never screened), 'hit' (a hit compliance has not decided), 'cleared' (compliance cleared it).
  screening?: 'clear' | 'hit' | 'cleared';
  // The customer's credit-bureau authorization and the latest inquiry recorded, as Mexico City
  // dates (YYYY-MM-DD); an inquiry dated before the authorization does not count.
  bureau?: { authorizedOn: string | null; inquiredOn: string | null };
  // The consents the customer has not given yet through the identity link (empty: all given).
  consentsMissing?: readonly string[];
  // A disbursed loan's renewal already under way (a renewal not cancelled nor rejected, issue 36):
  // a loan has one at a time.
  renewalOpen?: boolean;
  // A buy-out's payoff letter past its last day on the day judged (buyout.ts): the amount it
  // states may no longer settle the outside loan, so the loan is not disbursed on it.
  payoffLetterExpired?: boolean;
}

// The parts an action changes (the sections a save names; `documentos`, `biometria`).
export interface ActionRequest {
  parts?: readonly string[];
}

export type Precondition =
  | 'not_own_application'
  | 'parts_reopened'
  | 'complete'
  | 'taken_by_actor'
  | 'identity_approved'
  | 'identity_submitted'
  | 'identity_undecided'
  | 'identity_decided'
  | 'contract_valid'
  | 'contract_expired'
  | 'pagare_received'
  | 'pagare_on_paper'
  | 'pagare_scan_open'
  | 'pagare_scan_uploaded'
  | 'consents_given'
  | 'screening_clear'
  | 'screening_pending'
  | 'bureau_inquired'
  | 'no_open_renewal'
  | 'payoff_letters_valid';

export interface ActionRule {
  roles: readonly (Role | 'customer')[];
  // Statuses the action starts from; `to` is the status it leads to (none: the status stays).
  from: readonly ApplicationStatus[];
  to: ApplicationStatus | null;
  // Where it leads instead while a reviewer still holds the application (a resubmission returns
  // to the reviewer who asked for the changes).
  toWhenHeld?: ApplicationStatus;
  // The code of a refusal for a status outside `from` (per status where a sharper one helps).
  wrongStatus: string;
  wrongStatusBy?: Partial<Record<ApplicationStatus, string>>;
  requires: readonly Precondition[];
  // The part a changes request must have reopened (save_section names its sections instead).
  part?: string;
  // What the action is, in a sentence, for the generated documentation and tests.
  summary: string;
  // The desk acts on drafts too (a draft is otherwise its promoter's business, answered 404).
  seesDrafts?: boolean;
}

const capture = ['draft', 'changes_requested'] as const satisfies readonly ApplicationStatus[];
const atTheDesk = ['submitted', 'in_review'] as const satisfies readonly ApplicationStatus[];
const everyStatus = applicationStatuses;

export const lifecycle: Record<ApplicationAction, ActionRule> = {
  list: {
    roles: ['promoter', 'reviewer', 'admin', 'compliance'],
    from: everyStatus,
    to: null,
    wrongStatus: 'not_found',
    requires: [],
    summary: 'See the application in a list (own for promoters; submitted at least once for the desk)',
  },
  read: {
    roles: ['promoter', 'reviewer', 'admin', 'compliance'],
    from: everyStatus,
    to: null,
    wrongStatus: 'not_found',
    requires: [],
    summary: 'Read the whole application, its documents and identity photos',
  },
  save_section: {
    roles: ['promoter'],
    from: capture,
    to: null,
    wrongStatus: 'application_not_editable',
    requires: ['parts_reopened'],
    summary: 'Save one or more data sections',
  },
  upload_document: {
    roles: ['promoter'],
    from: capture,
    to: null,
    wrongStatus: 'application_not_editable',
    requires: ['parts_reopened'],
    part: documentsPart,
    summary: 'Upload a document',
  },
  issue_identity_link: {
    roles: ['promoter'],
    from: capture,
    to: null,
    wrongStatus: 'application_not_editable',
    requires: ['parts_reopened'],
    part: identityPart,
    summary: "Issue the customer's identity link (as soon as the pre-solicitud is saved)",
  },
  verify_identity: {
    roles: ['customer'],
    from: capture,
    to: null,
    wrongStatus: 'identity.link_gone',
    requires: ['parts_reopened'],
    part: identityPart,
    summary: 'The customer, through the link, consents, sends the photos and submits the check',
  },
  read_identity_link: {
    roles: ['promoter'],
    from: everyStatus,
    to: null,
    wrongStatus: 'not_found',
    requires: [],
    summary: "Read the identity check with the customer's link (the owner promoter only)",
  },
  submit: {
    roles: ['promoter'],
    from: capture,
    to: 'submitted',
    toWhenHeld: 'in_review',
    wrongStatus: 'application_not_editable',
    requires: ['complete', 'consents_given'],
    summary:
      "Submit, or resubmit after a changes request, once every step is complete and the customer gave the link's consents (privacy notice, verified mobile, bureau authorization); a resubmission goes back to the reviewer who still holds it (in review), keeping its first submission date",
  },
  cancel: {
    roles: ['promoter'],
    from: capture,
    to: 'cancelled',
    wrongStatus: 'application_not_editable',
    requires: [],
    summary: 'Cancel a draft or an application with changes requested',
  },
  take: {
    roles: ['reviewer', 'admin'],
    from: ['submitted'],
    to: 'in_review',
    wrongStatus: 'application_not_reviewable',
    wrongStatusBy: { in_review: 'application_taken' },
    requires: ['not_own_application'],
    summary: 'Take a submitted application for review (locks it to the one who took it)',
  },
  release: {
    roles: ['admin'],
    from: ['in_review'],
    to: 'submitted',
    wrongStatus: 'application_not_taken',
    requires: [],
    summary:
      'Return a taken application to the queue, as it was submitted (an admin, when its reviewer cannot go on)',
  },
  assign: {
    roles: ['admin'],
    from: atTheDesk,
    to: 'in_review',
    wrongStatus: 'application_not_reviewable',
    requires: [],
    summary:
      'Assign an application at the desk to an active reviewer, or reassign it to another (admins; several at once; the reviewer is told)',
  },
  approve: {
    roles: ['reviewer', 'admin'],
    from: ['in_review'],
    to: 'approved',
    wrongStatus: 'application_not_reviewable',
    wrongStatusBy: { submitted: 'application_not_taken' },
    requires: [
      'screening_clear',
      'not_own_application',
      'taken_by_actor',
      'identity_approved',
      'bureau_inquired',
    ],
    summary:
      'Approve, once taken, with the identity check approved, a credit-bureau inquiry recorded no earlier than the customer authorized it, and no screening hit compliance has not cleared (a hit is answered first)',
  },
  reject: {
    roles: ['reviewer', 'admin'],
    from: ['in_review'],
    to: 'rejected',
    wrongStatus: 'application_not_reviewable',
    wrongStatusBy: { submitted: 'application_not_taken' },
    requires: ['not_own_application', 'taken_by_actor'],
    summary: 'Reject with a reason, once taken',
  },
  request_changes: {
    roles: ['reviewer', 'admin'],
    from: ['in_review'],
    to: 'changes_requested',
    wrongStatus: 'application_not_reviewable',
    wrongStatusBy: { submitted: 'application_not_taken' },
    requires: ['not_own_application', 'taken_by_actor'],
    summary: 'Reopen named sections (and the identity check or documents) with a message, once taken',
  },
  decide_identity: {
    roles: ['reviewer', 'admin'],
    from: ['in_review'],
    to: null,
    wrongStatus: 'application_not_reviewable',
    wrongStatusBy: { submitted: 'application_not_taken' },
    requires: ['not_own_application', 'taken_by_actor', 'identity_submitted', 'identity_undecided'],
    summary:
      "Decide the customer's identity check, once the application is taken (once: a decision is changed by reversing it)",
  },
  reverse_identity: {
    roles: ['reviewer', 'admin'],
    from: ['in_review'],
    to: null,
    wrongStatus: 'application_not_reviewable',
    wrongStatusBy: { submitted: 'application_not_taken' },
    requires: ['not_own_application', 'taken_by_actor', 'identity_decided'],
    summary:
      'Reverse the identity decision (approved or rejected goes back to to-review, with a reason), by the reviewer who holds the application, until the application is decided',
  },
  record_bureau_inquiry: {
    roles: ['reviewer', 'admin'],
    from: ['in_review'],
    to: null,
    wrongStatus: 'application_not_reviewable',
    wrongStatusBy: { submitted: 'application_not_taken' },
    requires: ['not_own_application', 'taken_by_actor'],
    summary:
      'Record the credit-bureau inquiry (folio, date, score, the report PDF), or run it through the configured bureau, once taken',
  },
  issue_signature_link: {
    roles: ['promoter'],
    from: ['approved'],
    to: null,
    wrongStatus: 'contract_not_ready',
    wrongStatusBy: { signed: 'contract_signed', disbursed: 'contract_signed' },
    requires: ['contract_valid'],
    summary: "Issue (or revoke) the customer's signing link for the approved contract, while it is valid",
  },
  read_signature_link: {
    roles: ['promoter'],
    from: ['approved', 'signed', 'disbursed'],
    to: null,
    wrongStatus: 'contract_not_ready',
    requires: [],
    summary: 'Read the signing link and its state (the owner promoter only)',
  },
  sign_contract: {
    roles: ['customer'],
    from: ['approved'],
    to: 'signed',
    wrongStatus: 'signature.link_gone',
    requires: ['contract_valid'],
    summary: 'The customer, through the link, signs the contract set with a one-time code, while it is valid',
  },
  reissue_contract: {
    roles: ['promoter', 'admin'],
    from: ['approved', 'signed'],
    to: 'approved',
    wrongStatus: 'contract_not_ready',
    wrongStatusBy: { disbursed: 'application_disbursed' },
    requires: ['contract_expired'],
    summary:
      'Make a new version of a contract past its validity, dated anew (the customer signs again; the figures stay those approved)',
  },
  disburse: {
    roles: ['admin'],
    from: ['signed'],
    to: 'disbursed',
    wrongStatus: 'application_not_approved',
    wrongStatusBy: { approved: 'contract_not_signed' },
    requires: ['not_own_application', 'contract_valid', 'pagare_received', 'payoff_letters_valid'],
    summary:
      "Record the transfer of a signed loan (SPEI tracking key and date paid), while its contract is valid, for a pagaré on paper once the desk accepted its scan, and for a buy-out while every payoff letter holds (each outside lender's payoff to its CLABE, the rest to the customer)",
  },
  correct_disbursement: {
    roles: ['admin'],
    from: ['disbursed'],
    to: 'disbursed',
    wrongStatus: 'application_not_disbursed',
    requires: ['not_own_application'],
    summary:
      "Correct a recorded transfer's tracking key or date, saying why (the audit log keeps what it said before)",
  },
  read_contract: {
    roles: ['promoter', 'reviewer', 'admin'],
    from: ['approved', 'signed', 'disbursed'],
    to: null,
    wrongStatus: 'contract_not_ready',
    requires: [],
    summary: "Read an approved loan's contract set and download its documents",
  },
  quote_payoff: {
    roles: ['promoter', 'reviewer', 'admin'],
    from: ['disbursed'],
    to: null,
    wrongStatus: 'loan_not_disbursed',
    requires: [],
    summary:
      "Read a disbursed loan's balance and its payoff quote for a date, from the contract's schedule (payments due so far taken as applied, unless answered not applied)",
  },
  renew: {
    roles: ['promoter', 'admin'],
    from: ['disbursed'],
    to: null,
    wrongStatus: 'loan_not_disbursed',
    requires: ['no_open_renewal'],
    summary:
      'Start a renewal of a disbursed loan: a new draft prefilled from it (customer, employment, references; documents asked again) that pays it off and hands the customer the difference (its promoter, or an admin for them); one open at a time',
  },
  upload_payoff_release: {
    roles: ['promoter'],
    from: ['disbursed'],
    to: null,
    wrongStatus: 'loan_not_disbursed',
    requires: [],
    summary:
      "Upload, after a buy-out's disbursement, an outside lender's no-debt letter (carta finiquito) or its release of the payroll deduction, for one loan it paid off (its promoter; a new file replaces the one before)",
  },
  replace_payoff_letter: {
    roles: ['promoter', 'admin'],
    // Approved or signed: the transfer is still to be made. Once disbursed the outside loan is paid.
    from: ['approved', 'signed'],
    to: null,
    wrongStatus: 'payoff_letter_not_replaceable',
    requires: [],
    summary:
      "Attach a buy-out's new payoff letter for one outside loan (a new validity date and amount) before the disbursement; an amount above the one the application holds is refused, a lower one leaves the customer the difference (its promoter, or an admin)",
  },
  upload_pagare_scan: {
    roles: ['promoter'],
    from: ['signed'],
    to: null,
    wrongStatus: 'pagare_contract_not_signed',
    wrongStatusBy: { disbursed: 'application_disbursed' },
    requires: ['pagare_on_paper', 'pagare_scan_open'],
    summary:
      'Upload the scan of the pagaré the customer signed by hand (pagaré mode paper), replacing one not yet accepted',
  },
  decide_pagare_scan: {
    roles: ['reviewer', 'admin'],
    from: ['signed'],
    to: null,
    wrongStatus: 'pagare_contract_not_signed',
    wrongStatusBy: { disbursed: 'application_disbursed' },
    requires: ['not_own_application', 'pagare_on_paper', 'pagare_scan_uploaded'],
    summary:
      'Accept the scan of a pagaré signed on paper, or reject it saying why (the promoter uploads another)',
  },
  clear_screening: {
    roles: ['compliance'],
    from: atTheDesk,
    to: null,
    wrongStatus: 'application_not_reviewable',
    requires: ['screening_pending'],
    summary: 'Clear a screening hit as a false match, saying why (compliance; audited)',
  },
  reject_screening: {
    roles: ['compliance'],
    from: atTheDesk,
    to: 'rejected',
    wrongStatus: 'application_not_reviewable',
    requires: ['screening_pending'],
    summary: 'Reject an application whose customer a screening list names, saying why (compliance)',
  },
  reassign_promoter: {
    roles: ['admin'],
    // Every status in which the promoter still has something to do (capture, answering the desk,
    // the signing link, a paper pagaré's scan); a closed or paid loan keeps who sold it.
    from: ['draft', 'submitted', 'in_review', 'changes_requested', 'approved', 'signed'],
    to: null,
    wrongStatus: 'application_closed',
    requires: [],
    seesDrafts: true,
    summary:
      "Move the application to another active promoter of the same branch (a departing promoter's work; audited, the new owner notified and able to issue the links)",
  },
};

export const factsNeeded = (action: ApplicationAction) => ({
  identity: lifecycle[action].requires.some((item) => item.startsWith('identity_')),
  complete: lifecycle[action].requires.includes('complete'),
  contract: lifecycle[action].requires.some((item) => item.startsWith('contract_')),
  pagare: lifecycle[action].requires.some((item) => item.startsWith('pagare_')),
  screening: lifecycle[action].requires.some((item) => item.startsWith('screening_')),
  bureau: lifecycle[action].requires.includes('bureau_inquired'),
  consents: lifecycle[action].requires.includes('consents_given'),
  payoffs: lifecycle[action].requires.includes('payoff_letters_valid'),
  renewal: lifecycle[action].requires.includes('no_open_renewal'),
});

// The statuses the desk works on.
export const deskQueueStatuses = atTheDesk;

/** The statuses an application can reach once submitted, following the table: what the desk may
 * ever see of it (the desk's status filter offers these). */
export const statusesAfterSubmission: readonly ApplicationStatus[] = (() => {
  const reached = new Set<ApplicationStatus>(lifecycle.submit.to ? [lifecycle.submit.to] : []);
  for (let grew = true; grew; ) {
    grew = false;
    for (const rule of Object.values(lifecycle)) {
      if (rule.to && !reached.has(rule.to) && rule.from.some((status) => reached.has(status))) {
        reached.add(rule.to);
        grew = true;
      }
    }
  }
  return applicationStatuses.filter((status) => reached.has(status));
})();
