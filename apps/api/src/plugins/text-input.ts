import { type ShapeLimits, shapeProblem, unacceptableTextPaths } from '@origina/domain/text-rule';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

// Every string a request carries (path, query, JSON body) passes the one text rule before any
// schema, query or solver sees it: a NUL or a lone surrogate is a clear 400 naming the field, never
// a database error. Runs after authentication (onRequest), so strangers learn nothing from it.
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A role check that needs the action the body names (a decision): it runs first, so a role
     * the action is not for gets its 403 before any 400 about the body. */
    bodyRoleCheck?: (request: FastifyRequest) => void;
  }
}

// No request of this API nests deeper than a few levels, holds a list longer than 200 (a branch's
// affiliates) or more than a few hundred values. A body nested thousands deep is refused before
// anything walks it (a recursive walk would run out of stack: a 500), and a 1 MB body of tiny
// strings (250,000 of them cost the text rule ~300 ms of CPU, before any sign-in) after a walk of
// at most 5,000 steps (docs/security.md, Text and exports).
const bodyShape: ShapeLimits = { nesting: 32, arrayItems: 1000, values: 5000 };

export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    request.routeOptions.config.bodyRoleCheck?.(request);
    const problem = shapeProblem(request.body, bodyShape);
    if (problem)
      throw new AppError(400, 'invalid_input', {
        fieldErrors: { non_field_errors: [`validation.${problem}` as const] },
      });
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
