import { apiRequest } from './client.js';

// A solved captcha (ALTCHA payload or reCAPTCHA response) for a single-use pass.
export const exchangeCaptchaToken = (token: string) =>
  apiRequest<{ pass: string; expires_in: number }>('/recaptcha/', {
    method: 'POST',
    body: { token },
    authenticated: false,
  });
