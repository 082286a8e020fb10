import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { passwordSchema } from '@origina/domain/password-policy';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiRequestError } from '../../api/api-error.js';
import { confirmPassword } from '../../api/auth.js';
import { fieldMessage } from '../../components/form-messages.js';
import { PasswordField } from '../../components/password-field.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';

const schema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    message: 'validation.passwords_differ',
    path: ['confirm'],
  });
type Values = z.infer<typeof schema>;

// Sets a password from a reset or invitation link (POST /users/users/confirm/).
export function NewPasswordForm({
  token,
  submitLabel,
  onDone,
  onLinkRefused,
  onError,
}: {
  token: string;
  submitLabel: string;
  onDone: () => void;
  onLinkRefused: (error: ApiRequestError) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await confirmPassword({ token, password });
      onDone();
    } catch (error) {
      if (
        error instanceof ApiRequestError &&
        (error.code === 'link_invalid' || error.code === 'link_expired')
      ) {
        return onLinkRefused(error);
      }
      const message = applyServerErrors(
        error,
        ['password'],
        (field, text) => setError(field, { type: 'server', message: text }),
        t,
      );
      if (message) onError(message);
    }
  });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <PasswordField
        label={t('account.newPassword')}
        autoComplete="new-password"
        autoFocus
        {...register('password')}
        error={Boolean(errors.password)}
        helperText={fieldMessage(t, errors.password?.message) ?? t('account.passwordHint')}
        disabled={isSubmitting}
      />
      <PasswordField
        label={t('account.confirmPassword')}
        autoComplete="new-password"
        {...register('confirm')}
        error={Boolean(errors.confirm)}
        helperText={fieldMessage(t, errors.confirm?.message)}
        disabled={isSubmitting}
      />
      <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
