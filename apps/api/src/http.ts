import { apiErrorSchema } from '@origina/domain/api-error';
import type { FastifyRequest } from 'fastify';

export const clientMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

// Documents the error answers a route can give; every one has the same JSON shape.
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
}
