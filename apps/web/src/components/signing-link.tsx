import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLiveSignatureLink } from '@origina/domain/contract-signature';
import { useState } from 'react';
import { useIssueSignatureLink, useSignatureLink } from '../api/signatures.js';
import { useCustomerText } from '../i18n/customer-text.js';
import { formatDateTime } from '../i18n/format.js';
import { type MessageKey, useTranslation } from '../i18n/i18n.js';
import { ConfirmAlert } from './confirm-alert.js';
import { FormAlert } from './form-alert.js';
import { NeedsNetwork } from './needs-network.js';
import { errorMessage } from './server-errors.js';
import { type CustomerContact, SharedLink } from './shared-link.js';
import { useFocusLater } from './use-focus-later.js';
import { useOnline } from './use-online.js';

/** The owner promoter shares the customer's signing link and follows its state live; the
 * customer signs on their phone at /firma/{slug}. Past the contract's validity no link can sign
 * it: the panel says why instead of offering one. */
export function SigningLink({
  applicationId,
  folio,
  customer,
  expired = false,
}: {
  applicationId: string;
  folio: string;
  customer: CustomerContact;
  expired?: boolean;
}) {
  const { t, language } = useTranslation();
  const customerText = useCustomerText();
  const link = useSignatureLink(applicationId, true);
  const online = useOnline();
  const issue = useIssueSignatureLink(applicationId);
  const [confirming, setConfirming] = useState(false);
  const trigger = useFocusLater<HTMLButtonElement>();
  const current = link.data;
  const live = current ? isLiveSignatureLink(current.status) : false;
  const status = current ? (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">{t('contract.signingStatus')}:</Typography>
      <Chip
        size="small"
        data-testid="signing-status"
        label={t(`contract.signingStatuses.${current.status}` as MessageKey)}
      />
    </Box>
  ) : null;
  const issueLink = () => {
    setConfirming(false);
    issue.mutate();
  };
  // A live link stops working when a new one is made: the promoter says so first.
  const create = confirming ? (
    <ConfirmAlert
      confirmLabel={t('contract.signingReplace')}
      cancelLabel={t('contract.signingKeep')}
      busy={issue.isPending}
      onConfirm={issueLink}
      onCancel={() => {
        setConfirming(false);
        trigger.focusLater();
      }}
    >
      {t('contract.signingReplaceWarning')}
    </ConfirmAlert>
  ) : (
    <Button
      ref={trigger.ref}
      variant={current ? 'text' : 'contained'}
      loading={issue.isPending}
      // Only the server makes a link: offline the button waits, and says why.
      disabled={!online}
      aria-describedby={online ? undefined : 'signing-needs-network'}
      onClick={() => (live ? setConfirming(true) : issueLink())}
      sx={{ alignSelf: 'flex-start' }}
    >
      {current ? t('contract.signingNew') : t('contract.signingCreate')}
    </Button>
  );
  return (
    <Stack
      spacing={1.5}
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
      data-testid="signing-link"
    >
      <Typography variant="subtitle1" component="h3">
        {t('contract.signingTitle')}
      </Typography>
      {issue.isError ? <FormAlert>{errorMessage(issue.error, t)}</FormAlert> : null}
      {online ? null : <NeedsNetwork id="signing-needs-network" what="signingLink" />}
      {expired ? (
        <>
          {status}
          <Typography variant="body2" data-testid="signing-expired">
            {t('contract.signingExpired')}
          </Typography>
        </>
      ) : current && live ? (
        <SharedLink
          url={current.url}
          qrLabel={t('contract.signingQr')}
          expires={t('contract.signingExpires', { date: formatDateTime(current.expires_at, language) })}
          shareText={customerText('contract.shareMessage', { folio, url: current.url })}
          mailSubject={customerText('contract.signingMailSubject', { folio })}
          customer={customer}
          linkTestId="signature-link-url"
          header={status}
        >
          {create}
        </SharedLink>
      ) : (
        <>
          {status ?? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('contract.signingHelp')}
            </Typography>
          )}
          {create}
        </>
      )}
    </Stack>
  );
}
