import { describe, expect, it } from 'vitest';
import {
  type Actor,
  type ApplicationFacts,
  applicationActions,
  applicationStatuses,
  lifecycle,
} from './application-lifecycle.js';
import { conflictCodes, judge, ownerMay } from './lifecycle-verdicts.js';
import { canUse, roleWorkspaces } from './role-workspaces.js';
import { roles } from './roles.js';

const owner: Actor = { role: 'promoter', userId: 'ana' };
const facts = (overrides: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  status: 'draft',
  promoterId: 'ana',
  reviewerId: null,
  everSubmitted: false,
  reopened: null,
  identity: { status: 'submitted', result: 'approved' },
  complete: true,
  ...overrides,
});

describe('the lifecycle table', () => {
  it('checks in a fixed order: 401, then 403, then 404, then the status', () => {
    const submitted = facts({ status: 'submitted', everSubmitted: true });
    expect(judge('take', null, submitted)).toMatchObject({ status: 401 });
    expect(judge('take', owner, submitted)).toMatchObject({ status: 403 });
    expect(judge('take', { role: 'reviewer', userId: 'rita' }, facts())).toMatchObject({ status: 404 });
    expect(judge('approve', { role: 'reviewer', userId: 'rita' }, submitted)).toMatchObject({
      status: 409,
      code: 'application_not_taken',
    });
  });

  it('refuses every action from a status outside its table row', () => {
    for (const action of applicationActions) {
      const rule = lifecycle[action];
      for (const status of applicationStatuses.filter((item) => !rule.from.includes(item))) {
        for (const role of rule.roles) {
          const actor: Actor = role === 'customer' ? { role } : { role, userId: 'rita' };
          const verdict = judge(action, actor, facts({ status, everSubmitted: true, reviewerId: 'rita' }));
          expect(verdict.allowed, `${action} ${status} ${role}`).toBe(false);
        }
      }
    }
  });

  it('never shows the desk an application that was never submitted', () => {
    // Moving a departing promoter's drafts to another promoter (an admin's reassign_promoter) is
    // the one act on a draft; it reads nothing of it (the API lists a draft by folio only).
    expect(applicationActions.filter((action) => lifecycle[action].seesDrafts)).toEqual([
      'reassign_promoter',
    ]);
    expect(judge('reassign_promoter', { role: 'reviewer', userId: 'rita' }, facts()).allowed).toBe(false);
    for (const action of applicationActions.filter((item) => !lifecycle[item].seesDrafts)) {
      for (const role of ['reviewer', 'admin'] as const) {
        for (const status of ['draft', 'cancelled'] as const) {
          const verdict = judge(action, { role, userId: 'rita' }, facts({ status, reviewerId: 'rita' }));
          expect(verdict.allowed, `${action} ${role} ${status}`).toBe(false);
        }
      }
    }
  });

  it('gives the customer link to the owner promoter only', () => {
    expect(lifecycle.read_identity_link.roles).toEqual(['promoter']);
    const other: Actor = { role: 'promoter', userId: 'beto' };
    expect(judge('read_identity_link', other, facts())).toMatchObject({ status: 404 });
    expect(judge('read_identity_link', owner, facts()).allowed).toBe(true);
  });

  it('after a changes request, opens only the named parts, documents and identity included', () => {
    const reopened = facts({ status: 'changes_requested', everSubmitted: true, reopened: ['domicilio'] });
    expect(judge('save_section', owner, reopened, { parts: ['domicilio'] }).allowed).toBe(true);
    expect(judge('save_section', owner, reopened, { parts: ['domicilio', 'referencias'] })).toMatchObject({
      code: 'section_not_reopened',
    });
    expect(judge('upload_document', owner, reopened)).toMatchObject({ code: 'section_not_reopened' });
    expect(judge('issue_identity_link', owner, reopened)).toMatchObject({ code: 'section_not_reopened' });
    const documents = { ...reopened, reopened: ['documentos', 'biometria'] };
    expect(judge('upload_document', owner, documents).allowed).toBe(true);
    expect(judge('issue_identity_link', owner, documents).allowed).toBe(true);
    expect(
      ownerMay('upload_document', { status: 'changes_requested', reopened_sections: ['documentos'] }),
    ).toBe(true);
  });

  it('approves only with the identity check approved and the bureau inquired, by whoever took the application', () => {
    // The approval now needs a bureau inquiry on or after the customer's authorization (issue 32).
    const inReview = facts({
      status: 'in_review',
      everSubmitted: true,
      reviewerId: 'rita',
      bureau: { authorizedOn: '2026-11-20', inquiredOn: '2026-11-20' },
    });
    const rita: Actor = { role: 'reviewer', userId: 'rita' };
    expect(judge('approve', rita, inReview)).toEqual({ allowed: true, to: 'approved' });
    expect(judge('approve', { role: 'admin', userId: 'alma' }, inReview)).toMatchObject({
      code: 'application_taken',
    });
    for (const [result, code] of [
      ['needs_review', 'identity_not_decided'],
      ['rejected', 'identity_rejected'],
    ] as const) {
      expect(
        judge('approve', rita, { ...inReview, identity: { status: 'submitted', result } }),
      ).toMatchObject({
        code,
      });
    }
    // No inquiry, or one dated before the authorization, or no authorization: refused, after the
    // identity check.
    for (const bureau of [
      undefined,
      { authorizedOn: '2026-11-20', inquiredOn: null },
      { authorizedOn: '2026-11-20', inquiredOn: '2026-11-19' },
      { authorizedOn: null, inquiredOn: '2026-11-20' },
    ]) {
      expect(judge('approve', rita, { ...inReview, bureau })).toMatchObject({
        code: 'bureau_inquiry_missing',
      });
    }
    expect(
      judge('approve', rita, {
        ...inReview,
        bureau: undefined,
        identity: { status: 'submitted', result: 'needs_review' },
      }),
    ).toMatchObject({ code: 'identity_not_decided' });
  });

  it('gives capture and the simulator to promoters only, the desk to reviewers and admins, and screening decisions to compliance only', () => {
    for (const role of roles) {
      expect(canUse(role, 'capture')).toBe(role === 'promoter');
      expect(canUse(role, 'review')).toBe(role === 'reviewer' || role === 'admin');
      expect(canUse(role, 'comply')).toBe(role === 'compliance');
      expect(roleWorkspaces[role]).toContain('inbox');
    }
    expect(canUse(null, 'inbox')).toBe(false);
  });

  it('never lets whoever captured an application review it, even after a change of role', () => {
    const inReview = facts({ status: 'in_review', everSubmitted: true, reviewerId: 'ana' });
    const anaAsReviewer: Actor = { role: 'reviewer', userId: 'ana' };
    expect(judge('approve', anaAsReviewer, inReview)).toMatchObject({ code: 'own_application' });
    expect(judge('take', anaAsReviewer, facts({ status: 'submitted', everSubmitted: true }))).toMatchObject({
      code: 'own_application',
    });
    expect(
      judge('take', { role: 'reviewer', userId: 'rita' }, { ...inReview, reviewerId: 'rita' }),
    ).toMatchObject({
      code: 'application_already_taken_by_you',
    });
  });

  it('names, for the API documentation, every 409 code judge can give for each action', () => {
    const actors: Actor[] = [
      owner,
      { role: 'reviewer', userId: 'rita' },
      { role: 'reviewer', userId: 'ana' },
      { role: 'admin', userId: 'alba' },
      { role: 'customer' },
    ];
    const identities = [
      undefined,
      { status: 'none', result: null },
      { status: 'submitted', result: 'needs_review' },
      { status: 'submitted', result: 'approved' },
      { status: 'submitted', result: 'rejected' },
    ] as const;
    for (const action of applicationActions) {
      const seen = new Set<string>();
      for (const status of applicationStatuses)
        for (const actor of actors)
          for (const reviewerId of [null, 'rita', 'ana'])
            for (const identity of identities)
              for (const complete of [true, false])
                for (const parts of [[], ['domicilio'], ['biometria']]) {
                  const verdict = judge(
                    action,
                    actor,
                    facts({
                      status,
                      reviewerId,
                      identity,
                      complete,
                      everSubmitted: true,
                      reopened: ['biometria'],
                    }),
                    { parts },
                  );
                  if (!verdict.allowed && verdict.status === 409) seen.add(verdict.code);
                }
      expect(
        [...seen].filter((code) => !conflictCodes(action).includes(code)),
        action,
      ).toEqual([]);
    }
  });
});
