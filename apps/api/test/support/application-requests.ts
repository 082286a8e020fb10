import type { Application } from '@origina/domain/application-api';
import { customer } from './customer.js';
import type { TestServer } from './server.js';

/**
 * The promoter's application requests a suite makes again and again. `current` answers the
 * suite's server and default promoter token once its beforeAll has run.
 */
export function applicationRequests(current: () => { server: TestServer; token: string }) {
  const create = (
    body: unknown = { pre_solicitud: customer.pre_solicitud },
    token = current().token,
    headers: Record<string, string> = {},
  ) => current().server.post<Application>('/api/v1/promoter/applications/', body, { token, headers });
  const patch = (
    id: string,
    body: unknown,
    version: number | string | null,
    token = current().token,
    language = 'es',
  ) =>
    current().server.request<Application>('PATCH', `/api/v1/promoter/applications/${id}/`, {
      token,
      body,
      headers: { ...(version === null ? {} : { 'if-match': `"${version}"` }), 'accept-language': language },
    });
  const get = (id: string, token = current().token) =>
    current().server.get<Application>(`/api/v1/promoter/applications/${id}/`, { token });
  return { create, patch, get };
}
