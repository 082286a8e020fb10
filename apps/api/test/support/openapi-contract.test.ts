import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractRecorder, type OperationEntry } from './openapi-contract.js';
import type { TestServer } from './server.js';

// The recorder the contract suites rely on, against a tiny server and a one-operation document:
// it must report an answer the document does not declare, and a body its named schema refuses.

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const [status, body] = request.url === '/fake/?teapot' ? [418, { detail: 'no' }] : [200, { ok: 'yes' }];
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const fakeOperation: OperationEntry = {
  key: 'GET /fake/',
  method: 'GET',
  pattern: /^\/fake\/$/,
  operation: {
    operationId: 'getFake',
    responses: {
      '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Ok' } } } },
    },
  },
  components: {
    schemas: {
      Ok: {
        type: 'object',
        properties: { ok: { type: 'boolean' } },
        required: ['ok'],
        additionalProperties: false,
      },
    },
  },
};

describe('the contract recorder', () => {
  it('reports an answer whose status the document does not declare, and a body its named schema refuses', async () => {
    const contract = createContractRecorder([fakeOperation]);
    const api = contract.recording({ baseUrl } as TestServer);
    await api.get('/fake/?teapot');
    await api.get('/fake/');
    expect(contract.problems()).toEqual([
      'GET /fake/ answered 418, which the document does not declare',
      'GET /fake/ 200: data/ok must be boolean',
    ]);
  });
});
