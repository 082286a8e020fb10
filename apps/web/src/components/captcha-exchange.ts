import { useState } from 'react';
import { exchangeCaptchaToken } from '../api/captcha.js';
import type { CaptchaGate } from './captcha-gate.js';

/** A solved captcha exchanged for a pass handed to the form's gate; says when the server refused it. */
export function useExchange(gate: CaptchaGate) {
  const [failed, setFailed] = useState(false);
  const exchange = async (token: string) => {
    try {
      const { pass, expires_in } = await exchangeCaptchaToken(token);
      setFailed(false);
      gate.provide(pass, expires_in);
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  };
  return { failed, exchange };
}
