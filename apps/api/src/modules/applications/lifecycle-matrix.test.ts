import { applicationActions, lifecycle } from '@origina/domain/application-lifecycle';
import { reopenableParts } from '@origina/domain/application-sections';
import { judge } from '@origina/domain/lifecycle-verdicts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actorKinds,
  arrange,
  attemptOf,
  expectAnswer,
  factsOf,
  matrix,
  situations,
  startMatrix,
} from '../../../test/support/lifecycle-matrix.js';
import { applications, biometricValidations } from '../../db/schema.js';

// Every action of the lifecycle model × every situation an application can be in × every kind of
// actor, through the real API: the answer must be what the model's table says. Generated from
// the table, so a handler that checks something else (or forgets to ask) fails here.

beforeAll(startMatrix, 120_000);
afterAll(() => matrix.server?.close());

// The customer's actions go through a link, not a token: each has its own test.
const matrixActions = applicationActions.filter((action) => !lifecycle[action].roles.includes('customer'));

// A signing link to read: issued while the application was approved, as the promoter would.
async function issueSignatureLink() {
  await arrange({ status: 'approved', everSubmitted: true, contractExpired: false });
  const issued = await matrix.server.post(
    `/api/v1/promoter/applications/${matrix.applicationId}/signature-link/`,
    undefined,
    {
      token: matrix.tokens.owner,
    },
  );
  expect(issued.status).toBe(201);
}

// A buy-out's outside loan, for the action that replaces its payoff letter only (the other
// actions' fixtures are no buy-out: its letter would be asked on submit).
async function withOutsideLoan(on: boolean) {
  const [row] = await matrix.server.db
    .select({ data: applications.data })
    .from(applications)
    .where(eq(applications.id, matrix.applicationId));
  const data = row!.data as { datos_laborales: Record<string, unknown> };
  const payoffs = on
    ? [
        {
          lender: 'Financiera del Norte',
          clabe: '012180005555555557',
          reference: 'FN-2231-7',
          amount: 6000.5,
          valid_until: '2099-12-31',
          deduction: 0,
        },
      ]
    : [];
  await matrix.server.db
    .update(applications)
    .set({ data: { ...data, datos_laborales: { ...data.datos_laborales, payoffs } } })
    .where(eq(applications.id, matrix.applicationId));
}

describe('the lifecycle model, enforced by the API', () => {
  for (const action of matrixActions) {
    it(`${action}: every status × every actor answers as the table says`, async () => {
      let cases = 0;
      let allowed = 0;
      if (action === 'read_signature_link') await issueSignatureLink();
      if (action === 'replace_payoff_letter') await withOutsideLoan(true);
      for (const situation of situations) {
        for (const kind of actorKinds) {
          const row = await arrange(situation);
          // The fixture's identity check is decided (approval needs it); deciding it needs one
          // still to review (a decided one is reversed first: reverse_identity).
          const facts = factsOf(situation);
          if (action === 'decide_identity') {
            await matrix.server.db
              .update(biometricValidations)
              .set({ result: 'needs_review' })
              .where(eq(biometricValidations.id, matrix.fixtureValidation));
            facts.identity = { status: 'submitted', result: 'needs_review' };
          }
          const verdict = judge(action, matrix.actors[kind], facts, { parts: ['domicilio'] });
          const attempt = attemptOf(action, kind, matrix.applicationId);
          const response = await matrix.server.request<{
            code?: string;
            status?: string;
            results?: { id: string }[];
          }>(attempt.method, attempt.path.replace('STATUS', situation.status), {
            token: kind === 'anonymous' ? undefined : matrix.tokens[kind],
            body: attempt.body,
            rawBody: attempt.file?.content,
            headers: {
              ...(attempt.ifMatch ? { 'if-match': `"${row.version}"` } : {}),
              ...(attempt.file ? { 'content-type': attempt.file.type } : {}),
            },
          });
          const label = `${action} by ${kind} on ${situation.status}${
            situation.everSubmitted ? ' (submitted before)' : ''
          }${situation.pagare ? ` (pagaré on paper, scan ${situation.pagare.scan})` : ''}${situation.screening ? ` (screening ${situation.screening})` : ''}: ${JSON.stringify(response.body).slice(0, 300)}`;
          const [after] = await matrix.server.db
            .select()
            .from(applications)
            .where(eq(applications.id, matrix.applicationId));
          expectAnswer(
            action,
            verdict,
            attempt,
            response,
            label,
            kind === 'compliance' && !situation.screening,
          );
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
      if (action === 'replace_payoff_letter') await withOutsideLoan(false);
    }, 120_000);
  }

  it('the customer acts through the link only while the application takes an identity check', async () => {
    // A screening's hit changes nothing for the customer's link (and each case issues a link,
    // which an application has a limited number of).
    for (const situation of situations.filter((item) => !item.screening)) {
      await arrange({ status: 'draft', everSubmitted: false });
      const link = await matrix.server.post<{ slug: string }>(
        '/api/v1/promoter/biometricvalidations/',
        { application: matrix.applicationId },
        { token: matrix.tokens.owner },
      );
      expect(link.status).toBe(201);
      await matrix.server.db
        .update(applications)
        .set({
          status: situation.status,
          submittedAt: situation.everSubmitted ? new Date() : null,
          reopenedSections: situation.status === 'changes_requested' ? [...reopenableParts] : null,
        })
        .where(eq(applications.id, matrix.applicationId));
      const verdict = judge('verify_identity', { role: 'customer' }, factsOf(situation));
      const consent = await matrix.server.request(
        'PATCH',
        `/api/v1/promoter/biometricvalidations/${link.body.slug}/`,
        {
          // The demo catalogue's sample notice is version 1.
          body: { consent: { accepted: true, notice_version: 1, biometric: true } },
        },
      );
      expect(consent.status, situation.status).toBe(verdict.allowed ? 200 : 410);
    }
  });
});
