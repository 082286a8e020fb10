import { describe, expect, it } from 'vitest';
import type { Actor, ApplicationAction, ApplicationFacts } from './application-lifecycle.js';
import { judge } from './lifecycle-verdicts.js';

// The rules that matter, written out one by one with the answer each must give. The generated
// matrix (application-lifecycle.test.ts, the API's lifecycle suite) derives its expectations from
// the same table `judge` reads, so a wrong row there goes unseen; these do not read the table.

const ana: Actor = { role: 'promoter', userId: 'ana' };
const beto: Actor = { role: 'promoter', userId: 'beto' };
const rita: Actor = { role: 'reviewer', userId: 'rita' };
const raul: Actor = { role: 'reviewer', userId: 'raul' };
const alma: Actor = { role: 'admin', userId: 'alma' };
const customer: Actor = { role: 'customer' };

// Ana's application with every fact in order; each rule changes only what it is about.
const application = (overrides: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  status: 'draft',
  promoterId: 'ana',
  reviewerId: null,
  everSubmitted: false,
  reopened: null,
  identity: { status: 'submitted', result: 'approved' },
  complete: true,
  consentsMissing: [],
  screening: 'clear',
  renewalOpen: false,
  bureau: { authorizedOn: '2026-11-02', inquiredOn: '2026-11-03' },
  contractExpired: false,
  pagare: { mode: 'electronic', scan: 'none' },
  ...overrides,
});
const submitted = application({ status: 'submitted', everSubmitted: true });
const heldByRita = application({ status: 'in_review', everSubmitted: true, reviewerId: 'rita' });
const approved = application({ status: 'approved', everSubmitted: true, reviewerId: 'rita' });
const signed = application({ status: 'signed', everSubmitted: true, reviewerId: 'rita' });

const may = (action: ApplicationAction, actor: Actor, facts: ApplicationFacts) =>
  judge(action, actor, facts).allowed;

describe('the rules of the lifecycle, stated one by one', () => {
  it('1. a promoter submits her own complete draft, which goes to the queue', () => {
    expect(judge('submit', ana, application())).toEqual({ allowed: true, to: 'submitted' });
  });

  it("2. a promoter cannot submit, edit or cancel someone else's draft: to her it does not exist", () => {
    for (const action of ['submit', 'save_section', 'upload_document', 'cancel'] as const)
      expect(judge(action, beto, application()), action).toMatchObject({ allowed: false, status: 404 });
  });

  it('3. an incomplete application, or one without the customer’s consents, is not submitted', () => {
    expect(judge('submit', ana, application({ complete: false }))).toMatchObject({
      code: 'application_incomplete',
    });
    expect(judge('submit', ana, application({ consentsMissing: ['privacy_notice'] }))).toMatchObject({
      code: 'consents_missing',
    });
  });

  it('4. the desk never sees a draft', () => {
    for (const actor of [rita, alma])
      expect(judge('read', actor, application())).toMatchObject({ status: 404 });
  });

  it('5. a reviewer takes only a submitted application, and then holds it', () => {
    expect(judge('take', rita, submitted)).toEqual({ allowed: true, to: 'in_review' });
    expect(judge('take', raul, heldByRita)).toMatchObject({ allowed: false, code: 'application_taken' });
    expect(judge('take', ana, submitted)).toMatchObject({ allowed: false, status: 403 });
  });

  it('6. a reviewer decides only an application she holds in review', () => {
    for (const action of ['approve', 'reject', 'request_changes'] as const) {
      expect(may(action, rita, heldByRita), `${action} held`).toBe(true);
      expect(may(action, rita, submitted), `${action} not taken`).toBe(false);
      expect(may(action, raul, heldByRita), `${action} held by another`).toBe(false);
    }
    expect(judge('approve', rita, heldByRita)).toEqual({ allowed: true, to: 'approved' });
    expect(judge('reject', rita, heldByRita)).toEqual({ allowed: true, to: 'rejected' });
    expect(judge('request_changes', rita, heldByRita)).toEqual({ allowed: true, to: 'changes_requested' });
  });

  it('7. nobody decides an application they captured, even after becoming a reviewer', () => {
    const anaTheReviewer: Actor = { role: 'reviewer', userId: 'ana' };
    const heldByAna = { ...heldByRita, reviewerId: 'ana' };
    expect(judge('approve', anaTheReviewer, heldByAna)).toMatchObject({ code: 'own_application' });
    const formerlyAnas = { ...heldByRita, promoterId: 'beto', formerPromoterIds: ['ana'], reviewerId: 'ana' };
    expect(judge('approve', anaTheReviewer, formerlyAnas)).toMatchObject({ code: 'own_application' });
  });

  it('8. nobody approves without the identity approved, the bureau inquired after the authorization, and no open screening hit', () => {
    const refused = (facts: Partial<ApplicationFacts>) => judge('approve', rita, { ...heldByRita, ...facts });
    expect(refused({ identity: { status: 'submitted', result: 'needs_review' } })).toMatchObject({
      code: 'identity_not_decided',
    });
    expect(refused({ identity: { status: 'submitted', result: 'rejected' } })).toMatchObject({
      code: 'identity_rejected',
    });
    expect(refused({ bureau: { authorizedOn: '2026-11-02', inquiredOn: null } })).toMatchObject({
      code: 'bureau_inquiry_missing',
    });
    // An inquiry the day before the customer authorized it does not count.
    expect(refused({ bureau: { authorizedOn: '2026-11-02', inquiredOn: '2026-11-01' } })).toMatchObject({
      code: 'bureau_inquiry_missing',
    });
    expect(refused({ screening: 'hit' })).toMatchObject({ code: 'screening_hit' });
    expect(refused({ screening: 'cleared' })).toEqual({ allowed: true, to: 'approved' });
  });

  it('9. nobody edits an approved application, not even its promoter', () => {
    for (const status of ['submitted', 'in_review', 'approved', 'signed', 'disbursed'] as const) {
      const facts = { ...approved, status };
      for (const action of ['save_section', 'upload_document', 'issue_identity_link', 'cancel'] as const)
        expect(may(action, ana, facts), `${action} ${status}`).toBe(false);
    }
  });

  it('10. after a changes request, only the reopened parts can be edited, and a resubmission returns to its reviewer', () => {
    const changes = application({
      status: 'changes_requested',
      everSubmitted: true,
      reviewerId: 'rita',
      reopened: ['empleo', 'documentos'],
    });
    expect(judge('save_section', ana, changes, { parts: ['empleo'] }).allowed).toBe(true);
    expect(judge('save_section', ana, changes, { parts: ['domicilio'] })).toMatchObject({
      code: 'section_not_reopened',
    });
    expect(may('upload_document', ana, changes)).toBe(true);
    expect(may('issue_identity_link', ana, changes)).toBe(false);
    expect(judge('submit', ana, changes)).toEqual({ allowed: true, to: 'in_review' });
  });

  it('11. the customer signs only an approved contract still valid, and only once', () => {
    expect(judge('sign_contract', customer, approved)).toEqual({ allowed: true, to: 'signed' });
    expect(judge('sign_contract', customer, { ...approved, contractExpired: true })).toMatchObject({
      code: 'contract_expired',
    });
    expect(may('sign_contract', customer, signed)).toBe(false);
    expect(may('sign_contract', customer, heldByRita)).toBe(false);
    // Nobody signs for the customer.
    expect(judge('sign_contract', ana, approved)).toMatchObject({ status: 403 });
  });

  it('12. disbursement only after signature, by an admin, while the contract is valid', () => {
    expect(judge('disburse', alma, approved)).toMatchObject({ allowed: false, code: 'contract_not_signed' });
    expect(judge('disburse', alma, signed)).toEqual({ allowed: true, to: 'disbursed' });
    expect(judge('disburse', rita, signed)).toMatchObject({ status: 403 });
    expect(judge('disburse', ana, signed)).toMatchObject({ status: 403 });
    expect(judge('disburse', alma, { ...signed, contractExpired: true })).toMatchObject({
      code: 'contract_expired',
    });
    expect(may('disburse', alma, { ...signed, status: 'disbursed' })).toBe(false);
  });

  it('13. a pagaré signed on paper: no disbursement until the desk accepts its scan', () => {
    const paper = (scan: 'none' | 'uploaded' | 'accepted' | 'rejected') => ({
      ...signed,
      pagare: { mode: 'paper' as const, scan },
    });
    for (const scan of ['none', 'uploaded', 'rejected'] as const)
      expect(judge('disburse', alma, paper(scan)), scan).toMatchObject({ code: 'pagare_scan_not_accepted' });
    expect(may('disburse', alma, paper('accepted'))).toBe(true);
  });

  it('13b. a buy-out is not disbursed on a payoff letter past its validity, whatever else holds', () => {
    expect(judge('disburse', alma, { ...signed, payoffLetterExpired: true })).toEqual({
      allowed: false,
      status: 409,
      code: 'payoff_letter_expired',
    });
    expect(may('disburse', alma, { ...signed, payoffLetterExpired: false })).toBe(true);
    // The letter is judged only for the transfer: signing and reading go on.
    expect(may('sign_contract', customer, { ...signed, status: 'approved', payoffLetterExpired: true })).toBe(
      true,
    );
  });

  it('14. rejected, cancelled and disbursed are final: nothing moves them to another status', () => {
    const everyActor = [ana, rita, alma, customer, { role: 'compliance', userId: 'cora' } as const];
    const moves = [
      'submit',
      'cancel',
      'take',
      'release',
      'assign',
      'approve',
      'reject',
      'request_changes',
      'sign_contract',
      'reissue_contract',
      'disburse',
      'clear_screening',
      'reject_screening',
    ] as const;
    for (const status of ['rejected', 'cancelled', 'disbursed'] as const)
      for (const actor of everyActor)
        for (const action of moves)
          expect(may(action, actor, { ...approved, status }), `${action} ${status} ${actor.role}`).toBe(
            false,
          );
  });

  it('16. a payoff is quoted on a disbursed loan only: its promoter and the desk, never another promoter', () => {
    const disbursed = { ...signed, status: 'disbursed' as const };
    expect(judge('quote_payoff', ana, disbursed)).toEqual({ allowed: true, to: null });
    expect(may('quote_payoff', rita, disbursed)).toBe(true);
    expect(may('quote_payoff', raul, disbursed)).toBe(true);
    expect(may('quote_payoff', alma, disbursed)).toBe(true);
    expect(judge('quote_payoff', beto, disbursed)).toMatchObject({ allowed: false, status: 404 });
    expect(judge('quote_payoff', customer, disbursed)).toMatchObject({ allowed: false });
    expect(judge('quote_payoff', ana, signed)).toMatchObject({
      allowed: false,
      status: 409,
      code: 'loan_not_disbursed',
    });
  });

  it('17. a disbursed loan is renewed by its promoter or an admin; never another promoter, nor the reviewer', () => {
    const disbursed = { ...signed, status: 'disbursed' as const };
    expect(judge('renew', ana, disbursed)).toEqual({ allowed: true, to: null });
    expect(may('renew', alma, disbursed)).toBe(true);
    expect(judge('renew', rita, disbursed)).toMatchObject({ allowed: false, status: 403 });
    expect(judge('renew', beto, disbursed)).toMatchObject({ allowed: false, status: 404 });
    expect(judge('renew', ana, signed)).toMatchObject({
      allowed: false,
      status: 409,
      code: 'loan_not_disbursed',
    });
  });

  it('17b. a loan whose renewal is already under way is not renewed again, by its promoter nor an admin', () => {
    const open = { ...signed, status: 'disbursed' as const, renewalOpen: true };
    for (const actor of [ana, alma])
      expect(judge('renew', actor, open)).toEqual({ allowed: false, status: 409, code: 'renewal_open' });
    expect(judge('renew', ana, { ...open, renewalOpen: false })).toEqual({ allowed: true, to: null });
    // Another promoter still hears nothing of it.
    expect(judge('renew', beto, open)).toMatchObject({ allowed: false, status: 404 });
  });

  it('15. a promoter cancels her own draft or changes request, never a submitted application', () => {
    expect(judge('cancel', ana, application())).toEqual({ allowed: true, to: 'cancelled' });
    expect(judge('cancel', ana, { ...submitted })).toMatchObject({ code: 'application_not_editable' });
    expect(may('cancel', rita, submitted)).toBe(false);
  });
});
