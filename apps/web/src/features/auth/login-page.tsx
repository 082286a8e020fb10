import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../api/api-error.js';
import { useAuthContext } from '../../auth/auth-context.js';
import { useCaptchaGate } from '../../components/captcha-gate.js';
import { FormAlert } from '../../components/form-alert.js';
import { FormTextField } from '../../components/form-text-field.js';
import { usePageTitle } from '../../components/page-title.js';
import { PasswordField } from '../../components/password-field.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { Spinner } from '../../components/spinner.js';
import { TextLink } from '../../components/text-link.js';
import { useFocusLater } from '../../components/use-focus-later.js';
import { useHydrated } from '../../components/use-hydrated.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';

// The captcha's code comes only when the server asks for one (after repeated failures).
const CaptchaField = lazy(async () => ({
  default: (await import('../../components/captcha-field.js')).CaptchaField,
}));

type Field = 'email' | 'password';

const asksForCaptcha = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.code === 'captcha_required' ||
    (error.body as { captcha_required?: boolean } | null)?.captcha_required === true);
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Two fields checked by hand: the first page a promoter loads carries no form or schema library.
// The server applies the shared schema either way.
function validate(values: Record<Field, string>): Partial<Record<Field, MessageKey>> {
  const errors: Partial<Record<Field, MessageKey>> = {};
  if (!values.email.trim()) errors.email = 'validation.required';
  else if (!emailPattern.test(values.email.trim())) errors.email = 'validation.email_invalid';
  if (!values.password) errors.password = 'validation.required';
  return errors;
}

export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.title'));
  const { login } = useAuthContext();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const gate = useCaptchaGate();
  // The page may arrive prerendered: until React has taken it over the form cannot submit (its
  // button is disabled, which also stops Enter), and whatever was typed before is kept.
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // While it is sent the form is disabled, and the focused button with it: a refusal moves focus to
  // what it says (the alert, or the field the server names) instead of leaving it on the page.
  const alert = useFocusLater<HTMLDivElement>();
  const fields = { email: useFocusLater<HTMLInputElement>(), password: useFocusLater<HTMLInputElement>() };
  useEffect(() => {
    const typed = form.current?.elements;
    const read = (name: Field) => (typed?.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const early = { email: read('email'), password: read('password') };
    if (early.email || early.password) {
      setValues(early);
      setTouched({ email: Boolean(early.email), password: Boolean(early.password) });
    }
  }, []);
  const errors = validate(values);
  const messageFor = (field: Field) =>
    serverErrors[field] ?? (touched[field] && errors[field] ? t(errors[field]) : undefined);

  // Validates as the user types (and everything on submit); leaving an empty field says nothing, so
  // a click on a link below it never lands on a shifted layout.
  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  // Once signed in, the guest guard sends the user on to returnTo (or the dashboard).
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (Object.keys(errors).length > 0) return;
    setFormError(null);
    setSubmitting(true);
    const attempt = async (withCaptcha: boolean) =>
      login(values.email.trim(), values.password, withCaptcha ? await gate.take() : undefined);
    try {
      try {
        await attempt(captchaNeeded);
      } catch (error) {
        // Asked for a captcha on a first try (the address failed before): solve it and try again.
        if (captchaNeeded || !(error instanceof ApiRequestError && error.code === 'captcha_required'))
          throw error;
        setCaptchaNeeded(true);
        await attempt(true);
      }
    } catch (error) {
      if (asksForCaptcha(error)) setCaptchaNeeded(true);
      const refused: Field[] = [];
      const message = applyServerErrors(
        error,
        ['email', 'password'],
        (field, text) => {
          refused.push(field);
          setServerErrors((current) => ({ ...current, [field]: text }));
        },
        t,
      );
      setFormError(message);
      setSubmitting(false);
      if (message !== null) alert.focusLater();
      else if (refused[0]) fields[refused[0]].focusLater();
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h4" component="h1">
          {t('auth.login.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('auth.login.noAccount')} <TextLink to={paths.auth.register}>{t('auth.login.register')}</TextLink>
        </Typography>
      </Box>
      {formError ? <FormAlert ref={alert.ref}>{formError}</FormAlert> : null}
      <Box
        component="form"
        ref={form}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-busy={submitting}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        <FormTextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="username"
          ref={fields.email.ref}
          autoFocus
          value={values.email}
          onChange={change('email')}
          error={Boolean(messageFor('email'))}
          helperText={messageFor('email')}
          disabled={submitting}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          ref={fields.password.ref}
          value={values.password}
          onChange={change('password')}
          error={Boolean(messageFor('password'))}
          helperText={messageFor('password')}
          disabled={submitting}
        />
        {captchaNeeded ? (
          <Suspense fallback={null}>
            <CaptchaField gate={gate} />
          </Suspense>
        ) : null}
        <TextLink to={paths.auth.forgotPassword} sx={{ alignSelf: 'flex-end', fontSize: 14 }}>
          {t('auth.login.forgot')}
        </TextLink>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting || !hydrated}
          startIcon={submitting ? <Spinner size={18} /> : undefined}
        >
          {t('auth.login.submit')}
        </Button>
      </Box>
    </Box>
  );
}
