import { useState } from 'react';
import { ApiRequestError } from '../api/api-error.js';

// A submit does not wait for ever on a widget that could not load or verify: it fails as a lost
// connection would (the form says so in the person's language), and the next submit tries again.
export const captchaWaitMs = 30_000;

// Between a form and its captcha widget: the widget provides passes as the person solves it, the
// form takes one when it submits (waiting if none is ready yet). A pass is spent once, so taking
// one asks the widget for the next. Kept apart from the widget so the sign-in page carries this
// and not the widget until a captcha is needed.
export interface CaptchaGate {
  take(): Promise<string>;
  provide(pass: string, expiresInSeconds: number): void;
  // The widget registers what to do when its pass has been spent or has expired.
  onRenew(renew: (() => void) | null): void;
}

export function createCaptchaGate(now: () => number = Date.now): CaptchaGate {
  let ready: { pass: string; expiresAt: number } | null = null;
  let waiting: ((pass: string) => void)[] = [];
  let renew: (() => void) | null = null;
  return {
    take() {
      // A few seconds of margin: the request must reach the server before the pass expires.
      if (ready && ready.expiresAt - now() > 5000) {
        const { pass } = ready;
        ready = null;
        renew?.();
        return Promise.resolve(pass);
      }
      if (ready) {
        ready = null;
        renew?.();
      }
      return new Promise((resolve, reject) => {
        const waiter = (pass: string) => {
          clearTimeout(timer);
          resolve(pass);
        };
        const timer = setTimeout(() => {
          waiting = waiting.filter((candidate) => candidate !== waiter);
          reject(new ApiRequestError(0, 'captcha_unavailable', ''));
        }, captchaWaitMs);
        waiting.push(waiter);
      });
    },
    provide(pass, expiresInSeconds) {
      const waiter = waiting.shift();
      if (waiter) {
        // Handed over, so spent: the widget starts on the next one at once.
        waiter(pass);
        renew?.();
        return;
      }
      ready = { pass, expiresAt: now() + expiresInSeconds * 1000 };
    },
    onRenew(next) {
      renew = next;
    },
  };
}

export const useCaptchaGate = () => useState(() => createCaptchaGate())[0];
