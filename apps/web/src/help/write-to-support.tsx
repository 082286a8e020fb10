import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SupportMessageRequest, supportMessageRequestSchema } from '@origina/domain/support-messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { sendSupportMessage } from '../api/support-messages.js';
import { useAuthContext } from '../auth/auth-context.js';
import { CaptchaField } from '../components/captcha-field.js';
import { useCaptchaGate } from '../components/captcha-gate.js';
import { fieldMessage } from '../components/form-messages.js';
import { domainResolver } from '../components/form-resolver.js';
import { FormTextField } from '../components/form-text-field.js';
import { applyServerErrors } from '../components/server-errors.js';
import { useTranslation } from '../i18n/i18n.js';

interface SupportValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}
const fields = ['name', 'email', 'subject', 'message'] as const;
// A visitor must leave an address to be answered at (the API says so too).
const visitorSchema = supportMessageRequestSchema.required({ email: true });
const blankToUndefined = (text: string) => text.trim() || undefined;

// "Write to support", fetched when the person opens it (help-panel.tsx), so its form code stays out
// of what the sign-in screens list for the panel. Signed-in people are known; visitors leave an
// address and pass a captcha.
export function WriteToSupport() {
  const { t } = useTranslation();
  // An account whose e-mail is not verified writes as a visitor does (the API treats it so).
  const signedIn = Boolean(useAuthContext().user?.email_verified);
  const gate = useCaptchaGate();
  const [formError, setFormError] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, getValues, formState } = useForm<
    SupportValues,
    unknown,
    SupportMessageRequest
  >({
    resolver: domainResolver(signedIn ? supportMessageRequestSchema : visitorSchema, (values) =>
      signedIn
        ? { subject: values.subject, message: values.message }
        : {
            subject: values.subject,
            message: values.message,
            name: blankToUndefined(values.name),
            email: blankToUndefined(values.email),
          },
    ),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const { errors } = formState;

  if (reference) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('help.write.sent', { reference })}
        </Alert>
        <Button
          onClick={() => {
            setReference(null);
            reset({ ...getValues(), subject: '', message: '' });
          }}
        >
          {t('help.write.another')}
        </Button>
      </Stack>
    );
  }

  const onSubmit = handleSubmit(async (request) => {
    setFormError(null);
    try {
      const answer = await sendSupportMessage({
        ...request,
        page: window.location.pathname,
        ...(signedIn ? {} : { captcha: await gate.take() }),
      });
      setReference(answer.reference);
    } catch (error) {
      setFormError(
        applyServerErrors(error, fields, (field, message) => setError(field, { type: 'server', message }), t),
      );
    }
  });

  return (
    <Box component="section" aria-labelledby="help-write-title">
      <Typography id="help-write-title" variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {t('help.write.title')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-busy={formState.isSubmitting}>
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        {signedIn ? null : (
          <>
            <FormTextField
              label={t('help.write.name')}
              autoComplete="name"
              inputProps={{ maxLength: 120 }}
              {...register('name')}
              error={Boolean(errors.name)}
              helperText={fieldMessage(t, errors.name?.message)}
            />
            <FormTextField
              label={t('help.write.email')}
              type="email"
              autoComplete="email"
              required
              {...register('email')}
              error={Boolean(errors.email)}
              helperText={fieldMessage(t, errors.email?.message)}
            />
          </>
        )}
        <FormTextField
          label={t('help.write.subject')}
          required
          {...register('subject')}
          error={Boolean(errors.subject)}
          helperText={fieldMessage(t, errors.subject?.message)}
        />
        <FormTextField
          label={t('help.write.message')}
          required
          multiline
          minRows={4}
          {...register('message')}
          error={Boolean(errors.message)}
          helperText={fieldMessage(t, errors.message?.message) ?? t('help.write.messageHint')}
        />
        {signedIn ? null : <CaptchaField gate={gate} />}
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t('help.write.send')}
        </Button>
      </Stack>
    </Box>
  );
}
