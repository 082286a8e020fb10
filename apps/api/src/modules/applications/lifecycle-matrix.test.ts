import {
  type Actor,
  type ApplicationAction,
  type ApplicationFacts,
  type ApplicationStatus,
  applicationActions,
  applicationStatuses,
  judge,
  lifecycle,
  type Verdict,
} from '@origina/domain/application-lifecycle';
import { reopenableParts } from '@origina/domain/application-sections';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeIdentity, demoChoices, uploadMissingDocuments } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { completeSections, customer } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { applications, biometricCaptures, biometricValidations } from '../../db/schema.js';
import { translate } from '../../i18n/messages.js';

// Every action of the lifecycle model × every situation an application can be in × every kind of
// actor, through the real API: the answer must be what the model's table says. Generated from
// the table, so a handler that checks something else (or forgets to ask) fails here.

const actorKinds = [
  'owner',
  'other_promoter',
  'reviewer_who_took',
  'other_reviewer',
  'admin',
  'anonymous',
] as const;
type ActorKind = (typeof actorKinds)[number];

interface Situation {
  status: ApplicationStatus;
  everSubmitted: boolean;
}
// Every status, and both ways to be cancelled (a draft never sent, or after a changes request).
const situations: Situation[] = applicationStatuses.flatMap((status): Situation[] =>
  status === 'cancelled'
    ? [
        { status, everSubmitted: false },
        { status, everSubmitted: true },
      ]
    : [{ status, everSubmitted: status !== 'draft' }],
);

let server: TestServer;
let applicationId: string;
let fixtureValidation: string;
const tokens = {} as Record<Exclude<ActorKind, 'anonymous'>, string>;
const actors = {} as Record<ActorKind, Actor>;

const whoAmI = async (token: string) =>
  (await server.get<{ id: string }>('/api/v1/users/users/whoami/', { token })).body.id;

/** A complete application (every section, the required documents, an identity check the customer
 * sent and a reviewer approved), so that every rule but the lifecycle's would let it through. */
async function completeApplication() {
  const choices = await demoChoices(server, tokens.owner);
  const created = await server.post<{ id: string }>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: customer.pre_solicitud },
    { token: tokens.owner },
  );
  const id = created.body.id;
  const saved = await server.request('PATCH', `/api/v1/promoter/applications/${id}/`, {
    token: tokens.owner,
    body: completeSections(choices),
    headers: { 'if-match': '"1"' },
  });
  expect(saved.status).toBe(200);
  await completeIdentity(server, tokens.owner, id);
  // What the submit check still misses are the documents: upload each one it names.
  expect(await uploadMissingDocuments(server, tokens.owner, id)).toBeGreaterThan(0);
  const [validation] = await server.db
    .update(biometricValidations)
    .set({ result: 'approved' })
    .where(eq(biometricValidations.applicationId, id))
    .returning();
  return { id, validation: validation!.id };
}

/** Puts the application in a situation (the arrangement; every act goes through the API). */
async function arrange(situation: Situation) {
  const taken = !['draft', 'submitted'].includes(situation.status) && situation.everSubmitted;
  const [row] = await server.db
    .update(applications)
    .set({
      status: situation.status,
      submittedAt: situation.everSubmitted ? new Date('2026-11-20T16:00:00Z') : null,
      reviewerId: taken && actors.reviewer_who_took ? userIdOf('reviewer_who_took') : null,
      // A changes request that reopened everything: only the status can stop a change.
      reopenedSections: situation.status === 'changes_requested' ? [...reopenableParts] : null,
    })
    .where(eq(applications.id, applicationId))
    .returning();
  // Links issued by earlier cases go; the customer's sent and approved check is the latest again.
  const later = server.db
    .select({ id: biometricValidations.id })
    .from(biometricValidations)
    .where(
      and(
        eq(biometricValidations.applicationId, applicationId),
        ne(biometricValidations.id, fixtureValidation),
      ),
    );
  const laterIds = (await later).map((item) => item.id);
  for (const id of laterIds) {
    await server.db.delete(biometricCaptures).where(eq(biometricCaptures.validationId, id));
    await server.db.delete(biometricValidations).where(eq(biometricValidations.id, id));
  }
  await server.db
    .update(biometricValidations)
    .set({ status: 'submitted', result: 'approved' })
    .where(eq(biometricValidations.id, fixtureValidation));
  return row!;
}

const userIdOf = (kind: ActorKind) => {
  const actor = actors[kind];
  return actor && 'userId' in actor ? actor.userId : null;
};

const factsOf = (situation: Situation): ApplicationFacts => {
  const taken = !['draft', 'submitted'].includes(situation.status) && situation.everSubmitted;
  return {
    status: situation.status,
    promoterId: userIdOf('owner')!,
    reviewerId: taken ? userIdOf('reviewer_who_took') : null,
    everSubmitted: situation.everSubmitted,
    reopened: situation.status === 'changes_requested' ? reopenableParts : null,
    identity: { status: 'submitted', result: 'approved' },
    complete: true,
  };
};

const isDesk = (kind: ActorKind) => ['reviewer_who_took', 'other_reviewer', 'admin'].includes(kind);

interface Attempt {
  method: string;
  path: string;
  body?: unknown;
  ifMatch?: boolean;
  success: number;
}

/** The one request that performs an action, as each kind of actor would send it. */
function attemptOf(action: ApplicationAction, kind: ActorKind, id: string): Attempt {
  const own = `/api/v1/promoter/applications/${id}/`;
  const desk = `/api/v1/review/applications/${id}/`;
  const decide = (body: unknown): Attempt => ({
    method: 'POST',
    path: `${desk}decide/`,
    body,
    ifMatch: true,
    success: 200,
  });
  switch (action) {
    case 'list':
      return {
        method: 'GET',
        path: isDesk(kind)
          ? '/api/v1/review/applications/?page_size=100&status=STATUS'
          : '/api/v1/promoter/applications/?page_size=100',
        success: 200,
      };
    case 'read':
      return { method: 'GET', path: isDesk(kind) ? desk : own, success: 200 };
    case 'save_section':
      return {
        method: 'PATCH',
        path: own,
        body: { domicilio: customer.domicilio },
        ifMatch: true,
        success: 200,
      };
    case 'upload_document':
      return {
        method: 'POST',
        path: '/api/v1/users/applicationdocuments/',
        body: {
          application: id,
          document_type: 'pay_stub',
          file_name: 'recibo.pdf',
          size: 2048,
          content_type: 'application/pdf',
        },
        success: 201,
      };
    case 'issue_identity_link':
      return {
        method: 'POST',
        path: '/api/v1/promoter/biometricvalidations/',
        body: { application: id },
        success: 201,
      };
    case 'read_identity_link':
      return { method: 'GET', path: `${own}biometricvalidation/`, success: 200 };
    case 'verify_identity':
      throw new Error('the customer acts through the link: see its own test');
    case 'submit':
      return { method: 'POST', path: `${own}submit/`, success: 200 };
    case 'cancel':
      return { method: 'POST', path: `${own}cancel/`, body: { reason: 'El cliente desistió' }, success: 200 };
    case 'take':
      return { method: 'POST', path: `${desk}take/`, ifMatch: true, success: 200 };
    case 'approve':
      return decide({ decision: 'approve', comment: 'Todo en orden' });
    case 'reject':
      return decide({ decision: 'reject', reason: 'credit_policy', comment: 'Fuera de política.' });
    case 'request_changes':
      return decide({
        decision: 'request_changes',
        sections: ['domicilio'],
        message: 'Revisa el domicilio.',
      });
    case 'disburse':
      return decide({ decision: 'disburse', reference: 'MBAN01002611240001', paid_at: '2026-11-20' });
    case 'issue_signature_link':
      return { method: 'POST', path: `${own}signature-link/`, success: 201 };
    case 'read_signature_link':
      // Answers 404 until a link was issued: the matrix issues one first where the model allows.
      return { method: 'GET', path: `${own}signature-link/`, success: 200 };
    case 'sign_contract':
      throw new Error('the customer acts through the link: see its own test');
    case 'read_contract':
      return { method: 'GET', path: `${own}contract/`, success: 200 };
    case 'decide_identity':
      return {
        method: 'POST',
        path: `${desk}biometricvalidation/decide/`,
        body: { result: 'approved' },
        success: 200,
      };
  }
}

beforeAll(async () => {
  server = await startTestServer({ ACCESS_TOKEN_TTL: '30m' });
  await seedDemoCatalogues(server.db);
  const [owner, otherPromoter, reviewerWhoTook, otherReviewer, admin] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'admin'),
  ]);
  Object.assign(tokens, {
    owner,
    other_promoter: otherPromoter,
    reviewer_who_took: reviewerWhoTook,
    other_reviewer: otherReviewer,
    admin,
  });
  const roles = {
    owner: 'promoter',
    other_promoter: 'promoter',
    reviewer_who_took: 'reviewer',
    other_reviewer: 'reviewer',
    admin: 'admin',
  } as const;
  for (const kind of Object.keys(roles) as (keyof typeof roles)[]) {
    actors[kind] = { role: roles[kind], userId: await whoAmI(tokens[kind]) };
  }
  actors.anonymous = null;
  ({ id: applicationId, validation: fixtureValidation } = await completeApplication());
}, 120_000);
afterAll(() => server?.close());

// The customer's actions go through a link, not a token: each has its own test.
const matrixActions = applicationActions.filter((action) => !lifecycle[action].roles.includes('customer'));

// A signing link to read: issued while the application was approved, as the promoter would.
async function issueSignatureLink() {
  await arrange({ status: 'approved', everSubmitted: true });
  const issued = await server.post(
    `/api/v1/promoter/applications/${applicationId}/signature-link/`,
    undefined,
    {
      token: tokens.owner,
    },
  );
  expect(issued.status).toBe(201);
}

describe('the lifecycle model, enforced by the API', () => {
  for (const action of matrixActions) {
    it(`${action}: every status × every actor answers as the table says`, async () => {
      let cases = 0;
      let allowed = 0;
      if (action === 'read_signature_link') await issueSignatureLink();
      for (const situation of situations) {
        for (const kind of actorKinds) {
          const row = await arrange(situation);
          const verdict = judge(action, actors[kind], factsOf(situation), { parts: ['domicilio'] });
          const attempt = attemptOf(action, kind, applicationId);
          const response = await server.request<{
            code?: string;
            status?: string;
            results?: { id: string }[];
          }>(attempt.method, attempt.path.replace('STATUS', situation.status), {
            token: kind === 'anonymous' ? undefined : tokens[kind],
            body: attempt.body,
            headers: attempt.ifMatch ? { 'if-match': `"${row.version}"` } : {},
          });
          const label = `${action} by ${kind} on ${situation.status}${
            situation.everSubmitted ? ' (submitted before)' : ''
          }: ${JSON.stringify(response.body).slice(0, 300)}`;
          const [after] = await server.db
            .select()
            .from(applications)
            .where(eq(applications.id, applicationId));
          expectAnswer(action, verdict, attempt, response, label);
          expect(after!.status, label).toBe(
            verdict.allowed ? (verdict.to ?? situation.status) : situation.status,
          );
          cases += 1;
          if (verdict.allowed) allowed += 1;
        }
      }
      expect(cases).toBe(situations.length * actorKinds.length);
      // Every action is possible somewhere: a matrix of refusals alone would prove little.
      expect(allowed).toBeGreaterThan(0);
    }, 120_000);
  }

  it('the customer acts through the link only while the application takes an identity check', async () => {
    for (const situation of situations) {
      await arrange({ status: 'draft', everSubmitted: false });
      const link = await server.post<{ slug: string }>(
        '/api/v1/promoter/biometricvalidations/',
        { application: applicationId },
        { token: tokens.owner },
      );
      expect(link.status).toBe(201);
      await server.db
        .update(applications)
        .set({
          status: situation.status,
          submittedAt: situation.everSubmitted ? new Date() : null,
          reopenedSections: situation.status === 'changes_requested' ? [...reopenableParts] : null,
        })
        .where(eq(applications.id, applicationId));
      const verdict = judge('verify_identity', { role: 'customer' }, factsOf(situation));
      const consent = await server.request(
        'PATCH',
        `/api/v1/promoter/biometricvalidations/${link.body.slug}/`,
        {
          body: { consent: { accepted: true, notice_version: '2026-11' } },
        },
      );
      expect(consent.status, situation.status).toBe(verdict.allowed ? 200 : 410);
    }
  });

  it('names every refusal the table can give in both languages', () => {
    const codes = new Set<string>(['not_authenticated', 'permission_denied', 'not_found']);
    for (const rule of Object.values(lifecycle)) {
      codes.add(rule.wrongStatus);
      for (const code of Object.values(rule.wrongStatusBy ?? {})) codes.add(code);
    }
    for (const code of [
      'section_not_reopened',
      'application_incomplete',
      'application_taken',
      'application_not_taken',
      'identity_not_decided',
      'identity_rejected',
      'identity.not_submitted',
      'own_application',
      'application_already_taken_by_you',
    ])
      codes.add(code);
    for (const code of codes) {
      for (const language of ['es', 'en'] as const) {
        expect(translate(language, code as never), `${code} (${language})`).not.toBe(code);
      }
    }
  });
});

function expectAnswer(
  action: ApplicationAction,
  verdict: Verdict,
  attempt: Attempt,
  response: { status: number; body: { code?: string; results?: { id: string }[] } },
  label: string,
) {
  // A list never refuses an application it may not show: it leaves it out.
  if (action === 'list' && (verdict.allowed || verdict.status === 404)) {
    expect(response.status, label).toBe(200);
    const listed = response.body.results?.some((item) => item.id === applicationId);
    expect(listed, label).toBe(verdict.allowed);
    return;
  }
  if (verdict.allowed) {
    expect(response.status, label).toBe(attempt.success);
    return;
  }
  expect(response.status, label).toBe(verdict.status);
  expect(response.body.code, label).toBe(verdict.code);
}
