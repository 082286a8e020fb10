import {
  type Actor,
  type ApplicationAction,
  type ApplicationFacts,
  type ApplicationStatus,
  applicationStatuses,
  type PagareFacts,
} from '@origina/domain/application-lifecycle';
import { reopenableParts } from '@origina/domain/application-sections';
import { todayInMexico } from '@origina/domain/calendar-date';
import type { Verdict } from '@origina/domain/lifecycle-verdicts';
import { addDays } from '@origina/domain/payroll-calendar';
import { and, eq, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  applicationConsents,
  applications,
  biometricCaptures,
  biometricValidations,
  bureauAuthorizations,
  bureauInquiries,
  contracts,
  customerCodes,
  disbursementPayoffs,
  disbursements,
  pagareScans,
  phoneVerifications,
} from '../../src/db/schema.js';
import { completeIdentity, demoChoices, uploadMissingDocuments } from './applications.js';
import { authorizeBureau, journeyBureauDay } from './bureau.js';
import { seedDemoCatalogues, signInAs } from './catalogues.js';
import { completeSections, customer } from './customer.js';
import { screeningOf } from './lifecycle-matrix-screening.js';
import { startTestServer, type TestServer } from './server.js';

// The lifecycle matrix's fixture: one complete application, the kinds of actor, the situations it
// can be put in, and the one request that performs each action (lifecycle-matrix.test.ts).

export const actorKinds = [
  'owner',
  'other_promoter',
  'reviewer_who_took',
  'other_reviewer',
  'admin',
  'compliance',
  'anonymous',
] as const;
export type ActorKind = (typeof actorKinds)[number];

export interface Situation {
  status: ApplicationStatus;
  everSubmitted: boolean;
  // Once there is a contract: whether it is past its validity.
  contractExpired?: boolean;
  // A signed contract whose pagaré is signed on paper, and where its scan stands.
  pagare?: PagareFacts;
  // A screening found the customer on a list: compliance has not decided (hit) or cleared it.
  screening?: 'hit' | 'cleared';
}
// A signed contract with its pagaré on paper: no scan, one waiting for the desk, one accepted.
const paperPagare = (['none', 'uploaded', 'accepted'] as const).map(
  (scan): Situation => ({
    status: 'signed',
    everSubmitted: true,
    contractExpired: false,
    pagare: { mode: 'paper', scan },
  }),
);
// Statuses whose actions depend on the contract's validity: valid, and past it.
const withContract = new Set<ApplicationStatus>(['approved', 'signed']);
// Every status, and both ways to be cancelled (a draft never sent, or after a changes request).
export const situations: Situation[] = applicationStatuses.flatMap((status): Situation[] => {
  if (status === 'cancelled')
    return [
      { status, everSubmitted: false },
      { status, everSubmitted: true },
    ];
  if (withContract.has(status))
    return [
      { status, everSubmitted: true, contractExpired: false },
      { status, everSubmitted: true, contractExpired: true },
      ...(status === 'signed' ? paperPagare : []),
    ];
  // At the desk, a screening hit waiting for compliance, and one compliance cleared.
  if (status === 'submitted' || status === 'in_review')
    return [
      { status, everSubmitted: true },
      { status, everSubmitted: true, screening: 'hit' },
      { status, everSubmitted: true, screening: 'cleared' },
    ];
  return [{ status, everSubmitted: status !== 'draft' }];
});

export const matrix = {
  server: undefined as unknown as TestServer,
  applicationId: '',
  fixtureValidation: '',
  tokens: {} as Record<Exclude<ActorKind, 'anonymous'>, string>,
  actors: {} as Record<ActorKind, Actor>,
};

const whoAmI = async (token: string) =>
  (await matrix.server.get<{ id: string }>('/api/v1/users/users/whoami/', { token })).body.id;

/** A complete application (every section, the required documents, an identity check the customer
 * sent and a reviewer approved), so that every rule but the lifecycle's would let it through. */
async function completeApplication() {
  const choices = await demoChoices(matrix.server, matrix.tokens.owner);
  const created = await matrix.server.post<{ id: string }>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: customer.pre_solicitud },
    { token: matrix.tokens.owner },
  );
  const id = created.body.id;
  const saved = await matrix.server.request('PATCH', `/api/v1/promoter/applications/${id}/`, {
    token: matrix.tokens.owner,
    body: completeSections(choices),
    headers: { 'if-match': '"1"' },
  });
  expect(saved.status).toBe(200);
  await completeIdentity(matrix.server, matrix.tokens.owner, id);
  // What the submit check still misses are the documents: upload each one it names.
  expect(await uploadMissingDocuments(matrix.server, matrix.tokens.owner, id)).toBeGreaterThan(0);
  const [validation] = await matrix.server.db
    .update(biometricValidations)
    .set({ result: 'approved' })
    .where(eq(biometricValidations.applicationId, id))
    .returning();
  // The customer authorized the bureau inquiry; each allowed record_bureau_inquiry adds one, and
  // the first is recorded here so that approving finds one.
  await authorizeBureau(matrix.server, id);
  await matrix.server.db.insert(bureauInquiries).values({
    id: crypto.randomUUID(),
    applicationId: id,
    provider: 'manual',
    folio: 'CDC-MATRIZ',
    inquiredOn: journeyBureauDay,
    score: 700,
  });
  return { id, validation: validation!.id };
}

/** Puts the application in a situation (the arrangement; every act goes through the API). */
export async function arrange(situation: Situation) {
  const taken = !['draft', 'submitted'].includes(situation.status) && situation.everSubmitted;
  const [row] = await matrix.server.db
    .update(applications)
    .set({
      status: situation.status,
      // A reassignment by an earlier case moved it: the owner holds it again.
      ...(matrix.actors.owner ? { promoterId: userIdOf('owner')! } : {}),
      submittedAt: situation.everSubmitted ? new Date('2026-11-20T16:00:00Z') : null,
      reviewerId: taken && matrix.actors.reviewer_who_took ? userIdOf('reviewer_who_took') : null,
      // A changes request that reopened everything: only the status can stop a change.
      reopenedSections: situation.status === 'changes_requested' ? [...reopenableParts] : null,
    })
    .where(eq(applications.id, matrix.applicationId))
    .returning();
  // Links issued by earlier cases go; the customer's sent and approved check is the latest again.
  const later = matrix.server.db
    .select({ id: biometricValidations.id })
    .from(biometricValidations)
    .where(
      and(
        eq(biometricValidations.applicationId, matrix.applicationId),
        ne(biometricValidations.id, matrix.fixtureValidation),
      ),
    );
  const laterIds = (await later).map((item) => item.id);
  for (const id of laterIds) {
    await matrix.server.db.delete(biometricCaptures).where(eq(biometricCaptures.validationId, id));
    // What the customer recorded through that link (the consents of the fixture's own link stay).
    for (const table of [applicationConsents, customerCodes, phoneVerifications, bureauAuthorizations])
      await matrix.server.db.delete(table).where(eq(table.validationId, id));
    await matrix.server.db.delete(biometricValidations).where(eq(biometricValidations.id, id));
  }
  await matrix.server.db
    .update(biometricValidations)
    .set({ status: 'submitted', result: 'approved' })
    .where(eq(biometricValidations.id, matrix.fixtureValidation));
  if (situation.contractExpired !== undefined) await contractValidity(situation.contractExpired);
  if (situation.contractExpired !== undefined) await pagareOf(situation);
  await disbursementFor(situation);
  // A renewal an earlier case started is cancelled, so this case may start another.
  await matrix.server.db
    .update(applications)
    .set({ status: 'cancelled' })
    .where(eq(applications.renewsApplicationId, matrix.applicationId));
  await screeningOf(matrix.server.db, matrix.applicationId, situation.screening, userIdOf('compliance')!);
  return row!;
}

// The contract's pagaré mode and its scan as the situation has them.
async function pagareOf(situation: Situation) {
  const [contract] = await matrix.server.db
    .update(contracts)
    .set({ pagareMode: situation.pagare?.mode ?? 'electronic' })
    .where(eq(contracts.applicationId, matrix.applicationId))
    .returning();
  await matrix.server.db.delete(pagareScans).where(eq(pagareScans.contractId, contract!.id));
  const scan = situation.pagare?.scan ?? 'none';
  if (scan !== 'none')
    await matrix.server.db.insert(pagareScans).values({
      id: crypto.randomUUID(),
      contractId: contract!.id,
      version: contract!.version,
      status: scan,
      fileName: 'pagare.pdf',
      contentType: 'application/pdf',
      size: 9,
      sha256: '0'.repeat(64),
      storageKey: `${matrix.applicationId}/pagare-escaneado-fixture`,
      uploadedBy: userIdOf('owner')!,
    });
}

// A disbursed application has its transfer; a signed one waits for it (several cases may record
// one, each on a signed application).
async function disbursementFor(situation: Situation) {
  if (situation.status === 'signed')
    await matrix.server.db.delete(disbursements).where(eq(disbursements.applicationId, matrix.applicationId));
  if (situation.status !== 'disbursed') return;
  const [recorded] = await matrix.server.db
    .select()
    .from(disbursements)
    .where(eq(disbursements.applicationId, matrix.applicationId));
  if (!recorded)
    await matrix.server.db.insert(disbursements).values({
      id: crypto.randomUUID(),
      applicationId: matrix.applicationId,
      reference: 'MBAN01002611240001',
      paidAt: '2026-11-20',
      amount: '10000.00',
      clabe: '002010077777777771',
      recordedBy: userIdOf('admin')!,
    });
  // Paid off an outside loan too (a buy-out): its no-debt letter may be uploaded.
  const [payoff] = await matrix.server.db
    .select()
    .from(disbursementPayoffs)
    .where(eq(disbursementPayoffs.applicationId, matrix.applicationId));
  if (!payoff)
    await matrix.server.db.insert(disbursementPayoffs).values({
      id: crypto.randomUUID(),
      applicationId: matrix.applicationId,
      position: 0,
      lender: 'Financiera del Norte',
      clabe: '012180005555555557',
      reference: 'FN-2231-7',
      amount: '6000.50',
      validUntil: '2026-11-30',
      paidAt: '2026-11-20',
    });
}

// The application's contract (made on its first read, as for a loan approved before contracts),
// its last valid day put in the past or the future.
async function contractValidity(expired: boolean) {
  const read = await matrix.server.get(`/api/v1/promoter/applications/${matrix.applicationId}/contract/`, {
    token: matrix.tokens.owner,
  });
  expect(read.status).toBe(200);
  await matrix.server.db
    .update(contracts)
    .set({ validUntil: expired ? '2000-01-31' : '2999-12-31' })
    .where(eq(contracts.applicationId, matrix.applicationId));
}

const userIdOf = (kind: ActorKind) => {
  const actor = matrix.actors[kind];
  return actor && 'userId' in actor ? actor.userId : null;
};

export const factsOf = (situation: Situation): ApplicationFacts => {
  const taken = !['draft', 'submitted'].includes(situation.status) && situation.everSubmitted;
  return {
    status: situation.status,
    promoterId: userIdOf('owner')!,
    reviewerId: taken ? userIdOf('reviewer_who_took') : null,
    everSubmitted: situation.everSubmitted,
    reopened: situation.status === 'changes_requested' ? reopenableParts : null,
    identity: { status: 'submitted', result: 'approved' },
    complete: true,
    contractExpired: situation.contractExpired ?? false,
    pagare: situation.pagare ?? { mode: 'electronic', scan: 'none' },
    screening: situation.screening ?? 'clear',
    bureau: { authorizedOn: journeyBureauDay, inquiredOn: journeyBureauDay },
  };
};

const isDesk = (kind: ActorKind) => ['reviewer_who_took', 'other_reviewer', 'admin'].includes(kind);

interface Attempt {
  method: string;
  path: string;
  body?: unknown;
  // A file sent as the raw body, with its content type.
  file?: { content: Buffer; type: string };
  ifMatch?: boolean;
  success: number;
}

/** The one request that performs an action, as each kind of actor would send it. */
export function attemptOf(action: ApplicationAction, kind: ActorKind, id: string): Attempt {
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
      // Compliance's list is of the screenings with hits.
      if (kind === 'compliance')
        return { method: 'GET', path: '/api/v1/compliance/screenings/', success: 200 };
      return {
        method: 'GET',
        path: isDesk(kind)
          ? '/api/v1/review/applications/?page_size=100&status=STATUS'
          : '/api/v1/promoter/applications/?page_size=100',
        success: 200,
      };
    case 'read':
      if (kind === 'compliance')
        return { method: 'GET', path: `/api/v1/compliance/applications/${id}/screening/`, success: 200 };
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
    case 'release':
      return { method: 'POST', path: `${desk}release/`, ifMatch: true, success: 200 };
    case 'assign':
      // To the reviewer who took it (the situations' holder): a reassignment to the same one
      // changes nothing, and the status is the one the model names.
      return {
        method: 'POST',
        path: '/api/v1/review/applications/assign/',
        body: { applications: [id], reviewer: userIdOf('reviewer_who_took') },
        success: 200,
      };
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
    case 'correct_disbursement':
      return decide({
        decision: 'correct_disbursement',
        reference: 'MBAN01002611240002',
        paid_at: '2026-11-21',
        comment: 'La clave de rastreo se capturó mal.',
      });
    case 'issue_signature_link':
      return { method: 'POST', path: `${own}signature-link/`, success: 201 };
    case 'read_signature_link':
      // Answers 404 until a link was issued: the matrix issues one first where the model allows.
      return { method: 'GET', path: `${own}signature-link/`, success: 200 };
    case 'sign_contract':
      throw new Error('the customer acts through the link: see its own test');
    case 'read_contract':
      return { method: 'GET', path: `${own}contract/`, success: 200 };
    case 'quote_payoff':
      return { method: 'GET', path: `${own}payoff/`, success: 200 };
    case 'renew':
      return { method: 'POST', path: `${own}renewal/`, success: 201 };
    case 'reissue_contract':
      return { method: 'POST', path: `${own}contract/reissue/`, success: 200 };
    case 'upload_pagare_scan':
      return {
        method: 'PUT',
        path: `${own}contract/pagare-scan/`,
        file: { content: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
        success: 200,
      };
    case 'upload_payoff_release':
      return {
        method: 'PUT',
        path: `${own}payoffs/0/no_debt_letter/`,
        file: { content: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
        success: 200,
      };
    case 'replace_payoff_letter':
      // The outside loan the matrix's buy-out carries (lifecycle-matrix.test.ts), at the same
      // amount: a new validity only.
      return {
        method: 'PUT',
        path: `${own}payoffs/0/letter/?amount=6000.50&valid_until=${addDays(todayInMexico(), 30)}`,
        file: { content: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
        ifMatch: true,
        success: 200,
      };
    case 'decide_pagare_scan':
      return {
        method: 'POST',
        path: `${own}contract/pagare-scan/decision/`,
        body: { accepted: true },
        success: 200,
      };
    case 'record_bureau_inquiry':
      return {
        method: 'POST',
        path: `${desk}bureau-inquiry/`,
        body: { folio: 'CDC-0002', inquired_on: journeyBureauDay, score: 700 },
        success: 201,
      };
    case 'decide_identity':
      return {
        method: 'POST',
        path: `${desk}biometricvalidation/decide/`,
        body: { result: 'approved' },
        success: 200,
      };
    case 'reassign_promoter':
      return {
        method: 'POST',
        path: `/api/v1/admin/promoters/${userIdOf('owner')}/reassign/`,
        body: { to: userIdOf('other_promoter'), applications: [id] },
        success: 200,
      };
    case 'reverse_identity':
      return {
        method: 'POST',
        path: `${desk}biometricvalidation/reverse/`,
        body: { reason: 'La foto del INE está borrosa: la reviso de nuevo.' },
        success: 200,
      };
    case 'clear_screening':
    case 'reject_screening':
      return {
        method: 'POST',
        path: `/api/v1/compliance/applications/${id}/screening/`,
        body: {
          decision: action === 'clear_screening' ? 'clear' : 'reject',
          reason: 'Homónimo: la fecha de nacimiento y el RFC no coinciden.',
        },
        success: 200,
      };
  }
}

/** Starts the server, signs in every kind of actor and makes the complete application. */
export async function startMatrix() {
  matrix.server = await startTestServer({ ACCESS_TOKEN_TTL: '30m' });
  await seedDemoCatalogues(matrix.server.db);
  const [owner, otherPromoter, reviewerWhoTook, otherReviewer, admin, compliance] = await Promise.all([
    signInAs(matrix.server, 'promoter'),
    signInAs(matrix.server, 'promoter'),
    signInAs(matrix.server, 'reviewer'),
    signInAs(matrix.server, 'reviewer'),
    signInAs(matrix.server, 'admin'),
    signInAs(matrix.server, 'compliance'),
  ]);
  Object.assign(matrix.tokens, {
    owner,
    other_promoter: otherPromoter,
    reviewer_who_took: reviewerWhoTook,
    other_reviewer: otherReviewer,
    admin,
    compliance,
  });
  const roles = {
    owner: 'promoter',
    other_promoter: 'promoter',
    reviewer_who_took: 'reviewer',
    other_reviewer: 'reviewer',
    admin: 'admin',
    compliance: 'compliance',
  } as const;
  for (const kind of Object.keys(roles) as (keyof typeof roles)[]) {
    matrix.actors[kind] = { role: roles[kind], userId: await whoAmI(matrix.tokens[kind]) };
  }
  matrix.actors.anonymous = null;
  ({ id: matrix.applicationId, validation: matrix.fixtureValidation } = await completeApplication());
}

export function expectAnswer(
  action: ApplicationAction,
  verdict: Verdict,
  attempt: Attempt,
  response: { status: number; body: { code?: string; results?: { id?: string; application_id?: string }[] } },
  label: string,
  // Compliance's list holds only the applications a screening found on a list.
  listedOnlyWithHits = false,
) {
  // A list never refuses an application it may not show: it leaves it out.
  if (action === 'list' && (verdict.allowed || verdict.status === 404)) {
    expect(response.status, label).toBe(200);
    const listed = response.body.results?.some(
      (item) => (item.id ?? item.application_id) === matrix.applicationId,
    );
    expect(listed, label).toBe(verdict.allowed && !listedOnlyWithHits);
    return;
  }
  if (verdict.allowed) {
    expect(response.status, label).toBe(attempt.success);
    return;
  }
  expect(response.status, label).toBe(verdict.status);
  expect(response.body.code, label).toBe(verdict.code);
}
