import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse, RequestOptions } from '../test/support/api-client.js';
import { demoChoices } from '../test/support/applications.js';
import { captchaPass } from '../test/support/captcha.js';
import { seedDemoCatalogues, signInAs } from '../test/support/catalogues.js';
import { completeSections, customer } from '../test/support/customer.js';
import { startS3Server } from '../test/support/s3-server.js';
import {
  latestMailTo,
  registerPromoter,
  startTestServer,
  strongPassword,
  type TestServer,
  uniqueEmail,
} from '../test/support/server.js';

// The document cannot drift from the server: one valid request per operation goes through the
// real server, and every answer (status, and body for JSON) must be one the document declares for
// that operation, validated with the document's own schema (JSON Schema 2020-12, as OpenAPI 3.1
// says). Objects in the document forbid undeclared properties, so an answer that gains a field
// fails here until the document says so.

type Responses = Record<string, { content?: Record<string, { schema?: object }> }>;
type Operation = { operationId: string; security?: unknown[]; responses: Responses };
type Document = { paths: Record<string, Record<string, Operation>> };
interface Answer {
  operation: string;
  status: number;
  contentType: string;
  body: unknown;
}

let document: Document;
const operations: { key: string; method: string; pattern: RegExp; operation: Operation }[] = [];
const answers: Answer[] = [];
const ajv = new Ajv2020({ allErrors: true, strict: false });
formats.default(ajv);
const validators = new Map<string, ValidateFunction>();

function operationOf(method: string, path: string) {
  const bare = path.split('?')[0]!;
  // A literal segment wins over a parameter (…/captures/{id}/confirm/ over …/captures/{id}/{token}/).
  const parameters = (key: string) => key.split('{').length;
  return operations
    .filter((candidate) => candidate.method === method && candidate.pattern.test(bare))
    .sort((a, b) => parameters(a.key) - parameters(b.key))[0];
}

/** A client that records every answer under the operation the document says it belongs to. */
function recording(server: TestServer): TestServer {
  const call = async (method: string, path: string, options: RequestOptions & { raw?: Buffer } = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: Uint8Array | string | undefined = options.raw ? new Uint8Array(options.raw) : options.rawBody;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body });
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!;
    const text = contentType.includes('json') ? await response.text() : '';
    if (!contentType.includes('json')) await response.arrayBuffer();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    const operation = operationOf(method, path);
    if (!operation) throw new Error(`${method} ${path} is not in the document`);
    answers.push({ operation: operation.key, status: response.status, contentType, body: parsed });
    return { status: response.status, headers: response.headers, body: parsed } as ApiResponse<never>;
  };
  return {
    ...server,
    request: call,
    get: (path, options) => call('GET', path, options),
    post: (path, body, options) => call('POST', path, { ...options, body }),
  } as TestServer;
}

let server: TestServer;
let api: TestServer;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  server = await startTestServer();
  closers.push(server.close);
  await seedDemoCatalogues(server.db);
  document = (await server.get<Document>('/api/openapi.json')).body as unknown as Document;
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        pattern,
        operation,
      });
    }
  }
  api = recording(server);
}, 120_000);
afterAll(async () => {
  for (const close of closers) await close();
});

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
async function completeDraft(client: TestServer, token: string) {
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
async function identityCheck(client: TestServer, token: string, application: string) {
  const link = await client.post<{ slug: string }>(
    '/api/v1/promoter/biometricvalidations/',
    { application },
    { token },
  );
  const path = `/api/v1/promoter/biometricvalidations/${link.body.slug}/`;
  await client.get(path);
  await client.request('PATCH', path, { body: { consent: { accepted: true, notice_version: '2026-11' } } });
  for (const capture of ['id_front', 'id_back', 'selfie']) {
    const { body } = await client.request<Target>('PATCH', path, { body: { capture } });
    const sent = await sendFile(client, body, await identityPhoto(), 'image/jpeg');
    expect(sent.status, capture).toBe(200);
  }
  await client.request('PATCH', path, { body: { submitted: true } });
  return link.body.slug;
}

async function uploadDocument(client: TestServer, token: string, application: string, type: string) {
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

describe('every operation of the document, through the real server', () => {
  it('answers what the document declares: the public and account operations', async () => {
    expect((await api.get('/healthz')).status).toBe(200);
    expect((await api.get('/readyz')).status).toBe(200);
    expect((await api.get('/api/v1/config/')).status).toBe(200);

    const account = await registerPromoter(api);
    expect(
      (await api.post('/api/v1/auth/verify/resend/', undefined, { token: account.accessToken })).status,
    ).toBe(202);
    const code = /\b(\d{6})\b/.exec(await latestMailTo(server, account.email))?.[1];
    expect((await api.post('/api/v1/auth/verify/', { email: account.email, code })).status).toBe(200);
    const session = await api.post<{ access: string; refresh: string }>('/api/v1/auth/', {
      email: account.email,
      password: strongPassword,
    });
    expect(session.status).toBe(200);
    const rotated = await api.post<{ access: string; refresh: string }>('/api/v1/auth/refresh/', {
      refresh: session.body.refresh,
    });
    expect(rotated.status).toBe(200);
    expect((await api.get('/api/v1/users/users/whoami/', { token: rotated.body.access })).status).toBe(200);
    expect(
      (
        await api.post(
          '/api/v1/help/messages/',
          { subject: 'No abre el enlace', message: 'La clienta abre el enlace y se queda en blanco.' },
          { token: rotated.body.access },
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await api.post('/api/v1/client-errors/', {
          kind: 'error',
          name: 'TypeError',
          message: 'Cannot read properties of undefined',
          path: '/dashboard',
          release: 'origina@0.1.0',
          environment: 'test',
        })
      ).status,
    ).toBe(202);
    expect((await api.post('/api/v1/auth/logout/', { refresh: rotated.body.refresh })).status).toBe(204);

    const reset = await api.post('/api/v1/users/users/reset/', {
      email: account.email,
      captcha: await captchaPass(api),
    });
    expect(reset.status).toBe(202);
    const token = /\/auth\/reset-password\/([\w-]+)/.exec(await latestMailTo(server, account.email))?.[1];
    const confirmed = await api.post('/api/v1/users/users/confirm/', {
      token,
      password: 'Jacaranda-Tlacuache-9',
    });
    expect(confirmed.status).toBe(200);
  });

  it('answers what the document declares: catalogues, simulations, capture, review, notifications and administration', async () => {
    const admin = await signInAs(server, 'admin');
    const promoter = await signInAs(server, 'promoter');
    const reviewer = await signInAs(server, 'reviewer');

    for (const path of [
      '/api/v1/promoter/banks/',
      '/api/v1/promoter/countries/',
      '/api/v1/promoter/identificationtypes/',
      '/api/v1/users/documenttypes/',
      '/api/v1/promoter/zip-codes/?code=06700',
    ])
      expect((await api.get(path, { token: promoter })).status, path).toBe(200);

    const product = await api.post<{ id: string }>(
      '/api/v1/promoter/products/',
      {
        code: 'NOM-QNA-CONTRATO',
        name: 'Nómina Quincenal Contrato',
        name_en: 'Biweekly Contract',
        frequency: 'biweekly',
        annual_rate: 0.55,
        rate_basis: 'days360',
        commission_rate: 0.03,
        insurance_per_period: 20,
        min_amount: 3000,
        max_amount: 90000,
        terms: [12, 24],
      },
      { token: admin },
    );
    expect(product.status).toBe(201);
    const affiliate = await api.post<{ id: string }>(
      '/api/v1/promoter/affiliates/',
      {
        code: 'MUN-CONTRATO',
        name: 'Municipio Contrato',
        employer: 'Tesorería Municipal',
        frequency: 'biweekly',
        max_deduction_share: 0.3,
        products: ['NOM-QNA-CONTRATO'],
        required_document_types: ['ine_front'],
      },
      { token: admin },
    );
    expect(affiliate.status).toBe(201);
    const branch = await api.post<{ id: string }>(
      '/api/v1/promoter/branches/',
      {
        code: 'SUC-CONTRATO',
        name: 'Sucursal Contrato',
        street: 'Calle Falsa',
        exterior_number: '1',
        zip: '06700',
        settlement: 'Roma Norte',
        phone: '5500000000',
        affiliates: ['MUN-CONTRATO'],
      },
      { token: admin },
    );
    expect(branch.status).toBe(201);
    for (const [kind, id, change] of [
      ['products', product.body.id, { name: 'Nómina Quincenal Contrato II' }],
      ['affiliates', affiliate.body.id, { name: 'Municipio Contrato II' }],
      ['branches', branch.body.id, { name: 'Sucursal Contrato II' }],
    ] as const) {
      // Convenios are addressed without the trailing slash (SPEC's paths, kept as they are).
      const path = `/api/v1/promoter/${kind}/${id}${kind === 'affiliates' ? '' : '/'}`;
      expect((await api.get(`/api/v1/promoter/${kind}/`, { token: promoter })).status).toBe(200);
      expect((await api.get(path, { token: promoter })).status).toBe(200);
      expect((await api.request('PATCH', path, { token: admin, body: change })).status).toBe(200);
    }
    expect(
      (await api.get(`/api/v1/promoter/productoptions/${product.body.id}/`, { token: promoter })).status,
    ).toBe(200);

    const choices = await demoChoices(api, promoter);
    const simulation = await api.post<{ id: string }>(
      '/api/v1/promoter/simulations/',
      { product: choices.product, affiliate: choices.affiliate, amount: 10000, term: 24 },
      { token: promoter },
    );
    expect(simulation.status).toBe(201);
    expect((await api.get('/api/v1/promoter/simulations/', { token: promoter })).status).toBe(200);
    expect(
      (await api.get(`/api/v1/promoter/simulations/${simulation.body.id}/`, { token: promoter })).status,
    ).toBe(200);

    const draft = await completeDraft(api, promoter);
    const application = `/api/v1/promoter/applications/${draft.id}/`;
    const replaced = await api.request<{ version: number }>('PUT', application, {
      token: promoter,
      body: completeSections(draft.choices),
      headers: { 'if-match': `"${draft.version}"` },
    });
    expect(replaced.status).toBe(200);
    expect((await api.get('/api/v1/promoter/applications/', { token: promoter })).status).toBe(200);
    expect((await api.get('/api/v1/promoter/applications/stats/', { token: promoter })).status).toBe(200);
    expect((await api.get(application, { token: promoter })).status).toBe(200);

    // Submitting names what is still missing (documents, the identity check): upload until only
    // the identity check is left (a type may need more than one file).
    const documents: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      const refused = await api.post<{ missing: { field: string | null }[] }>(
        `${application}submit/`,
        undefined,
        {
          token: promoter,
        },
      );
      expect(refused.status).toBe(409);
      const wanted = refused.body.missing.filter(({ field }) => field?.startsWith('documents.'));
      if (wanted.length === 0) break;
      for (const { field } of wanted)
        documents.push(await uploadDocument(api, promoter, draft.id, field!.slice('documents.'.length)));
    }
    expect(
      (await api.get(`/api/v1/users/applicationdocuments/?application=${draft.id}`, { token: promoter }))
        .status,
    ).toBe(200);
    expect(
      (await api.get(`/api/v1/users/applicationdocuments/${documents[0]}/`, { token: promoter })).status,
    ).toBe(200);
    expect(
      (await api.get(`/api/v1/users/applicationdocuments/${documents[0]}/download/`, { token: promoter }))
        .status,
    ).toBe(200);

    const wrongFile = await uploadDocument(api, promoter, draft.id, 'bank_statement');
    expect(
      (await api.request('DELETE', `/api/v1/users/applicationdocuments/${wrongFile}/`, { token: promoter }))
        .status,
    ).toBe(204);
    await identityCheck(api, promoter, draft.id);
    expect((await api.get(`${application}biometricvalidation/`, { token: promoter })).status).toBe(200);
    const submitted = await api.post<{ version: number }>(`${application}submit/`, undefined, {
      token: promoter,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

    const other = await completeDraft(api, promoter);
    expect(
      (
        await api.post(
          `/api/v1/promoter/applications/${other.id}/cancel/`,
          { reason: 'La clienta ya no quiere el crédito' },
          { token: promoter },
        )
      ).status,
    ).toBe(200);

    const review = `/api/v1/review/applications/${draft.id}/`;
    expect((await api.get('/api/v1/review/applications/', { token: reviewer })).status).toBe(200);
    const taken = await api.post<{ version: number }>(`${review}take/`, undefined, {
      token: reviewer,
      headers: { 'if-match': `"${submitted.body.version}"` },
    });
    expect(taken.status).toBe(200);
    const seen = await api.get<{ identity_captures: { download_url: string }[] }>(review, {
      token: reviewer,
    });
    expect(seen.status).toBe(200);
    expect((await api.get(seen.body.identity_captures[0]!.download_url, { token: reviewer })).status).toBe(
      200,
    );
    expect(
      (await api.post(`${review}biometricvalidation/decide/`, { result: 'approved' }, { token: reviewer }))
        .status,
    ).toBe(200);
    const decided = await api.post(
      `${review}decide/`,
      { decision: 'approve' },
      { token: reviewer, headers: { 'if-match': `"${taken.body.version}"` } },
    );
    expect(decided.status).toBe(200);
    const contract = await api.get<{ documents: { download_url: string }[] }>(
      `/api/v1/promoter/applications/${draft.id}/contract/`,
      { token: promoter },
    );
    expect(contract.status).toBe(200);
    expect((await api.get(contract.body.documents[0]!.download_url, { token: promoter })).status).toBe(200);

    // The customer signs through the link; an admin lists, exports and records the transfer.
    const signatureLink = `/api/v1/promoter/applications/${draft.id}/signature-link/`;
    expect((await api.post(signatureLink, undefined, { token: promoter })).status).toBe(201);
    expect((await api.request('DELETE', signatureLink, { token: promoter })).status).toBe(204);
    const link = await api.post<{ slug: string }>(signatureLink, undefined, { token: promoter });
    expect((await api.get(signatureLink, { token: promoter })).status).toBe(200);
    const signing = `/api/v1/signatures/${link.body.slug}/`;
    const toSign = await api.get<{ documents: { id: string; download_url: string }[] }>(signing);
    expect(toSign.status).toBe(200);
    expect((await api.get(toSign.body.documents[0]!.download_url)).status).toBe(200);
    expect((await api.post(`${signing}code/`)).status).toBe(200);
    const code = /código: (\d{6})/.exec(await latestMailTo(server, customer.pre_solicitud.email))![1];
    const stroke = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 70 C 80 5, 150 95, 290 40" stroke="#000" stroke-width="6" fill="none"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const signed = await api.post(signing, {
      code,
      accepted_documents: toSign.body.documents.map((item) => item.id),
      signature: `data:image/png;base64,${stroke.toString('base64')}`,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect((await api.get('/api/v1/admin/disbursements/', { token: admin })).status).toBe(200);
    expect((await api.get('/api/v1/admin/disbursements/export/', { token: admin })).status).toBe(200);
    const beforeTransfer = await api.get<{ version: number }>(review, { token: reviewer });
    expect(
      (
        await api.post(
          `${review}decide/`,
          { decision: 'disburse', reference: 'MBAN01002611200001', paid_at: '2026-11-20' },
          { token: admin, headers: { 'if-match': `"${beforeTransfer.body.version}"` } },
        )
      ).status,
    ).toBe(200);

    const inbox = await api.get<{ results: { id: string }[] }>('/api/v1/notifications/', { token: promoter });
    expect(inbox.status).toBe(200);
    expect(
      (
        await api.post(`/api/v1/notifications/${inbox.body.results[0]!.id}/read/`, undefined, {
          token: promoter,
        })
      ).status,
    ).toBe(200);
    expect((await api.post('/api/v1/notifications/read-all/', undefined, { token: promoter })).status).toBe(
      200,
    );

    const accounts = await api.get<{ results: { id: string; role: string }[] }>('/api/v1/admin/promoters/', {
      token: admin,
    });
    expect(accounts.status).toBe(200);
    const someone = accounts.body.results.find((account) => account.role === 'promoter')!;
    expect((await api.get(`/api/v1/admin/promoters/${someone.id}/`, { token: admin })).status).toBe(200);
    expect(
      (
        await api.request('PATCH', `/api/v1/admin/promoters/${someone.id}/`, {
          token: admin,
          body: { mobile_number: '+52 55 1234 5678' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.post(
          '/api/v1/admin/invitations/',
          { email: uniqueEmail('invitada'), first_name: 'Iris', last_name: 'Invitada', role: 'reviewer' },
          { token: admin },
        )
      ).status,
    ).toBe(201);
    expect((await api.get('/api/v1/admin/invitations/', { token: admin })).status).toBe(200);
    expect((await api.get('/api/v1/admin/audit/', { token: admin })).status).toBe(200);
  }, 120_000);

  it('answers what the document declares for uploads confirmed after a direct upload to a bucket', async () => {
    const s3 = await startS3Server();
    const bucketServer = await startTestServer(s3.env);
    closers.push(async () => {
      await bucketServer.close();
      await s3.close();
    });
    await seedDemoCatalogues(bucketServer.db);
    const client = recording(bucketServer);
    const promoter = await signInAs(bucketServer, 'promoter');
    const draft = await completeDraft(client, promoter);
    await uploadDocument(client, promoter, draft.id, 'ine_front');
    await identityCheck(client, promoter, draft.id);
  }, 120_000);

  it('covers every operation with a successful answer, and every answer matches the document', () => {
    const succeeded = new Set(
      answers.filter((answer) => answer.status < 400).map((answer) => answer.operation),
    );
    expect(operations.map((operation) => operation.key).filter((key) => !succeeded.has(key))).toEqual([]);

    const problems: string[] = [];
    for (const answer of answers) {
      const { operation } = operations.find((candidate) => candidate.key === answer.operation)!;
      const declared = operation.responses[String(answer.status)];
      if (!declared) {
        problems.push(`${answer.operation} answered ${answer.status}, which the document does not declare`);
        continue;
      }
      if (answer.status === 204 || answer.status === 304) continue;
      const content = declared.content ?? {};
      if (!(answer.contentType in content)) {
        problems.push(`${answer.operation} ${answer.status} answered ${answer.contentType}, not declared`);
        continue;
      }
      if (!answer.contentType.includes('json')) continue;
      const key = `${answer.operation} ${answer.status}`;
      const validate = validators.get(key) ?? ajv.compile(content[answer.contentType]!.schema ?? {});
      validators.set(key, validate);
      if (!validate(answer.body))
        problems.push(`${key}: ${ajv.errorsText(validate.errors, { separator: '; ' })}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('what the document says of access', () => {
  it('every operation that declares a bearer token refuses a request without one (401), and no public one does', async () => {
    const wrong: string[] = [];
    const blank = '00000000-0000-4000-8000-000000000000';
    for (const { key, method, operation } of operations) {
      const path = key.slice(method.length + 1).replace(/\{[^}]+\}/g, blank);
      const response = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      const secured = (operation.security ?? []).length > 0;
      if (secured !== (response.status === 401)) wrong.push(`${key}: ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names every operation once, in camelCase, with a summary and one tag', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z]+$/.test(id ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const unlabelled = operations.filter(
      ({ operation }) =>
        !(operation as { summary?: string }).summary || (operation as { tags?: string[] }).tags?.length !== 1,
    );
    expect(unlabelled.map(({ key }) => key)).toEqual([]);
  });
});
