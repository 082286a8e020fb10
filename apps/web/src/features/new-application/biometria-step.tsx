import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCreateIdentityLink, useIdentityValidation } from '../../api/biometric-validations.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { NeedsNetwork } from '../../components/needs-network.js';
import { errorMessage } from '../../components/server-errors.js';
import { type CustomerContact, SharedLink } from '../../components/shared-link.js';
import { useOnline } from '../../components/use-online.js';
import { useCustomerText } from '../../i18n/customer-text.js';
import { formatDateTime } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { StepActions } from './section-form.js';

// Shown only while the lifecycle model lets the owner issue a link (a draft, or a changes
// request that reopened the identity check). `reopened`: the reviewer asked for a new check, so a
// new link may replace even one the customer already completed.
export function BiometriaStep({
  applicationId,
  reopened,
  customer,
  onBack,
  onContinue,
}: {
  applicationId: string;
  reopened: boolean;
  customer: CustomerContact;
  onBack?: (() => void) | undefined;
  onContinue: () => void;
}) {
  const { t, language } = useTranslation();
  const customerText = useCustomerText();
  const validation = useIdentityValidation(applicationId);
  const issue = useCreateIdentityLink(applicationId);
  const create = () => issue.mutate();
  const online = useOnline();
  // Only the server makes a link: offline the buttons wait, and say why.
  const busy = issue.isPending || !online;
  const error = issue.isError ? errorMessage(issue.error, t) : null;

  if (validation.isPending) return <LoadingBlock label={t('application.loading')} />;
  const current = validation.data;
  const live = current && current.status !== 'revoked' && new Date(current.expires_at).getTime() > Date.now();
  // The customer's steps on the link still to do; `phone` on a sent check means the number
  // changed after its verification: only a new link lets the customer confirm the new one.
  const stepsLeft = current?.steps_left ?? [];
  const phoneChanged = current?.status === 'submitted' && stepsLeft.includes('phone');

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
      {online ? null : <NeedsNetwork id="identity-needs-network" what="identityLink" />}
      {current && current.status !== 'revoked' && stepsLeft.length > 0 ? (
        <Box role="status" data-testid="customer-steps-left">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('application.customerStepsLeft')}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {stepsLeft.map((step) => (
              <li key={step}>
                <Typography variant="body2">
                  {t(`application.customerSteps.${step}` as MessageKey)}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {phoneChanged ? (
        <Alert
          severity="warning"
          data-testid="identity-phone-changed"
          action={
            <Button color="inherit" size="small" onClick={create} disabled={busy}>
              {t('application.identitySendNew')}
            </Button>
          }
        >
          {t('application.identityPhoneChanged')}
        </Alert>
      ) : null}
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
        <SharedLink
          url={current.url}
          qrLabel={t('application.identityQr')}
          expires={t('application.identityExpires', { date: formatDateTime(current.expires_at, language) })}
          shareText={customerText('application.identityShare', { url: current.url })}
          mailSubject={customerText('application.biometriaTitle')}
          linkTestId="identity-link"
          customer={customer}
          header={
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">{t('application.identityStatus')}:</Typography>
              <Chip
                data-testid="identity-status"
                size="small"
                color={current.status === 'submitted' ? 'success' : 'default'}
                label={t(`application.identityStatuses.${current.result ?? current.status}` as MessageKey)}
              />
            </Box>
          }
        >
          {current.status !== 'submitted' || reopened ? (
            <Button size="small" onClick={create} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
              {t('application.identityRegenerate')}
            </Button>
          ) : null}
        </SharedLink>
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
