import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n.js';
import { apiRequest, earlyAnswerMs } from './client.js';

// Issue 35: early-start.js (build/early-start.ts) asks the configuration and the profile before the
// app's code arrives; the app takes those answers instead of asking again, but only as asked.
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function startedEarly(
  answers: Record<string, { token: string | null; body: unknown }>,
  language = 'es',
  asked = Date.now(),
) {
  const early = {
    language,
    asked,
    answers: Object.fromEntries(
      Object.entries(answers).map(([path, { token, body }]) => [
        path,
        { token, response: Promise.resolve(json(body)) },
      ]),
    ),
  };
  vi.stubGlobal('window', { __originaEarly: early });
  const fetch = vi.fn(async () => json({ from: 'network' }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('answers the page asked for before the app ran', () => {
  it('are taken once, with the same token, instead of asking again', async () => {
    const fetch = startedEarly({
      '/config/': { token: null, body: { from: 'early' } },
      '/users/users/whoami/': { token: 'access-1', body: { id: 'early-user' } },
    });
    expect(await apiRequest('/config/', { authenticated: false })).toEqual({ from: 'early' });
    expect(await apiRequest('/users/users/whoami/', { token: 'access-1' })).toEqual({ id: 'early-user' });
    expect(fetch).not.toHaveBeenCalled();
    // Once only: the next read is a new one.
    expect(await apiRequest('/config/', { authenticated: false })).toEqual({ from: 'network' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are not taken for another token or another language', async () => {
    const fetch = startedEarly(
      {
        '/users/users/whoami/': { token: 'access-old', body: { id: 'early-user' } },
        '/config/': { token: null, body: { from: 'early' } },
      },
      'en',
    );
    expect(await apiRequest('/users/users/whoami/', { token: 'access-new' })).toEqual({ from: 'network' });
    // The app speaks Spanish here, the early read asked in English.
    expect(await apiRequest('/config/', { authenticated: false })).toEqual({ from: 'network' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('are taken while the app is starting in the language they were asked in (its words still on their way)', async () => {
    const fetch = startedEarly({ '/config/': { token: null, body: { from: 'early' } } }, 'en');
    const starting = setLanguage('en');
    expect(await apiRequest('/config/', { authenticated: false })).toEqual({ from: 'early' });
    await starting;
    await setLanguage('es');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('are not taken once they are older than the first screen could be (a list may have changed)', async () => {
    const fetch = startedEarly(
      { '/promoter/applications/stats/': { token: 'access-1', body: { from: 'early' } } },
      'es',
      Date.now() - earlyAnswerMs - 1,
    );
    expect(await apiRequest('/promoter/applications/stats/', { token: 'access-1' })).toEqual({
      from: 'network',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
