import sharp from 'sharp';
import { expect } from 'vitest';
import type { RequestOptions } from './api-client.js';
import { demoChoices, giveCustomerConsents } from './applications.js';
import { completeSections, customer } from './customer.js';
import type { TestServer } from './server.js';

// The promoter's and the customer's journeys as the contract suites make them: every request
// through the given client (a recording one), a direct upload to a bucket included.

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();

// A sharp, textured photo the identity checks accept.
const identityPhoto = () => {
  const pixels = Buffer.alloc(800 * 600 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg()
    .toBuffer();
};

type Target = {
  upload_url: string | null;
  upload_fields: Record<string, string> | null;
  confirm_url: string | null;
};

/** Sends a file where the API said: its upload route, or the bucket and then the confirmation. */
async function sendFile(client: TestServer, target: Target, content: Buffer, type: string, token?: string) {
  if (!target.upload_fields) {
    return client.request('POST', target.upload_url!, {
      raw: content,
      headers: { 'content-type': type },
    } as RequestOptions);
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(target.upload_fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(content)], { type }));
  const stored = await fetch(target.upload_url!, { method: 'POST', body: form });
  if (!stored.ok) throw new Error(`the bucket refused the file: ${stored.status}`);
  return client.request('POST', target.confirm_url!, { token });
}

/** A draft with every step saved, by `token`, through the API. */
export async function completeDraft(client: TestServer, token: string) {
  const choices = await demoChoices(client, token);
  const created = await client.post<{ id: string }>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: customer.pre_solicitud },
    { token, headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  const saved = await client.request<{ version: number }>(
    'PATCH',
    `/api/v1/promoter/applications/${created.body.id}/`,
    {
      token,
      body: completeSections(choices),
      headers: { 'if-match': '"1"' },
    },
  );
  return { id: created.body.id, version: saved.body.version, choices };
}

/** The customer's side of the identity check through the link; answers the slug. */
export async function identityCheck(client: TestServer, token: string, application: string) {
  const link = await client.post<{ slug: string }>(
    '/api/v1/promoter/biometricvalidations/',
    { application },
    { token },
  );
  // The notice, the verified mobile and the bureau authorization, as the link asks them.
  const path = await giveCustomerConsents(client, link.body.slug);
  for (const capture of ['id_front', 'id_back', 'selfie']) {
    const { body } = await client.request<Target>('PATCH', path, { body: { capture } });
    const sent = await sendFile(client, body, await identityPhoto(), 'image/jpeg');
    expect(sent.status, capture).toBe(200);
  }
  await client.request('PATCH', path, { body: { submitted: true } });
  return link.body.slug;
}

export async function uploadDocument(client: TestServer, token: string, application: string, type: string) {
  const content = await photo();
  const record = await client.post<Target & { id: string }>(
    '/api/v1/users/applicationdocuments/',
    {
      application,
      document_type: type,
      file_name: `${type}.jpg`,
      size: content.length,
      content_type: 'image/jpeg',
    },
    { token },
  );
  expect(record.status, type).toBe(201);
  expect((await sendFile(client, record.body, content, 'image/jpeg', token)).status, type).toBe(200);
  return record.body.id;
}
