import { zodResolver } from '@hookform/resolvers/zod';
import LinkOff from '@mui/icons-material/LinkOff';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetRequestSchema } from '@origina/domain/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { requestPasswordReset } from '../../api/auth.js';
import { CaptchaField } from '../../components/captcha-field.js';
import { useCaptchaGate } from '../../components/captcha-gate.js';
import { fieldMessage } from '../../components/form-messages.js';
import { FormTextField } from '../../components/form-text-field.js';
import { usePageTitle } from '../../components/page-title.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { TextLink } from '../../components/text-link.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { MessageScreen } from './message-screen.js';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.forgot.title'));
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const gate = useCaptchaGate();
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof resetRequestSchema>,
    unknown,
    z.output<typeof resetRequestSchema>
  >({
    resolver: zodResolver(resetRequestSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await requestPasswordReset({ email, captcha: await gate.take() });
      navigate(paths.auth.forgotPasswordSuccess, { state: { email } });
    } catch (error) {
      setFormError(
        applyServerErrors(
          error,
          ['email'],
          (field, message) => setError(field, { type: 'server', message }),
          t,
        ),
      );
    }
  });

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('account.forgot.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('account.forgot.body')}</Typography>
      </Stack>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <FormTextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          autoFocus
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={fieldMessage(t, errors.email?.message)}
          disabled={isSubmitting}
        />
        <CaptchaField gate={gate} />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('account.forgot.submit')}
        </Button>
        <TextLink to={paths.auth.login} sx={{ alignSelf: 'center' }}>
          {t('account.forgot.back')}
        </TextLink>
      </Stack>
    </Stack>
  );
}

export function ForgotPasswordSuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.forgot.successTitle'));
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <MessageScreen
      icon={<MarkEmailReadOutlined color="primary" sx={{ fontSize: 56 }} />}
      title={t('account.forgot.successTitle')}
      body={email ? t('account.forgot.successBody', { email }) : t('account.forgot.successBodyNoEmail')}
      action={{ label: t('account.forgot.back'), to: paths.auth.login }}
    />
  );
}

export function ForgotPasswordErrorPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.forgot.errorTitle'));
  return (
    <Stack spacing={2}>
      <MessageScreen
        icon={<LinkOff color="error" sx={{ fontSize: 56 }} />}
        title={t('account.forgot.errorTitle')}
        body={t('account.forgot.errorBody')}
        action={{ label: t('account.forgot.again'), to: paths.auth.forgotPassword }}
      />
      <Button component={RouterLink} to={paths.auth.login}>
        {t('account.forgot.back')}
      </Button>
    </Stack>
  );
}
