import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionManager, RefreshRefusedError, type SessionTokens, type TabChannel } from './session.js';
import { isValidToken } from './tokens.js';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: { exp: number; iat?: number; fam?: string }) =>
  `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

// Two ends of one in-memory BroadcastChannel, delivering asynchronously like the real one.
function channelPair() {
  const a: TabChannel = {
    postMessage: (m) => queueMicrotask(() => b.onmessage?.({ data: m })),
    onmessage: null,
  };
  const b: TabChannel = {
    postMessage: (m) => queueMicrotask(() => a.onmessage?.({ data: m })),
    onmessage: null,
  };
  return [a, b] as const;
}

const seconds = () => Math.floor(Date.now() / 1000);
const session = (lifetime = 300, fam = 'family-1'): SessionTokens => ({
  access: token({ iat: seconds(), exp: seconds() + lifetime, fam }),
  refresh: token({ iat: seconds(), exp: seconds() + lifetime + 86400, fam }),
});

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('isValidToken (SPEC §5)', () => {
  it('is true only for a present token whose expiry lies in the future', () => {
    expect(isValidToken(null)).toBe(false);
    expect(isValidToken('not-a-jwt')).toBe(false);
    expect(isValidToken(token({ exp: seconds() - 1 }))).toBe(false);
    expect(isValidToken(token({ exp: seconds() + 60 }))).toBe(true);
  });
});

describe('session manager', () => {
  it('renews shortly before the access token expires and stores the rotated tokens', async () => {
    const renew = vi.fn(async () => session());
    const storage = memoryStorage();
    const manager = createSessionManager({ storage, renew, channel: null });
    manager.set(session(300));
    await vi.advanceTimersByTimeAsync(239_000);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(storage.getItem('accessToken')).toBe(manager.accessToken());
  });

  it('keeps timers correct for delays longer than setTimeout can hold', async () => {
    const renew = vi.fn(async () => session(40 * 86400));
    const manager = createSessionManager({ storage: memoryStorage(), renew, channel: null });
    manager.set(session(40 * 86400));
    await vi.advanceTimersByTimeAsync(30 * 86400 * 1000);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10 * 86400 * 1000);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('shares one renewal among every caller that needs it at once', async () => {
    let resolve: (tokens: SessionTokens) => void = () => undefined;
    const renew = vi.fn(() => new Promise<SessionTokens>((r) => (resolve = r)));
    const manager = createSessionManager({ storage: memoryStorage(), renew, channel: null });
    manager.set(session());
    const calls = [manager.refresh(), manager.refresh(), manager.refresh()];
    const next = session();
    resolve(next);
    expect(await Promise.all(calls)).toEqual([next.access, next.access, next.access]);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('clears both tokens and reports expiry when the server refuses the renewal', async () => {
    const storage = memoryStorage();
    const manager = createSessionManager({
      storage,
      renew: async () => {
        throw new RefreshRefusedError();
      },
      channel: null,
    });
    const events: string[] = [];
    manager.subscribe((event) => events.push(event));
    manager.set(session());
    expect(await manager.refresh()).toBeNull();
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('refreshToken')).toBeNull();
    expect(events).toContain('expired');
  });

  it('keeps the session through a network failure and tries again', async () => {
    let fail = true;
    const renew = vi.fn(async () => {
      if (fail) throw new TypeError('network down');
      return session();
    });
    const storage = memoryStorage();
    const manager = createSessionManager({ storage, renew, channel: null });
    manager.set(session());
    expect(await manager.refresh()).toBeNull();
    expect(storage.getItem('refreshToken')).not.toBeNull();
    fail = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('lets a new tab borrow the session of an open tab, and signs every tab out together', async () => {
    const [first, second] = channelPair();
    const openTab = createSessionManager({
      storage: memoryStorage(),
      renew: async () => session(),
      channel: first,
    });
    const newTab = createSessionManager({
      storage: memoryStorage(),
      renew: async () => session(),
      channel: second,
    });
    const tokens = session();
    openTab.set(tokens);
    await vi.advanceTimersByTimeAsync(0);
    expect(await newTab.restore()).toEqual(tokens);
    expect(newTab.accessToken()).toBe(tokens.access);

    const events: string[] = [];
    openTab.subscribe((event) => events.push(event));
    newTab.endSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(openTab.accessToken()).toBeNull();
    expect(events).toEqual(['logout']);
  });

  it('takes the rotated tokens another tab got for the same session, and ignores other sessions', async () => {
    const [first, second] = channelPair();
    const a = createSessionManager({
      storage: memoryStorage(),
      renew: async () => session(),
      channel: first,
    });
    const b = createSessionManager({
      storage: memoryStorage(),
      renew: async () => session(),
      channel: second,
    });
    b.set(session(300, 'family-b'));
    const own = b.accessToken();
    a.set(session(300, 'family-a'));
    await vi.advanceTimersByTimeAsync(0);
    expect(b.accessToken()).toBe(own);
    const rotated = session(300, 'family-b');
    a.set(rotated);
    await vi.advanceTimersByTimeAsync(0);
    expect(b.accessToken()).toBe(rotated.access);
  });

  it('keeps a sign-in made while it waited for the other tabs', async () => {
    const [, lonely] = channelPair();
    const manager = createSessionManager({
      storage: memoryStorage(),
      renew: async () => session(),
      channel: lonely,
    });
    const restoring = manager.restore(250);
    const signedIn = session();
    manager.set(signedIn);
    await vi.advanceTimersByTimeAsync(250);
    expect(await restoring).toEqual(signedIn);
    expect(manager.accessToken()).toBe(signedIn.access);
  });

  it('starts signed out when no tab answers', async () => {
    const [, lonely] = channelPair();
    const manager = createSessionManager({
      storage: memoryStorage(),
      renew: async () => session(),
      channel: lonely,
    });
    const restored = manager.restore(100);
    await vi.advanceTimersByTimeAsync(100);
    expect(await restored).toBeNull();
  });
});
