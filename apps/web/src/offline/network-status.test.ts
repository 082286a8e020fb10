import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function networkStatus(onLine: boolean) {
  const browser = new EventTarget();
  vi.stubGlobal('window', browser);
  vi.stubGlobal('navigator', { onLine });
  const probe = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
  vi.stubGlobal('fetch', probe);
  vi.useFakeTimers();
  return { browser, probe, ...(await import('./network-status.js')) };
}

describe('the network status the offline banner shows', () => {
  it('follows the browser: offline while navigator.onLine is false', async () => {
    const { isOffline } = await networkStatus(false);
    expect(isOffline()).toBe(true);
  });

  it('is offline after a request fails without an answer, until the server answers a probe again', async () => {
    const { isOffline, reportNetworkError, subscribeToNetwork, probe } = await networkStatus(true);
    const changed = vi.fn();
    const stop = subscribeToNetwork(changed);
    expect(isOffline()).toBe(false);

    reportNetworkError();
    expect(isOffline()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    // The probe finds no server: still offline, asked again later.
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledWith('/api/v1/config/', { method: 'HEAD', cache: 'no-store' });
    expect(isOffline()).toBe(true);

    probe.mockResolvedValue(new Response(null));
    await vi.advanceTimersByTimeAsync(5000);
    expect(isOffline()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
  });

  it('is online again at once when the browser says it is back', async () => {
    const { browser, isOffline, reportNetworkError, subscribeToNetwork } = await networkStatus(true);
    const stop = subscribeToNetwork(() => undefined);
    reportNetworkError();
    expect(isOffline()).toBe(true);
    browser.dispatchEvent(new Event('online'));
    expect(isOffline()).toBe(false);
    stop();
  });
});
