import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { completeSections, customer } from '../apps/api/src/test/customer.js';
import { demo, expect } from './fixtures.js';

// Applications made through the API, for specs that look at their screens rather than walk the
// capture (application.spec.ts walks it).

type Target = { upload_url?: string; upload_fields?: Record<string, string>; confirm_url?: string };

export async function apiSession(request: APIRequestContext, email = demo.promoter) {
  const response = await request.post('/api/v1/auth/', { data: { email, password: demo.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

async function idOf(request: APIRequestContext, token: string, path: string, code: string) {
  const response = await request.get(`${path}?search=${code}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { results } = (await response.json()) as { results: { id: string; code: string }[] };
  return results.find((item) => item.code === code)!.id;
}

/** A draft with every step saved (Roma branch, CDMX convenio, Clásico, $20,000 over 24 quincenas). */
export async function draftThroughTheApi(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const choices = {
    branch: await idOf(request, token, '/api/v1/promoter/branches/', 'SUC-CDMX-ROMA'),
    affiliate: await idOf(request, token, '/api/v1/promoter/affiliates/', 'GOB-CDMX'),
    product: await idOf(request, token, '/api/v1/promoter/products/', 'NOM-QNA-CLASICO'),
  };
  const created = await request.post('/api/v1/promoter/applications/', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { pre_solicitud: customer.pre_solicitud },
  });
  const { id } = (await created.json()) as { id: string };
  const saved = await request.patch(`/api/v1/promoter/applications/${id}/`, {
    headers: { ...headers, 'if-match': '"1"' },
    data: completeSections(choices),
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
export async function submittedThroughTheApi(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const id = await draftThroughTheApi(request, token);
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
  const refused = (await (await submit()).json()) as { missing?: { field: string | null }[] };
  for (const { field } of refused.missing ?? []) {
    if (!field?.startsWith('documents.')) continue;
    const record = await request.post('/api/v1/users/applicationdocuments/', {
      headers,
      data: {
        application: id,
        document_type: field.slice('documents.'.length),
        file_name: 'documento.jpg',
        size: photo.length,
        content_type: 'image/jpeg',
      },
    });
    await send(request, (await record.json()) as Target, photo, token);
  }
  expect((await submit()).status()).toBe(200);
  return id;
}
