import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/**
 * Lets the routes of one plugin take a body of any content type as raw bytes (a photo or a file,
 * sent as the browser holds it), up to `bodyLimit`. Called inside a route plugin, it reaches that
 * plugin's routes only; JSON keeps its own parser.
 */
export function acceptRawBodies(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
}

/** A body declared larger than `maxBytes` is refused (413) before it is read (an onRequest hook;
 * the errors plugin closes the connection of a refusal whose body has not arrived). */
export function refuseDeclaredSize(request: FastifyRequest, maxBytes: number) {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw new AppError(413, 'file_too_large');
}
