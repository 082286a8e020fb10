import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { registerRequestSchema } from '@origina/domain/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAuthContext } from '../../auth/auth-context.js';
import { CaptchaField } from '../../components/captcha-field.js';
import { useCaptchaGate } from '../../components/captcha-gate.js';
import { fieldMessage } from '../../components/form-messages.js';
import { FormTextField } from '../../components/form-text-field.js';
import { usePageTitle } from '../../components/page-title.js';
import { PasswordField } from '../../components/password-field.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { TextLink } from '../../components/text-link.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';

type RegisterInput = z.input<typeof registerRequestSchema>;
const fields = ['email', 'password', 'firstName', 'lastName'] as const;

export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.register.title'));
  const { register: createAccount } = useAuthContext();
  const [formError, setFormError] = useState<string | null>(null);
  const gate = useCaptchaGate();
  const { register, handleSubmit, setError, formState } = useForm<
    RegisterInput,
    unknown,
    z.output<typeof registerRequestSchema>
  >({
    resolver: zodResolver(registerRequestSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '', firstName: '', lastName: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // Signed in now: the guest guard takes the new promoter on to verify the e-mail.
      await createAccount({ ...values, captcha: await gate.take() });
    } catch (error) {
      setFormError(
        applyServerErrors(error, fields, (field, message) => setError(field, { type: 'server', message }), t),
      );
    }
  });

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('account.register.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('account.register.haveAccount')}{' '}
          <TextLink to={paths.auth.login}>{t('account.register.login')}</TextLink>
        </Typography>
      </Stack>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            label={t('account.firstName')}
            autoComplete="given-name"
            {...register('firstName')}
            error={Boolean(errors.firstName)}
            helperText={fieldMessage(t, errors.firstName?.message)}
            disabled={isSubmitting}
          />
          <FormTextField
            label={t('account.lastName')}
            autoComplete="family-name"
            {...register('lastName')}
            error={Boolean(errors.lastName)}
            helperText={fieldMessage(t, errors.lastName?.message)}
            disabled={isSubmitting}
          />
        </Stack>
        <FormTextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={fieldMessage(t, errors.email?.message)}
          disabled={isSubmitting}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={fieldMessage(t, errors.password?.message) ?? t('account.passwordHint')}
          disabled={isSubmitting}
        />
        <CaptchaField gate={gate} />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('account.register.submit')}
        </Button>
        <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {t('account.register.terms')}
        </Typography>
      </Stack>
    </Stack>
  );
}
