import type { User } from '@origina/domain/auth';
import { apiRequest } from './client.js';

// The server validates every answer against the shared schemas before sending it, so these calls
// only name its type: the sign-in path stays free of zod.
type Detail = { detail: string };

export const loginRequest = (body: { email: string; password: string; captcha?: string }) =>
  apiRequest<{ access: string; refresh: string; user: User }>('/auth/', {
    method: 'POST',
    body,
    authenticated: false,
  });

export const registerRequest = (body: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  captcha?: string;
}) =>
  apiRequest<{ accessToken: string; refreshToken: string; user: User }>('/auth/register/', {
    method: 'POST',
    body,
    authenticated: false,
  });

export const refreshRequest = (refresh: string) =>
  apiRequest<{ access: string; refresh: string }>('/auth/refresh/', {
    method: 'POST',
    body: { refresh },
    authenticated: false,
  });

export const logoutRequest = (access: string | null, refresh: string | null) =>
  apiRequest<void>('/auth/logout/', {
    method: 'POST',
    body: refresh ? { refresh } : {},
    authenticated: false,
    ...(access ? { token: access } : {}),
  });

// docs/product-spec.md §7: whoami with an explicit bearer header (used while restoring a session).
export const whoamiRequest = (token?: string) =>
  apiRequest<User>('/users/users/whoami/', token ? { token } : {});

export const verifyEmail = (body: { email: string; code: string }) =>
  apiRequest<Detail>('/auth/verify/', { method: 'POST', body, authenticated: false });

export const resendVerification = () => apiRequest<Detail>('/auth/verify/resend/', { method: 'POST' });

export const requestPasswordReset = (body: { email: string; captcha?: string }) =>
  apiRequest<Detail>('/users/users/reset/', { method: 'POST', body, authenticated: false });

export const confirmPassword = (body: { token: string; password: string }) =>
  apiRequest<Detail>('/users/users/confirm/', { method: 'POST', body, authenticated: false });
