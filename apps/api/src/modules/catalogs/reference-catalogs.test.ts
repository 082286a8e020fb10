import { isValidIdentificationNumber } from '@origina/domain/identification-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  token = await signInAs(server, 'promoter');
}, 120_000);
afterAll(() => server?.close());

interface Page<T> {
  count: number;
  next: string | null;
  results: T[];
}
type Country = { code: string; alpha3: string; numeric: string; name: string; nationality: string | null };
type IdentificationType = { code: string; name: string; number_pattern: string; number_example: string };
type DocumentType = {
  code: string;
  name: string;
  accepted_types: string[];
  max_size_bytes: number;
  required: boolean;
};
const get = <T>(path: string, headers: Record<string, string> = {}) =>
  server.get<Page<T>>(path, { token, headers });

describe('GET /api/v1/promoter/countries/', () => {
  it('lists all ISO 3166-1 countries, Mexico first, with the nationality in Spanish by default', async () => {
    const { status, body } = await get<Country>('/api/v1/promoter/countries/?page_size=500');
    expect(status).toBe(200);
    expect(body.count).toBe(249);
    expect(body.results[0]).toEqual({
      code: 'MX',
      alpha3: 'MEX',
      numeric: '484',
      name: 'México',
      nationality: 'Mexicano',
    });
    expect(body.results.find((country) => country.code === 'US')).toMatchObject({
      name: 'Estados Unidos',
      nationality: 'Estadounidense',
    });
    const names = body.results.slice(1).map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
  });

  it('answers in English when the request asks for it', async () => {
    const { body } = await get<Country>('/api/v1/promoter/countries/?search=united%20states', {
      'accept-language': 'en',
    });
    expect(body.results).toContainEqual(
      expect.objectContaining({ code: 'US', name: 'United States of America', nationality: 'American' }),
    );
  });

  it('searches names, codes and nationalities without minding accents', async () => {
    const { body } = await get<Country>('/api/v1/promoter/countries/?search=peru');
    expect(body.results.map((country) => country.code)).toEqual(['PE']);
    const byNationality = await get<Country>('/api/v1/promoter/countries/?search=guatemalteco');
    expect(byNationality.body.results.map((country) => country.code)).toEqual(['GT']);
  });

  it('pages and caches', async () => {
    const first = await get<Country>('/api/v1/promoter/countries/?page_size=20');
    expect(first.body.results).toHaveLength(20);
    expect(first.body.next).toBe('/api/v1/promoter/countries/?page_size=20&page=2');
    expect(first.headers.get('cache-control')).toBe('private, max-age=86400');
    const again = await get('/api/v1/promoter/countries/?page_size=20', {
      'if-none-match': first.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/v1/promoter/identificationtypes/', () => {
  it('lists the official identifications with a number format that accepts the example', async () => {
    const { body } = await get<IdentificationType>('/api/v1/promoter/identificationtypes/');
    expect(body.results.map((type) => type.code)).toEqual([
      'ine',
      'passport',
      'professional_license',
      'permanent_resident',
      'temporary_resident',
    ]);
    for (const type of body.results) {
      expect(new RegExp(type.number_pattern).test(type.number_example), type.code).toBe(true);
    }
    expect(body.results[0]!.name).toBe('Credencial para votar (INE/IFE)');
  });

  it('checks numbers: an elector key, a passport number', () => {
    expect(isValidIdentificationNumber('ine', 'gmvlmr 80070501 m100')).toBe(true);
    expect(isValidIdentificationNumber('ine', 'GMVLMR80070533M100')).toBe(false);
    expect(isValidIdentificationNumber('passport', 'G12345678')).toBe(true);
    expect(isValidIdentificationNumber('passport', '12345678')).toBe(false);
    expect(isValidIdentificationNumber('driver_license', '12345678')).toBe(false);
  });
});

describe('GET /api/v1/users/documenttypes/', () => {
  it('lists every document type with accepted file types and maximum size', async () => {
    const { body } = await get<DocumentType>('/api/v1/users/documenttypes/', { 'accept-language': 'en' });
    expect(body.results.map((type) => type.code)).toEqual([
      'ine_front',
      'ine_back',
      'proof_of_address',
      'pay_stub',
      'bank_statement',
      'signed_application',
      'selfie',
      // A buy-out's, one per outside loan (issue 36).
      'payoff_letter',
    ]);
    expect(body.results.find((type) => type.code === 'selfie')).toMatchObject({
      name: 'Customer selfie',
      accepted_types: expect.not.arrayContaining(['application/pdf']),
      max_size_bytes: 8 * 1024 * 1024,
    });
  });

  it('answers the checklist of a convenio and product: what either requires', async () => {
    const affiliates = await get<{ id: string; code: string }>(
      '/api/v1/promoter/affiliates/?search=AGRO-BAJIO',
    );
    const products = await get<{ id: string; code: string }>(
      '/api/v1/promoter/products/?search=NOM-SEM-EXPRESS',
    );
    const affiliate = affiliates.body.results[0]!.id;
    const product = products.body.results[0]!.id;
    const onlyConvenio = await get<DocumentType>(`/api/v1/users/documenttypes/?affiliate=${affiliate}`);
    expect(onlyConvenio.body.results.map((type) => type.code)).toEqual([
      'ine_front',
      'ine_back',
      'signed_application',
      'selfie',
    ]);
    const both = await get<DocumentType>(
      `/api/v1/users/documenttypes/?affiliate=${affiliate}&product=${product}`,
    );
    expect(both.body.results.map((type) => type.code)).toEqual([
      'ine_front',
      'ine_back',
      'pay_stub',
      'signed_application',
      'selfie',
    ]);
    expect(both.body.results.every((type) => type.required)).toBe(true);
    const unknown = await get<DocumentType>('/api/v1/users/documenttypes/?product=nope');
    expect(unknown.body.count).toBe(0);
  });
});
