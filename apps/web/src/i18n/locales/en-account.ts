import type { AccountMessages } from './es-account.js';

export const enAccount: AccountMessages = {
  account: {
    newPassword: 'New password',
    confirmPassword: 'Confirm the password',
    firstName: 'First name(s)',
    lastName: 'Last names',
    passwordHint: 'At least 8 characters. A long phrase is safer than odd symbols.',
    register: {
      title: 'Create your promoter account',
      haveAccount: 'Already have an account?',
      login: 'Sign in',
      submit: 'Create account',
      terms: 'By creating your account you accept the privacy notice and the terms of use.',
    },
    registerSuccess: {
      title: 'Verify your e-mail',
      body: 'We sent a 6-digit code to {{email}}. Enter it here to confirm your e-mail.',
      code: 'Verification code',
      submit: 'Verify',
      resend: 'Send another code',
      resent: 'We sent you a new code.',
      verified: 'Your e-mail is verified.',
      continue: 'Go home',
      signOut: 'Sign out',
    },
    invitation: {
      title: 'Create your password',
      body: 'You were invited to Origina. Choose a password to activate your account.',
      submit: 'Activate account',
      done: 'Your account is ready. Sign in with your e-mail and your new password.',
    },
    forgot: {
      title: 'Forgot your password?',
      body: 'Enter your account e-mail and we will send you a link to choose a new one.',
      submit: 'Send link',
      back: 'Back to sign in',
      successTitle: 'Check your e-mail',
      successBody:
        'If {{email}} belongs to an account, you will receive a link to reset your password. It expires in 1 hour.',
      successBodyNoEmail:
        'If the e-mail belongs to an account, you will receive a link to reset your password.',
      errorTitle: 'The link is no longer valid',
      errorBody: 'The link expired or was already used. Ask for a new one to reset your password.',
      again: 'Ask for a new link',
    },
    reset: {
      title: 'Choose a new password',
      submit: 'Save password',
      successTitle: 'Password updated',
      successBody: 'You can sign in with your new password now. We closed your other sessions for safety.',
    },
    toLogin: 'Go to sign in',
  },
};
