import { applicationStatuses } from '@origina/domain/application-lifecycle';
import openapiTS from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/support/server.js';
import { namedSchemas } from './openapi-components.js';

// What an integrator's generator makes of the document: named types, not anonymous copies.

let server: TestServer;
let document: {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
};
let generated: string;

beforeAll(async () => {
  server = await startTestServer();
  document = (await server.get('/api/openapi.json')).body as never;
  generated = await openapiTS(document as never);
}, 120_000);
afterAll(() => server?.close());

const canonical = (list: unknown) => (Array.isArray(list) ? [...list].sort().join() : '');
const statusEnums = (node: unknown): number => {
  if (Array.isArray(node)) return node.reduce((sum: number, item) => sum + statusEnums(item), 0);
  if (!node || typeof node !== 'object') return 0;
  const own = canonical((node as { enum?: unknown }).enum) === canonical(applicationStatuses) ? 1 : 0;
  return own + Object.values(node).reduce((sum: number, value) => sum + statusEnums(value), 0);
};

describe('the named schemas of the OpenAPI document', () => {
  it('gives a generated client named types for the resources, their states and the error', () => {
    const names = [
      'Application',
      'ApplicationStatus',
      'ApplicationData',
      'ApiError',
      'User',
      'Product',
      'Affiliate',
      'ApplicationDocument',
      'Notification',
      'ReviewQueueItem',
    ];
    for (const name of names) expect(generated).toMatch(new RegExp(`\\n\\s+${name}: `));
    expect(generated).toMatch(/data: components\["schemas"\]\["ApplicationData"\]/);
    expect(generated).toMatch(/status: components\["schemas"\]\["ApplicationStatus"\]/);
  });

  it('refers to the named schemas instead of writing them out again: the status union once', () => {
    expect(JSON.stringify(document.paths)).toContain('"$ref":"#/components/schemas/Application"');
    expect(statusEnums(document)).toBe(1);
    const named = namedSchemas.map(([, name]) => name);
    expect(Object.keys(document.components.schemas).filter((name) => !named.includes(name))).toEqual([]);
  });

  it('declares on every operation the 431 Node answers for headers too large, with its own code', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(50);
    for (const operation of operations) {
      expect(JSON.stringify(operation.responses['431'])).toContain('`headers_too_large`');
    }
  });

  it("types an application's data in answers as its sections", () => {
    const data = document.components.schemas.ApplicationData as { properties: Record<string, unknown> };
    expect(Object.keys(data.properties)).toContain('datos_laborales');
    const read = document.paths['/api/v1/promoter/applications/{id}/']!.get!.responses['200'];
    expect(JSON.stringify(read)).toContain('#/components/schemas/Application"');
  });
});
