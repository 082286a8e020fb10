import type { APIRequestContext } from '@playwright/test';
import { customer } from '../apps/api/test/support/customer.js';
import { expect } from './fixtures.js';

// Enough records for a list screen's search, filters and pages, made through the API.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Invites `count` people sharing a last name (found by it in Cuentas and in the audit log). */
export async function inviteMany(
  request: APIRequestContext,
  adminToken: string,
  lastName: string,
  count: number,
) {
  for (let index = 0; index < count; index += 1) {
    const answer = await request.post('/api/v1/admin/invitations/', {
      headers: bearer(adminToken),
      data: {
        email: `${lastName.toLowerCase()}.${index}.${Date.now().toString(36)}@origina.example`,
        first_name: `Persona ${String(index + 1).padStart(2, '0')}`,
        last_name: lastName,
        role: 'promoter',
      },
    });
    expect(answer.status()).toBe(201);
  }
}

/** `count` new applications of the promoter whose customer has this first name. */
export async function draftsNamed(
  request: APIRequestContext,
  token: string,
  firstName: string,
  count: number,
) {
  for (let index = 0; index < count; index += 1) {
    const answer = await request.post('/api/v1/promoter/applications/', {
      headers: { ...bearer(token), 'idempotency-key': crypto.randomUUID() },
      data: { pre_solicitud: { ...customer.pre_solicitud, first_name: firstName } },
    });
    expect(answer.status()).toBe(201);
  }
}

async function idOf(request: APIRequestContext, token: string, path: string, code: string) {
  const answer = await request.get(`${path}?search=${code}`, { headers: bearer(token) });
  const { results } = (await answer.json()) as { results: { id: string; code: string }[] };
  return results.find((item) => item.code === code)!.id;
}

/** `count` saved simulations of the same amount (CDMX convenio, Clásico, 24 quincenas). */
export async function simulationsOf(
  request: APIRequestContext,
  token: string,
  amount: number,
  count: number,
) {
  const affiliate = await idOf(request, token, '/api/v1/promoter/affiliates/', 'GOB-CDMX');
  const product = await idOf(request, token, '/api/v1/promoter/products/', 'NOM-QNA-CLASICO');
  for (let index = 0; index < count; index += 1) {
    const answer = await request.post('/api/v1/promoter/simulations/', {
      headers: bearer(token),
      data: { affiliate, product, amount, term: 24 },
    });
    expect(answer.status()).toBe(201);
  }
}

/** The folio of one of the promoter's applications. */
export async function folioOf(request: APIRequestContext, token: string, id: string) {
  const answer = await request.get(`/api/v1/promoter/applications/${id}/`, { headers: bearer(token) });
  return ((await answer.json()) as { folio: string }).folio;
}

/** The demo reviewer takes a submitted application (it goes to "En revisión", theirs). */
export async function takenByTheReviewer(request: APIRequestContext, reviewerToken: string, id: string) {
  const review = `/api/v1/review/applications/${id}/`;
  const seen = (await (await request.get(review, { headers: bearer(reviewerToken) })).json()) as {
    version: number;
  };
  const taken = await request.post(`${review}take/`, {
    headers: { ...bearer(reviewerToken), 'if-match': `"${seen.version}"` },
  });
  expect(taken.status()).toBe(200);
}
