import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { verifyRequestSchema } from '@origina/domain/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiRequestError } from '../../api/api-error.js';
import { resendVerification, verifyEmail } from '../../api/auth.js';
import { useAuthContext } from '../../auth/auth-context.js';
import { fieldMessage } from '../../components/form-messages.js';
import { FormTextField } from '../../components/form-text-field.js';
import { usePageTitle } from '../../components/page-title.js';
import { applyServerErrors, errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';

const codeSchema = z.object({ code: verifyRequestSchema.shape.code });

// After registering: the e-mailed 6-digit code confirms the address (POST /auth/verify/).
export function RegisterSuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.registerSuccess.title'));
  const { user, authenticated, reloadUser, logout } = useAuthContext();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const email = user?.email ?? search.get('email') ?? '';
  const [resending, setResending] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(
    null,
  );
  const [verified, setVerified] = useState(user?.email_verified ?? false);
  const { register, handleSubmit, setError, formState } = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema),
    mode: 'onChange',
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ code }) => {
    setMessage(null);
    try {
      await verifyEmail({ email, code });
      setVerified(true);
      if (authenticated) await reloadUser();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        setVerified(true);
        return;
      }
      // Every refusal here is about the code, so even the form's message goes under that field.
      const message = applyServerErrors(
        error,
        ['code'],
        (field, text) => setError(field, { type: 'server', message: text }),
        t,
      );
      if (message) setError('code', { type: 'server', message });
    }
  });

  const onResend = async () => {
    setMessage(null);
    setResending(true);
    try {
      await resendVerification();
      setMessage({ severity: 'info', text: t('account.registerSuccess.resent') });
    } catch (error) {
      setMessage({
        severity: 'error',
        text: errorMessage(error, t),
      });
    } finally {
      setResending(false);
    }
  };

  const onSignOut = async () => {
    await logout();
    navigate(paths.auth.login, { replace: true });
  };

  if (verified) {
    return (
      <Stack spacing={2.5}>
        <Typography variant="h4" component="h1">
          {t('account.registerSuccess.title')}
        </Typography>
        <Alert severity="success">{t('account.registerSuccess.verified')}</Alert>
        <Button
          component={RouterLink}
          to={authenticated ? paths.dashboard.root : paths.auth.login}
          variant="contained"
          size="large"
        >
          {authenticated ? t('account.registerSuccess.continue') : t('account.toLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('account.registerSuccess.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('account.registerSuccess.body', { email })}
        </Typography>
      </Stack>
      {message ? (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <FormTextField
          label={t('account.registerSuccess.code')}
          autoComplete="one-time-code"
          autoFocus
          inputProps={{ inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' }}
          {...register('code')}
          error={Boolean(errors.code)}
          helperText={fieldMessage(t, errors.code?.message)}
          disabled={isSubmitting}
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('account.registerSuccess.submit')}
        </Button>
      </Stack>
      {authenticated ? (
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Button onClick={() => void onResend()} loading={resending}>
            {t('account.registerSuccess.resend')}
          </Button>
          {/* Nothing else works before the address is proved: the way out is to sign out. */}
          <Button onClick={() => void onSignOut()}>{t('account.registerSuccess.signOut')}</Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
