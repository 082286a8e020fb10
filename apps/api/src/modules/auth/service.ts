import type { AppContext } from '../../context.js';
import type { Language } from '../../i18n/messages.js';
import { createConcurrencyGate } from '../../security/concurrency-gate.js';
import type { CaptchaService } from '../captcha/captcha.js';
import { resendVerification, verifyEmail } from './email-verification.js';
import { type InvitationInput, invite } from './invitation.js';
import { login } from './login.js';
import { confirmPassword, requestPasswordReset } from './password-reset.js';
import { register } from './register.js';
import type { ClientMeta } from './sessions.js';

// The account use cases, one file each (login, register, email-verification, password-reset,
// invitation), bound to the app's context and captcha: what the routes and the CLI call.
export function createAuthService(context: AppContext, captcha: CaptchaService) {
  const passwordChecks = createConcurrencyGate();
  return {
    login: (input: Parameters<typeof login>[3], meta: ClientMeta) =>
      login(context, captcha, passwordChecks, input, meta),
    register: (input: Parameters<typeof register>[2], meta: ClientMeta, language: Language) =>
      register(context, captcha, input, meta, language),
    verifyEmail: (input: Parameters<typeof verifyEmail>[1], meta: ClientMeta) =>
      verifyEmail(context, input, meta),
    resendVerification: (userId: string) => resendVerification(context, userId),
    requestPasswordReset: (input: Parameters<typeof requestPasswordReset>[2], meta: ClientMeta) =>
      requestPasswordReset(context, captcha, input, meta),
    confirmPassword: (input: Parameters<typeof confirmPassword>[1], meta: ClientMeta) =>
      confirmPassword(context, input, meta),
    invite: (input: InvitationInput) => invite(context, input),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
