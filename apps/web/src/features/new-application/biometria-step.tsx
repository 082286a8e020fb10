import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { encode } from 'uqr';
import { createIdentityLink, useIdentityValidation, validationKey } from '../../api/biometric-validations.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { errorMessage } from '../../components/server-errors.js';
import { formatDateTime } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { StepActions } from './section-form.js';

// A link to this computer itself (localhost, 127.x, ::1) cannot open on the customer's phone.
function isLoopback(url: string) {
  const { hostname } = new URL(url);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127\./.test(hostname) ||
    hostname === '[::1]'
  );
}

// The link as a QR code the customer scans with their phone, drawn from the code's modules.
function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { border: 2 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      sx={{ width: 200, height: 200, bgcolor: '#fff' }}
    >
      <path d={path} fill="#000" />
    </Box>
  );
}

// Shown only while the lifecycle model lets the owner issue a link (a draft, or a changes
// request that reopened the identity check). `reopened`: the reviewer asked for a new check, so a
// new link may replace even one the customer already completed.
export function BiometriaStep({
  applicationId,
  reopened,
  onBack,
  onContinue,
}: {
  applicationId: string;
  reopened: boolean;
  onBack?: (() => void) | undefined;
  onContinue: () => void;
}) {
  const { t, language } = useTranslation();
  const queryClient = useQueryClient();
  const validation = useIdentityValidation(applicationId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(validationKey(applicationId), await createIdentityLink(applicationId));
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  if (validation.isPending) return <LoadingBlock label={t('application.loading')} />;
  const current = validation.data;
  const live = current && current.status !== 'revoked' && new Date(current.expires_at).getTime() > Date.now();
  const message = encodeURIComponent(t('application.identityShare', { url: current?.url ?? '' }));

  return (
    <Stack spacing={2.5}>
      {current?.status === 'submitted' && !reopened ? null : (
        <Typography>{t('application.biometriaBody')}</Typography>
      )}
      {reopened ? (
        <Alert severity="warning" data-testid="identity-reopened">
          {t('application.identityReopened')}
        </Alert>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {current?.status === 'submitted' && !reopened ? (
        <Alert severity="success" data-testid="identity-done">
          <Typography sx={{ fontWeight: 600 }}>
            {t('application.identityDone', {
              result: t(`application.identityStatuses.${current.result ?? current.status}` as MessageKey),
            })}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {current.captures.map((capture) => (
              <li key={capture.kind}>
                {t(`application.identityCaptures.${capture.kind}` as MessageKey)}:{' '}
                {capture.uploaded_at
                  ? t('application.identityCaptureReceived', {
                      at: formatDateTime(capture.uploaded_at, language),
                    })
                  : t('application.identityCaptureMissing')}
              </li>
            ))}
          </Box>
        </Alert>
      ) : current && live ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <QrCode text={current.url} label={t('application.identityQr')} />
          <Stack spacing={1.5}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">{t('application.identityStatus')}:</Typography>
              <Chip
                data-testid="identity-status"
                size="small"
                color={current.status === 'submitted' ? 'success' : 'default'}
                label={t(`application.identityStatuses.${current.result ?? current.status}` as MessageKey)}
              />
            </Box>
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="identity-link">
              {current.url}
            </Typography>
            {isLoopback(current.url) ? (
              <Alert severity="warning" data-testid="loopback-warning">
                {t('application.identityLoopback')}
              </Alert>
            ) : null}
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('application.identityExpires', { date: formatDateTime(current.expires_at, language) })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<ContentCopyOutlined />}
                onClick={() => navigator.clipboard?.writeText(current.url).then(() => setCopied(true))}
              >
                {copied ? t('application.copied') : t('application.copyLink')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                href={`https://wa.me/?text=${message}`}
                target="_blank"
                rel="noreferrer"
              >
                WhatsApp
              </Button>
              <Button size="small" variant="outlined" href={`sms:?&body=${message}`}>
                SMS
              </Button>
              <Button
                size="small"
                variant="outlined"
                href={`mailto:?subject=${encodeURIComponent(t('application.biometriaTitle'))}&body=${message}`}
              >
                {t('application.fields.email')}
              </Button>
            </Box>
            {current.status !== 'submitted' || reopened ? (
              <Button size="small" onClick={create} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
                {t('application.identityRegenerate')}
              </Button>
            ) : null}
          </Stack>
        </Box>
      ) : (
        <Button variant="contained" onClick={create} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {current ? t('application.identityRegenerate') : t('application.identityCreate')}
        </Button>
      )}
      {current?.status !== 'submitted' ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('application.identityWaiting')}
        </Typography>
      ) : null}
      {/* The check runs alongside: the promoter goes on while the customer takes the photos. */}
      <StepActions
        saving={false}
        submitLabel={t('application.continue')}
        onBack={onBack}
        onNext={onContinue}
      />
    </Stack>
  );
}
