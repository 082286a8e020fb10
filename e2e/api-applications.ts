import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { customer, freshCurp, preSolicitudOf, sectionsOf } from '../apps/api/test/support/customer.js';
import type { ReceivedMail } from '../apps/api/test/support/smtp-listener.js';
import { demo, expect } from './fixtures.js';

// Applications made through the API, for specs that look at their screens rather than walk the
// capture (application.spec.ts walks it).

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
export async function draftThroughTheApi(request: APIRequestContext, token: string, curp = freshCurp()) {
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
    data: sectionsOf(choices, { curp }),
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
export async function submittedThroughTheApi(request: APIRequestContext, token: string, curp?: string) {
  const headers = { authorization: `Bearer ${token}` };
  const id = await draftThroughTheApi(request, token, curp);
  const pixels = Buffer.alloc(800 * 600 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  const photo = await sharp(pixels, { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg()
    .toBuffer();

  const link = await request.post('/api/v1/promoter/biometricvalidations/', {
    headers,
    data: { application: id },
  });
  const path = `/api/v1/promoter/biometricvalidations/${((await link.json()) as { slug: string }).slug}/`;
  await request.patch(path, { data: { consent: { accepted: true, notice_version: '2026-11' } } });
  for (const capture of ['id_front', 'id_back', 'selfie']) {
    const target = (await (await request.patch(path, { data: { capture } })).json()) as Target;
    await send(request, target, photo);
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
      await send(request, (await record.json()) as Target, photo, token);
    }
  }
  throw new Error('the application could not be submitted');
}

/** A submitted application the demo reviewer took, whose identity check and loan they approved:
 * its contract set exists. */
export async function approvedThroughTheApi(request: APIRequestContext, token: string, curp?: string) {
  const id = await submittedThroughTheApi(request, token, curp);
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
  const decided = await request.post(`${review}decide/`, {
    headers: { ...headers, 'if-match': `"${version}"` },
    data: { decision: 'approve' },
  });
  expect(decided.status()).toBe(200);
  return id;
}

type Smtp = { waitFor: (predicate: (mail: ReceivedMail) => boolean) => Promise<ReceivedMail> };

/** The customer's signing link of an approved application, issued by its promoter. */
export async function signingLinkThroughTheApi(request: APIRequestContext, token: string, id: string) {
  const issued = await request.post(`/api/v1/promoter/applications/${id}/signature-link/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(issued.status()).toBe(201);
  return ((await issued.json()) as { slug: string }).slug;
}

/** An approved application its customer signed through the link, with the code that arrived by
 * e-mail and a drawn signature. */
export async function signedThroughTheApi(request: APIRequestContext, token: string, smtp: Smtp) {
  const id = await approvedThroughTheApi(request, token);
  const signing = `/api/v1/signatures/${await signingLinkThroughTheApi(request, token, id)}/`;
  const view = (await (await request.get(signing)).json()) as { folio: string; documents: { id: string }[] };
  expect((await request.post(`${signing}code/`)).status()).toBe(200);
  const mail = await smtp.waitFor(
    (message) => message.to === customer.pre_solicitud.email && message.subject.includes(view.folio),
  );
  const stroke = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 70 C 80 5, 150 95, 290 40" stroke="#000" stroke-width="6" fill="none"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  const signed = await request.post(signing, {
    data: {
      code: /código: (\d{6})/.exec(mail.text)![1],
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
