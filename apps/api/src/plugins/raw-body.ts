import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of one plugin take a body of any content type as raw bytes (a photo or a file,
 * sent as the browser holds it), up to `bodyLimit`. Called inside a route plugin, it reaches that
 * plugin's routes only; JSON keeps its own parser.
 */
export function acceptRawBodies(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
}
