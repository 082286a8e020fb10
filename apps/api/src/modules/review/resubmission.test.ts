import type { ReviewApplication } from '@origina/domain/review';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationRequests } from '../../../test/support/application-requests.js';
import { completeIdentity, demoChoices, uploadMissingDocuments } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { completeSections, customer, freshCurp } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { sendUpload, type UploadTarget } from '../../../test/support/uploads.js';
import { applications, notifications } from '../../db/schema.js';

// A resubmission after a changes request returns to the reviewer who asked for the changes, keeps
// its first submission date (its place in the queue), tells the reviewer, and shows the desk what
// changed since the request: the fields, before and after, and the documents uploaded since.

let server: TestServer;
let ana: string;
let rita: string;
let alma: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  [ana, rita, alma] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'admin'),
  ]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(() => server?.close());

const { create, patch } = applicationRequests(() => ({ server, token: ana }));
const rowOf = async (id: string) =>
  (await server.db.select().from(applications).where(eq(applications.id, id)))[0]!;
const submit = (id: string) =>
  server.post<{ status: string; version: number; code?: string }>(
    `/api/v1/promoter/applications/${id}/submit/`,
    undefined,
    { token: ana },
  );
const review = (id: string, token = rita) =>
  server.get<ReviewApplication>(`/api/v1/review/applications/${id}/`, { token });

/** A complete application submitted through the API, taken by `reviewer`, with changes asked to
 * the address and the documents. */
async function changesRequested(reviewer: string) {
  const { body: draft } = await create({ pre_solicitud: { ...customer.pre_solicitud, curp: freshCurp() } });
  await patch(draft.id, completeSections(choices, draft.curp), 1);
  await completeIdentity(server, ana, draft.id);
  // Its last try to submit goes through once nothing is missing.
  await uploadMissingDocuments(server, ana, draft.id);
  const submitted = { body: await rowOf(draft.id) };
  expect(submitted.body.status).toBe('submitted');
  const firstSubmission = submitted.body.submittedAt!;
  const taken = await server.request<{ version: number }>(
    'POST',
    `/api/v1/review/applications/${draft.id}/take/`,
    { token: reviewer, headers: { 'if-match': `"${submitted.body.version}"` } },
  );
  expect(taken.status).toBe(200);
  const asked = await server.request<{ status: string; version: number }>(
    'POST',
    `/api/v1/review/applications/${draft.id}/decide/`,
    {
      token: reviewer,
      headers: { 'if-match': `"${taken.body.version}"` },
      body: {
        decision: 'request_changes',
        sections: ['domicilio', 'documentos'],
        message: 'El número exterior no coincide con el comprobante.',
      },
    },
  );
  expect(asked.body.status).toBe('changes_requested');
  return { id: draft.id, version: asked.body.version, firstSubmission };
}

async function fixAddress(id: string, version: number) {
  const fixed = await patch(id, { domicilio: { ...customer.domicilio, exterior_number: '122' } }, version);
  expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
  const content = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  const record = await server.post<UploadTarget & { id: string }>(
    '/api/v1/users/applicationdocuments/',
    {
      application: id,
      document_type: 'proof_of_address',
      file_name: 'comprobante-nuevo.jpg',
      size: content.length,
      content_type: 'image/jpeg',
    },
    { token: ana },
  );
  expect(record.status).toBe(201);
  expect((await sendUpload(server.baseUrl, record.body, content, 'image/jpeg', { token: ana })).status).toBe(
    200,
  );
  return record.body.id;
}

describe('a resubmission after a changes request', () => {
  it('returns to the same reviewer, in review, with its first submission date, and tells them', async () => {
    const asked = await changesRequested(rita);
    // Another application sent after this one's first submission, before its resubmission.
    const later = await changesRequested(rita);
    const newDocument = await fixAddress(asked.id, asked.version);
    const resubmitted = await submit(asked.id);
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.status).toBe('in_review');

    const row = await rowOf(asked.id);
    expect(row.reviewerId).not.toBeNull();
    expect(row.submittedAt).toEqual(asked.firstSubmission);
    expect(row.reopenedSections).toBeNull();
    // The queue keeps its place: still before the application sent after it.
    const queue = await server.get<{ results: { id: string }[] }>(
      '/api/v1/review/applications/?status=in_review&page_size=100',
      { token: rita },
    );
    const order = queue.body.results.map((item) => item.id);
    expect(order).toContain(asked.id);
    await fixAddress(later.id, later.version);
    expect((await submit(later.id)).status).toBe(200);
    const again = (
      await server.get<{ results: { id: string }[] }>(
        '/api/v1/review/applications/?status=in_review&page_size=100',
        { token: rita },
      )
    ).body.results.map((item) => item.id);
    expect(again.indexOf(asked.id)).toBeLessThan(again.indexOf(later.id));

    // The reviewer who holds it hears of it; the detail offers no "take": it is theirs.
    const told = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.applicationId, asked.id), eq(notifications.kind, 'resubmitted')));
    expect(told).toHaveLength(1);
    expect(told[0]!.userId).toBe(row.reviewerId);
    const detail = await review(asked.id);
    expect(detail.body.status).toBe('in_review');
    expect(detail.body.reviewer?.id).toBe(row.reviewerId);

    // What changed since the request: the exterior number, and the new proof of address.
    expect(detail.body.changes_since_request?.fields).toEqual([
      {
        section: 'domicilio',
        field: 'exterior_number',
        before: customer.domicilio.exterior_number,
        after: '122',
      },
    ]);
    expect(detail.body.changes_since_request?.new_documents).toEqual([newDocument]);
  });

  it('waits in the queue, held by nobody, when the reviewer who asked was deactivated', async () => {
    const raul = await signInAs(server, 'reviewer');
    const asked = await changesRequested(raul);
    const reviewerId = (await rowOf(asked.id)).reviewerId!;
    const deactivated = await server.request('PATCH', `/api/v1/admin/promoters/${reviewerId}/`, {
      token: alma,
      body: { active: false },
    });
    expect(deactivated.status).toBe(200);
    await fixAddress(asked.id, asked.version);
    const resubmitted = await submit(asked.id);
    expect(resubmitted.body.status).toBe('submitted');
    const row = await rowOf(asked.id);
    expect(row).toMatchObject({ status: 'submitted', reviewerId: null });
    expect(row.submittedAt).toEqual(asked.firstSubmission);
    // Anyone at the desk may take it now.
    const detail = await review(asked.id);
    expect(detail.body.reviewer).toBeNull();
    expect(detail.body.changes_since_request?.fields.map((field) => field.field)).toEqual([
      'exterior_number',
    ]);
  });

  it('an application left submitted with a reviewer on it (resubmitted before this rule) reads as held by nobody', async () => {
    const asked = await changesRequested(rita);
    const reviewerId = (await rowOf(asked.id)).reviewerId!;
    await server.db
      .update(applications)
      .set({ status: 'submitted', reopenedSections: null })
      .where(eq(applications.id, asked.id));
    const row = (
      await server.get<{ results: { id: string; reviewer: unknown }[] }>(
        `/api/v1/review/applications/?search=${(await rowOf(asked.id)).folio}`,
        { token: rita },
      )
    ).body.results[0];
    expect(row?.reviewer).toBeNull();
    expect((await review(asked.id)).body.reviewer).toBeNull();
    expect((await rowOf(asked.id)).reviewerId).toBe(reviewerId);
  });

  it('shows no changes for an application never sent back', async () => {
    const asked = await changesRequested(rita);
    // While the promoter works on it, the desk compares nothing yet.
    expect((await review(asked.id)).body.changes_since_request).toBeNull();
  });
});
