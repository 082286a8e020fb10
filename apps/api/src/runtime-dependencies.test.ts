import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

// package.json's overrides hold cookie (under light-my-request) and content-disposition (under
// @fastify/static) at releases whose engines accept Node 20: these are the calls they serve.
describe('dependencies held back for Node 20', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("fastify's inject sends the cookies it is given (cookie's stringifySetCookie)", async () => {
    const app = Fastify();
    app.get('/echo', async (request) => ({ cookie: request.headers.cookie }));
    const response = await app.inject({ url: '/echo', cookies: { session: 'a b', lang: 'es' } });
    expect(response.json()).toEqual({ cookie: 'session=a%20b; lang=es' });
    await app.close();
  });

  it("@fastify/static names a download, accents included (content-disposition's create)", async () => {
    writeFileSync(join(root, 'carátula 1.pdf'), '%PDF-1.7');
    const app = Fastify();
    await app.register(fastifyStatic, { root, serve: false });
    app.get('/download', (_request, reply) => reply.download('carátula 1.pdf'));
    const response = await app.inject({ url: '/download' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="car?tula 1.pdf"; filename*=UTF-8\'\'car%C3%A1tula%201.pdf',
    );
    expect(response.body).toBe('%PDF-1.7');
    await app.close();
  });
});
