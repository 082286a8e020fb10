import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { applications } from '../../src/db/schema.js';
import { completeIdentity, type demoChoices, uploadMissingDocuments } from './applications.js';
import { freshCurp, sectionsOf } from './customer.js';
import type { TestServer } from './server.js';

// The screening tests' pieces: the sample lists, and an application submitted through the API
// (the submit route screens it) for a customer of the given name.

export const screeningSample = (name: string) =>
  readFileSync(new URL(`../screening-samples/${name}`, import.meta.url));

export async function loadSample(server: TestServer, admin: string, source: string, file: string) {
  return server.request<{ sources: { source: string; last_load: { entries: number } | null }[] }>(
    'PUT',
    `/api/v1/admin/screening-lists/${source}/?file_name=${file}`,
    { token: admin, rawBody: screeningSample(file), headers: { 'content-type': 'application/octet-stream' } },
  );
}

export async function submittedThroughApi(
  server: TestServer,
  token: string,
  choices: Awaited<ReturnType<typeof demoChoices>>,
  person: { first_name: string; last_name: string; second_last_name: string },
) {
  const curp = freshCurp();
  const sections = sectionsOf(choices, { curp });
  const created = await server.post<{ id: string }>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: preSolicitud(curp, person) },
    { token, headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  const id = created.body.id;
  const saved = await server.request('PATCH', `/api/v1/promoter/applications/${id}/`, {
    token,
    body: { ...sections, datos_generales: { ...sections.datos_generales, ...person } },
    headers: { 'if-match': '"1"' },
  });
  if (saved.status !== 200) throw new Error(`save failed: ${JSON.stringify(saved.body)}`);
  await completeIdentity(server, token, id);
  // The last of its submit attempts goes through once no document is missing.
  await uploadMissingDocuments(server, token, id);
  const [row] = await server.db.select().from(applications).where(eq(applications.id, id));
  if (row?.status !== 'submitted') throw new Error(`not submitted: ${row?.status}`);
  return row;
}

const preSolicitud = (
  curp: string,
  person: { first_name: string; last_name: string; second_last_name: string },
) => ({
  ...person,
  curp,
  mobile: '55 1234 5678',
  email: 'cliente@example.mx',
  contact_consent: true,
});
