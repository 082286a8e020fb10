import { todayInMexico } from '@origina/domain/calendar-date';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { freshCurp, preSolicitudOf, sectionsOf } from '../apps/api/test/support/customer.js';
import { demo, expect } from './fixtures.js';
import { customerConsentsThroughTheApi } from './identity-link.js';
import { smsCode, smsCount } from './sms-inbox.js';

// Applications made through the API, for specs that look at their screens rather than walk the
// capture (application.spec.ts walks it).

/** Fields a spec changes in some sections ({ datos_generales: { pep: true } }). */
export type SectionChanges = Record<string, Record<string, unknown>>;
const withChanges = (sections: Record<string, unknown>, changes: SectionChanges) => ({
  ...sections,
  ...Object.fromEntries(
    Object.entries(changes).map(([section, fields]) => [
      section,
      { ...(sections[section] as Record<string, unknown>), ...fields },
    ]),
  ),
});

type Target = { upload_url?: string; upload_fields?: Record<string, string>; confirm_url?: string };

export async function apiSession(request: APIRequestContext, email = demo.promoter) {
  const response = await request.post('/api/v1/auth/', { data: { email, password: demo.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

export async function idOf(request: APIRequestContext, token: string, path: string, code: string) {
  const response = await request.get(`${path}?search=${code}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { results } = (await response.json()) as { results: { id: string; code: string }[] };
  return results.find((item) => item.code === code)!.id;
}

/** A draft with every step saved (Roma branch, CDMX convenio, Clásico, $20,000 over 24 quincenas).
 * Each is another customer (a CURP of their own) unless `curp` names one: the capacity counts a
 * customer's other loans and applications in flight (issue 30), and a worker makes many. */
export async function draftThroughTheApi(
  request: APIRequestContext,
  token: string,
  curp = freshCurp(),
  changes: SectionChanges = {},
) {
  const headers = { authorization: `Bearer ${token}` };
  const choices = {
    branch: await idOf(request, token, '/api/v1/promoter/branches/', 'SUC-CDMX-ROMA'),
    affiliate: await idOf(request, token, '/api/v1/promoter/affiliates/', 'GOB-CDMX'),
    product: await idOf(request, token, '/api/v1/promoter/products/', 'NOM-QNA-CLASICO'),
  };
  const created = await request.post('/api/v1/promoter/applications/', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { pre_solicitud: preSolicitudOf({ curp }) },
  });
  const { id } = (await created.json()) as { id: string };
  const saved = await request.patch(`/api/v1/promoter/applications/${id}/`, {
    headers: { ...headers, 'if-match': '"1"' },
    data: withChanges(sectionsOf(choices, { curp }), changes),
  });
  expect(saved.status()).toBe(200);
  return id;
}

async function send(request: APIRequestContext, target: Target, photo: Buffer, token?: string) {
  const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (!target.upload_fields) {
    const stored = await request.post(target.upload_url!, {
      data: photo,
      headers: { ...authorization, 'content-type': 'image/jpeg' },
    });
    expect(stored.status()).toBe(200);
    return;
  }
  const stored = await request.post(target.upload_url!, {
    multipart: { ...target.upload_fields, file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(stored.ok()).toBe(true);
  expect((await request.post(target.confirm_url!, { headers: authorization })).status()).toBe(200);
}

/** A complete application, its identity check sent by the customer and its documents uploaded, submitted. */
export async function submittedThroughTheApi(
  request: APIRequestContext,
  token: string,
  curp?: string,
  changes: SectionChanges = {},
) {
  const headers = { authorization: `Bearer ${token}` };
  const id = await draftThroughTheApi(request, token, curp, changes);
  const pixels = Buffer.alloc(800 * 600 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  const photo = await sharp(pixels, { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg()
    .toBuffer();

  const link = await request.post('/api/v1/promoter/biometricvalidations/', {
    headers,
    data: { application: id },
  });
  const path = await customerConsentsThroughTheApi(request, ((await link.json()) as { slug: string }).slug);
  for (const capture of ['id_front', 'id_back', 'selfie']) {
    const asked = await request.patch(path, { data: { capture } });
    // Said whole when refused, so that a failure names the server's reason.
    expect(asked.status(), `${capture}: ${await asked.text()}`).toBe(200);
    await send(request, (await asked.json()) as Target, photo);
  }
  await request.patch(path, { data: { submitted: true } });

  const submit = () => request.post(`/api/v1/promoter/applications/${id}/submit/`, { headers });
  // Upload what the refusal names until nothing is missing (a type may need more than one file).
  for (let round = 0; round < 4; round += 1) {
    const answer = await submit();
    if (answer.status() === 200) return id;
    const refused = (await answer.json()) as { missing?: { field: string | null }[] };
    const wanted = (refused.missing ?? []).filter(({ field }) => field?.startsWith('documents.'));
    if (wanted.length === 0) break;
    for (const { field } of wanted) {
      const record = await request.post('/api/v1/users/applicationdocuments/', {
        headers,
        data: {
          application: id,
          document_type: field!.slice('documents.'.length),
          file_name: 'documento.jpg',
          size: photo.length,
          content_type: 'image/jpeg',
        },
      });
      // Said whole when refused (a limit, a type's maximum), so that a failure names the reason.
      expect(record.status(), `${field}: ${await record.text()}`).toBe(201);
      await send(request, (await record.json()) as Target, photo, token);
    }
  }
  throw new Error('the application could not be submitted');
}

/** A submitted application the demo reviewer took, whose identity check and loan they approved:
 * its contract set exists. */
export async function approvedThroughTheApi(
  request: APIRequestContext,
  token: string,
  curp?: string,
  changes: SectionChanges = {},
) {
  const id = await submittedThroughTheApi(request, token, curp, changes);
  const headers = { authorization: `Bearer ${await apiSession(request, 'revisor@demo.origina.mx')}` };
  const review = `/api/v1/review/applications/${id}/`;
  const seen = (await (await request.get(review, { headers })).json()) as { version: number };
  const taken = await request.post(`${review}take/`, {
    headers: { ...headers, 'if-match': `"${seen.version}"` },
  });
  expect(taken.status()).toBe(200);
  const { version } = (await taken.json()) as { version: number };
  expect(
    (
      await request.post(`${review}biometricvalidation/decide/`, { headers, data: { result: 'approved' } })
    ).status(),
  ).toBe(200);
  // The desk records the bureau inquiry it ran outside (the customer authorized it on the link),
  // dated today in Mexico City: approval requires it.
  const inquiry = await request.post(`${review}bureau-inquiry/`, {
    headers,
    data: { folio: 'CDC-E2E-0001', inquired_on: todayInMexico(), score: 712 },
  });
  expect(inquiry.status()).toBe(201);
  const decided = await request.post(`${review}decide/`, {
    headers: { ...headers, 'if-match': `"${version}"` },
    data: { decision: 'approve' },
  });
  expect(decided.status()).toBe(200);
  return id;
}

/** The customer's signing link of an approved application, issued by its promoter. */
export async function signingLinkThroughTheApi(request: APIRequestContext, token: string, id: string) {
  const issued = await request.post(`/api/v1/promoter/applications/${id}/signature-link/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(issued.status()).toBe(201);
  return ((await issued.json()) as { slug: string }).slug;
}

/** An approved application its customer signed through the link, with the code that arrived by
 * SMS at the mobile verified on the identity link, and a drawn signature. */
export async function signedThroughTheApi(
  request: APIRequestContext,
  token: string,
  changes: SectionChanges = {},
) {
  const id = await approvedThroughTheApi(request, token, undefined, changes);
  const signing = `/api/v1/signatures/${await signingLinkThroughTheApi(request, token, id)}/`;
  const view = (await (await request.get(signing)).json()) as { folio: string; documents: { id: string }[] };
  const before = smsCount();
  expect((await request.post(`${signing}code/`)).status()).toBe(200);
  const code = await smsCode(before);
  const stroke = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 70 C 80 5, 150 95, 290 40" stroke="#000" stroke-width="6" fill="none"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  const signed = await request.post(signing, {
    data: {
      code,
      accepted_documents: view.documents.map((document) => document.id),
      signature: `data:image/png;base64,${stroke.toString('base64')}`,
    },
  });
  expect(signed.status()).toBe(200);
  return id;
}

/** A saved simulation of the Clásico product: $15,000 over 24 payments. */
export async function simulationThroughTheApi(request: APIRequestContext, token: string) {
  const product = await idOf(request, token, '/api/v1/promoter/products/', 'NOM-QNA-CLASICO');
  const saved = await request.post('/api/v1/promoter/simulations/', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: { product, amount: 15000, term: 24 },
  });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

/** A signed application of the promoter's, its transfer recorded today by the admin: a loan. */
export async function disbursedThroughTheApi(
  request: APIRequestContext,
  token: string,
  reference: string,
  changes: SectionChanges = {},
) {
  const id = await signedThroughTheApi(request, token, changes);
  const admin = { authorization: `Bearer ${await apiSession(request, 'admin@demo.origina.mx')}` };
  const review = `/api/v1/review/applications/${id}/`;
  const seen = (await (await request.get(review, { headers: admin })).json()) as { version: number };
  const paid = await request.post(`${review}decide/`, {
    headers: { ...admin, 'if-match': `"${seen.version}"` },
    data: { decision: 'disburse', reference, paid_at: todayInMexico() },
  });
  expect(paid.status()).toBe(200);
  return id;
}
