import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type PublicSignature,
  signatureCodeLifetimeMs,
  signatureCodeWaitSeconds,
} from '@origina/domain/contract-signature';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import { getPublicSignature, sendSignatureCode, signContract } from '../../api/signatures.js';
import { CustomerMessage } from '../../components/customer-message.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { useNow } from '../../components/use-now.js';
import { useTranslation } from '../../i18n/i18n.js';
import { SignaturePad } from './signature-pad.js';
import { SignedCopy } from './signed-copy.js';
import { useSignatureProgress } from './use-signature-progress.js';

/** /firma/{slug}: the customer reads the contract set, asks a code and signs, on their phone. */
// Past its validity the contract cannot be signed: the customer waits for the new version.
const isExpired = (failure: unknown) =>
  failure instanceof ApiRequestError && failure.code === 'contract_expired';

export function SignaturePage() {
  const { slug = '' } = useParams();
  const { t, language } = useTranslation();
  usePageTitle(t('signature.title'));
  const [current, setCurrent] = useState<PublicSignature | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const progress = useSignatureProgress(slug);
  const { opened, accepted, consent } = progress;
  // The code this page asked for: where it went, and when (the wait before another counts from it).
  const [sent, setSent] = useState<{ to: string[]; at: number } | null>(null);
  const [code, setCode] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const now = useNow(1000);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);

  const load = useCallback(async () => {
    try {
      setCurrent(await getPublicSignature(slug));
    } catch (failure) {
      // A cut or mistyped link (400) is, for the customer, a link that does not exist.
      if (failure instanceof ApiRequestError && failure.status === 400) setGone(t('signature.unknownLink'));
      else if (isExpired(failure)) setGone(t('signature.expired'));
      else if (failure instanceof ApiRequestError && [404, 410].includes(failure.status))
        setGone(errorMessage(failure, t));
      else setError(errorMessage(failure, t));
    }
  }, [slug, t]);
  useEffect(() => {
    void load();
  }, [load]);

  if (gone) return <CustomerMessage title={t('signature.title')} body={gone} />;
  if (!current) return error ? <FormAlert>{error}</FormAlert> : <LoadingBlock label={t('app.loading')} />;
  if (current.status === 'signed' && current.signed_copy)
    return <SignedCopy signature={current} copy={current.signed_copy} />;
  if (done || current.status === 'signed')
    return (
      <CustomerMessage
        title={t('signature.doneTitle')}
        body={t('signature.doneBody', { folio: current.folio })}
        done
      />
    );

  const unaccepted = current.documents.filter((document) => !accepted.has(document.id)).length;
  const everyAccepted = unaccepted === 0;
  // The last code, this page's or one sent before a reload; it works for ten minutes.
  const lastSent = sent?.at ?? (current.code_sent_at ? Date.parse(current.code_sent_at) : null);
  const sentTo =
    lastSent !== null && now - lastSent < signatureCodeLifetimeMs
      ? (sent?.to ?? current.code_destinations)
      : null;
  // What still stands between the customer and the button, said in words.
  const missing = [
    unaccepted > 0 ? t('signature.missingDocuments', { count: unaccepted }) : null,
    consent ? null : t('signature.missingConsent'),
    code.length === 6 ? null : t('signature.missingCode'),
    signature ? null : t('signature.missingSignature'),
  ].filter((item): item is string => item !== null);
  // Enter in the code field signs too, once everything is there.
  const ready = missing.length === 0;
  // Another code may be asked for a minute after the last one: the button says how long is left.
  const waitSeconds = lastSent
    ? Math.max(0, Math.ceil(signatureCodeWaitSeconds - (now - lastSent) / 1000))
    : 0;
  const act = async (work: () => Promise<void>, showError = setError) => {
    setBusy(true);
    setError(null);
    setCodeError(null);
    setFieldErrors({});
    try {
      await work();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 410) setGone(errorMessage(failure, t));
      else if (isExpired(failure)) setGone(t('signature.expired'));
      else if (failure instanceof ApiRequestError && Object.keys(failure.fieldErrors).length > 0) {
        setFieldErrors(
          Object.fromEntries(
            Object.entries(failure.fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']),
          ),
        );
        // A wrong code counted against the link: the tries left shown under the field (once this
        // error is gone, say after the right code and a missing signature) are the server's now,
        // not those the page loaded with ("Te quedan 5 intentos" after a wrong code).
        void load();
      } else showError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    // Gaps, not margins: the consent's checkbox lines up with the documents' ones above it.
    <Stack
      spacing={3}
      useFlexGap
      component="form"
      noValidate
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        if (!ready || !signature) return;
        void act(async () => {
          await signContract(slug, {
            code,
            accepted_documents: current.documents.map((document) => document.id),
            signature,
          });
          progress.forget();
          setDone(true);
          // The link now hands over the signed set: read it again to offer the downloads.
          await load();
        });
      }}
    >
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('signature.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('signature.intro', { lender: current.lender, folio: current.folio })}
        </Typography>
      </Stack>
      {error ? <FormAlert>{error}</FormAlert> : null}

      <Stack spacing={1.5} component="section" aria-labelledby="signature-documents">
        <Typography id="signature-documents" variant="h6" component="h2">
          {t('signature.documents')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('signature.documentsHelp')}
          {language === 'es' ? null : ` ${t('signature.documentsInSpanish')}`}
        </Typography>
        {current.documents.map((document) => {
          const name = t(`contract.types.${document.type}`);
          return (
            <Box
              key={document.id}
              data-testid={`signature-document-${document.type}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <DescriptionOutlined color="action" aria-hidden />
              <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
                <Typography>{name}</Typography>
                {document.handwritten ? (
                  <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                    {t('signature.handwritten')}
                  </Typography>
                ) : null}
              </Box>
              <Button
                size="small"
                variant="outlined"
                href={document.download_url}
                target="_blank"
                rel="noreferrer"
                aria-label={t('signature.openNamed', { name })}
                onClick={() => progress.open(document.id)}
              >
                {t('signature.open')}
              </Button>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={accepted.has(document.id)}
                    disabled={!opened.has(document.id)}
                    onChange={(event) => progress.accept(document.id, event.target.checked)}
                  />
                }
                label={t('signature.acceptNamed', { name })}
                sx={{ width: { xs: '100%', sm: 'auto' } }}
              />
            </Box>
          );
        })}
        {fieldErrors.accepted_documents ? <FormAlert>{fieldErrors.accepted_documents}</FormAlert> : null}
      </Stack>

      <FormControlLabel
        control={
          <Checkbox checked={consent} onChange={(event) => progress.setConsent(event.target.checked)} />
        }
        label={t('signature.consent', { lender: current.lender })}
      />

      <Stack spacing={1.5} component="section" aria-labelledby="signature-code">
        <Typography id="signature-code" variant="h6" component="h2">
          {t('signature.codeTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {sentTo
            ? t('signature.codeSent', { to: sentTo.join(' · ') })
            : t('signature.codeHelp', { to: current.code_destinations.join(' · ') })}
        </Typography>
        <Button
          variant="outlined"
          disabled={busy || !everyAccepted || !consent || waitSeconds > 0}
          onClick={() =>
            void act(async () => {
              const answer = await sendSignatureCode(slug);
              setSent({ to: answer.code_destinations, at: Date.now() });
            }, setCodeError)
          }
          sx={{ alignSelf: 'flex-start' }}
        >
          {sentTo ? t('signature.resend') : t('signature.sendCode')}
        </Button>
        {sentTo && waitSeconds > 0 ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('signature.resendIn', { count: waitSeconds })}
          </Typography>
        ) : null}
        {codeError ? <FormAlert>{codeError}</FormAlert> : null}
        <TextField
          label={t('signature.code')}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
          error={Boolean(fieldErrors.code)}
          helperText={
            fieldErrors.code ??
            // How many tries are left matters once there is a code to try.
            (sentTo || current.code_sent_at
              ? t('signature.attemptsLeft', { count: current.attempts_left })
              : undefined)
          }
          sx={{ maxWidth: 240 }}
        />
      </Stack>

      <SignaturePad label={t('signature.draw')} onChange={setSignature} />
      {fieldErrors.signature ? <FormAlert>{fieldErrors.signature}</FormAlert> : null}

      {missing.length > 0 ? (
        <Typography id="signature-missing" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('signature.missing', { items: missing.join(', ') })}
        </Typography>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={busy}
        disabled={!ready}
        aria-describedby={missing.length > 0 ? 'signature-missing' : undefined}
      >
        {t('signature.sign')}
      </Button>
    </Stack>
  );
}
