import { currentLanguage, settlingLanguage } from '../i18n/i18n.js';
import { reportNetworkError } from '../offline/network-status.js';
import { ApiRequestError, toApiRequestError } from './api-error.js';

interface AuthHooks {
  accessToken: () => string | null;
  // Renews the session once for every caller waiting on it; null when it cannot be renewed.
  refresh: () => Promise<string | null>;
}

let auth: AuthHooks = { accessToken: () => null, refresh: async () => null };

export function connectApiAuth(hooks: AuthHooks) {
  auth = hooks;
}

// Parses the answer; screens outside the critical path pass a zod schema's parse here.
type Parser<T> = { parse: (value: unknown) => T };

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: Parser<T>;
  authenticated?: boolean;
  token?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** A file instead of JSON. */
  as?: 'blob';
  /** The browser's HTTP cache: 'no-cache' revalidates (an ETag makes it cheap) before using it. */
  cache?: RequestCache;
}

type EarlyAnswer = { token: string | null; response: Promise<Response | null> };
declare global {
  interface Window {
    __originaEarly?: { language: string; answers: Record<string, EarlyAnswer | undefined>; asked: number };
  }
}

// How long after the page started a read early-start.js made may stand for the app's own: the
// app's first screen asks within seconds even on a slow phone; later, the list may have changed.
export const earlyAnswerMs = 30_000;

// A read early-start.js already started, before the app's code arrived (build/early-start.ts):
// taken once, when asked with the same token and language while it is fresh; anything else asks anew.
// The language is the one the app is starting in: start.tsx asks the configuration while English,
// when stored, is still on its way, and asking it again cost a slow phone a round trip.
function earlyAnswer(path: string, options: RequestOptions<unknown>, token: string | null) {
  const early = typeof window === 'undefined' ? undefined : window.__originaEarly;
  const answer = early?.answers[path];
  if (!answer || options.method || options.body !== undefined || options.signal) return null;
  early.answers[path] = undefined;
  const fresh = Date.now() - early.asked < earlyAnswerMs;
  return fresh && answer.token === token && early.language === settlingLanguage() ? answer.response : null;
}

async function send(path: string, options: RequestOptions<unknown>, token: string | null) {
  const early = await earlyAnswer(path, options, token);
  if (early) return early;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
    ...options.headers,
  };
  // A file goes as it is (a scan's bytes); anything else as JSON.
  const file = options.body instanceof Blob ? options.body : null;
  if (options.body !== undefined) headers['content-type'] = file ? file.type : 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(`/api/v1${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      cache: options.cache,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    reportNetworkError();
    throw new ApiRequestError(0, 'network', '');
  }
}

// One JSON call to the API. A 401 on an authenticated call renews the session once and retries.
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const authenticated = options.authenticated ?? true;
  const token = options.token ?? (authenticated ? auth.accessToken() : null);
  let response = await send(path, options, token);
  if (response.status === 401 && authenticated && !options.token) {
    const renewed = await auth.refresh();
    if (renewed) response = await send(path, options, renewed);
  }
  if (!response.ok) throw await toApiRequestError(response);
  if (response.status === 204) return undefined as T;
  if (options.as === 'blob') return (await response.blob()) as T;
  const body: unknown = await response.json();
  return options.schema ? options.schema.parse(body) : (body as T);
}
