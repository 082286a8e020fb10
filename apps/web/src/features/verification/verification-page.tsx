import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  maxVerifiedPdfBytes,
  type VerificationResult as Result,
  verifyBySha256Schema,
} from '@origina/domain/signature-verification';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { verifyByFile, verifyBySha256 } from '../../api/signature-verification.js';
import { FormAlert } from '../../components/form-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { domainResolver } from '../../components/form-resolver.js';
import { FormTextField } from '../../components/form-text-field.js';
import { usePageTitle } from '../../components/page-title.js';
import { applyServerErrors, errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { canFingerprintHere, pdfFingerprint } from './pdf-fingerprint.js';
import { VerificationResult } from './verification-result.js';

/** /verificar: anyone holding a signed document checks it, by the PDF or its SHA-256. */
export function VerificationPage() {
  const { t } = useTranslation();
  usePageTitle(t('verification.title'));
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ name: string; sha256: string | null } | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const local = canFingerprintHere();
  const form = useForm<z.input<typeof verifyBySha256Schema>, unknown, z.output<typeof verifyBySha256Schema>>({
    resolver: domainResolver(verifyBySha256Schema),
    defaultValues: { sha256: '' },
  });
  const { errors } = form.formState;
  // On a phone the answer lands below the fold: it is brought into view.
  const answer = useRef<HTMLElement>(null);
  useEffect(() => {
    if (result || error) answer.current?.scrollIntoView({ block: 'nearest' });
  }, [result, error]);

  const check = async (work: () => Promise<Result>, onFieldError?: (message: string) => void) => {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(await work());
    } catch (failure) {
      setError(
        onFieldError
          ? applyServerErrors(failure, ['sha256'], (_field, message) => onFieldError(message), t)
          : errorMessage(failure, t),
      );
    } finally {
      setBusy(false);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    form.clearErrors();
    setResult(null);
    setChosen(null);
    if (!local) {
      if (file.size > maxVerifiedPdfBytes)
        return setError(t('verification.tooLarge', { mb: maxVerifiedPdfBytes / (1024 * 1024) }));
      setChosen({ name: file.name, sha256: null });
      return check(() => verifyByFile(file));
    }
    const sha256 = await pdfFingerprint(file).catch(() => null);
    if (!sha256) return setError(t('verification.unreadable'));
    setChosen({ name: file.name, sha256 });
    return check(() => verifyBySha256(sha256));
  };

  const onHash = form.handleSubmit(
    ({ sha256 }) => {
      setChosen(null);
      return check(
        () => verifyBySha256(sha256),
        (message) => form.setError('sha256', { type: 'server', message }),
      );
    },
    // A fingerprint that is not one answers nothing: the last document's answer goes with it.
    () => {
      setChosen(null);
      setResult(null);
      setError(null);
    },
  );

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('verification.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('verification.intro')}</Typography>
      </Stack>

      <Stack spacing={1.5} component="section" aria-labelledby="verification-file">
        <Typography id="verification-file" variant="h6" component="h2">
          {t('verification.fileTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(local ? 'verification.fileLocal' : 'verification.fileSent')}
        </Typography>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          data-testid="verification-file"
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="contained"
          startIcon={<UploadFileOutlined />}
          loading={busy && !form.formState.isSubmitting}
          disabled={busy}
          onClick={() => input.current?.click()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('verification.choose')}
        </Button>
        {chosen ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('verification.chosen', { name: chosen.name })}
            {chosen.sha256 ? (
              <>
                <br />
                {t('verification.fingerprint', { sha256: chosen.sha256 })}
              </>
            ) : null}
          </Typography>
        ) : null}
      </Stack>

      <Divider />

      <Stack component="form" spacing={1.5} noValidate onSubmit={onHash} aria-labelledby="verification-hash">
        <Typography id="verification-hash" variant="h6" component="h2">
          {t('verification.or')}
        </Typography>
        <FormTextField
          label={t('verification.sha256')}
          autoComplete="off"
          spellCheck={false}
          {...form.register('sha256')}
          error={Boolean(errors.sha256)}
          helperText={fieldMessage(t, errors.sha256?.message) ?? t('verification.sha256Help')}
          sx={{ fontFamily: 'monospace' }}
          disabled={busy}
        />
        <Button
          type="submit"
          variant="outlined"
          loading={form.formState.isSubmitting}
          disabled={busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('verification.check')}
        </Button>
      </Stack>

      <Stack
        ref={answer}
        spacing={1.5}
        component="section"
        aria-label={t('verification.result')}
        aria-live="polite"
      >
        {busy ? <Typography variant="body2">{t('verification.checking')}</Typography> : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
        {result ? <VerificationResult result={result} /> : null}
      </Stack>
    </Stack>
  );
}
