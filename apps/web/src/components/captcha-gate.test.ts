import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/api-error.js';
import { captchaWaitMs, createCaptchaGate } from './captcha-gate.js';

describe('captcha gate', () => {
  it('hands a ready pass once and asks the widget for the next', async () => {
    const gate = createCaptchaGate();
    const renew = vi.fn();
    gate.onRenew(renew);
    gate.provide('pass-1', 300);
    await expect(gate.take()).resolves.toBe('pass-1');
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('makes a submit wait until the widget provides a pass, then asks for the next', async () => {
    const gate = createCaptchaGate();
    const renew = vi.fn();
    gate.onRenew(renew);
    const taken = gate.take();
    gate.provide('pass-2', 300);
    await expect(taken).resolves.toBe('pass-2');
    // A second submit (the first was refused) must not wait for a pass nobody is making.
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('drops a pass about to expire and waits for a fresh one', async () => {
    let time = 0;
    const gate = createCaptchaGate(() => time);
    const renew = vi.fn();
    gate.onRenew(renew);
    gate.provide('old', 300);
    time = 298_000;
    const taken = gate.take();
    expect(renew).toHaveBeenCalledTimes(1);
    gate.provide('fresh', 300);
    await expect(taken).resolves.toBe('fresh');
  });

  it('gives up after a while when the widget never provides, as a lost connection', async () => {
    vi.useFakeTimers();
    try {
      const gate = createCaptchaGate();
      const taken = gate.take();
      const outcome = expect(taken).rejects.toBeInstanceOf(ApiRequestError);
      await vi.advanceTimersByTimeAsync(captchaWaitMs);
      await outcome;
      // A later pass goes to the next submit, not to the one that gave up.
      gate.provide('late', 300);
      await expect(gate.take()).resolves.toBe('late');
    } finally {
      vi.useRealTimers();
    }
  });
});
