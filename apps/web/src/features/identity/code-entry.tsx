import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiRequestError } from '../../api/api-error.js';
import { sendIdentityCode } from '../../api/biometric-validations.js';
import { FormAlert } from '../../components/form-alert.js';
import { errorMessage } from '../../components/server-errors.js';
import { useNow } from '../../components/use-now.js';
import { useTranslation } from '../../i18n/i18n.js';

/** Sends a six-digit code to the customer's mobile and takes it back: another may be asked once
 * the wait the API gave has passed (shown as a countdown). */
export function CodeEntry({
  slug,
  mobile,
  field,
  submitLabel,
  ready = true,
  onCode,
}: {
  slug: string;
  mobile: string | null;
  // The field the API names when it refuses the code.
  field: string;
  submitLabel: string;
  // Whether the code may be asked (the bureau's checkbox ticked, say).
  ready?: boolean;
  onCode: (code: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const [sent, setSent] = useState<{ to: string; resendAt: number } | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const waitSeconds = sent ? Math.max(0, Math.ceil((sent.resendAt - now) / 1000)) : 0;

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await sendIdentityCode(slug);
      setSent({ to: answer.mobile_masked, resendAt: Date.now() + answer.resend_after_seconds * 1000 });
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    setCodeError(null);
    try {
      await onCode(code);
    } catch (failure) {
      const message = failure instanceof ApiRequestError ? failure.fieldErrors[field]?.[0] : undefined;
      if (message) setCodeError(message);
      else setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {sent ? t('identity.codeSent', { to: sent.to }) : t('identity.codeHelp', { to: mobile ?? '' })}
      </Typography>
      <Button
        variant="outlined"
        disabled={busy || !ready || waitSeconds > 0}
        onClick={send}
        sx={{ alignSelf: 'flex-start' }}
      >
        {sent ? t('identity.resendCode') : t('identity.sendCode')}
      </Button>
      {sent && waitSeconds > 0 ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }} aria-live="polite">
          {t('identity.resendIn', { count: waitSeconds })}
        </Typography>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <TextField
        label={t('identity.code')}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
        error={Boolean(codeError)}
        helperText={codeError ?? undefined}
        disabled={!sent}
        sx={{ maxWidth: 240 }}
      />
      <Button
        variant="contained"
        size="large"
        disabled={busy || !ready || code.length !== 6}
        onClick={confirm}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}
