import { unacceptableTextPaths } from '@origina/domain/text-rule';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

// Every string a request carries (path, query, JSON body) passes the one text rule before any
// schema, query or solver sees it: a NUL or a lone surrogate is a clear 400 naming the field, never
// a database error. Runs after authentication (onRequest), so strangers learn nothing from it.
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...unacceptableTextPaths(request.params),
      ...unacceptableTextPaths(request.query),
      ...unacceptableTextPaths(request.body),
    ];
    if (paths.length === 0) return;
    throw new AppError(400, 'invalid_input', {
      fieldErrors: Object.fromEntries(paths.map((path) => [path, ['validation.text_invalid' as const]])),
    });
  });
});
