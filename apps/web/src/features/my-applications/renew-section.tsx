import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Application, renewalRefusalSchema } from '@origina/domain/application-api';
import { ownerVerdict } from '@origina/domain/lifecycle-verdicts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import { useRenewLoan } from '../../api/renew-loan.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';

// Its id is null when another promoter now holds it (an admin moved it): named, not linked.
type OpenRenewal = { id: string | null; folio: string };

// A sentence naming a renewal, its folio a link to it (kept on one line).
export function RenewalLink({ text, renewal }: { text: string; renewal: OpenRenewal }) {
  const [before, after = ''] = text.split(renewal.folio);
  if (renewal.id === null)
    return (
      <>
        {before}
        <span style={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{renewal.folio}</span>
        {after}
      </>
    );
  return (
    <>
      {before}
      <MuiLink
        component={Link}
        to={`${paths.dashboard.myApplications}/${renewal.id}`}
        sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
        data-testid="open-renewal-link"
      >
        {renewal.folio}
      </MuiLink>
      {after}
    </>
  );
}

export type Refusal = { message: string; open: OpenRenewal | null };

/** A refused "Renovar" (another tab's renewal, the loan moved on): what the server said, with a
 * link to the renewal under way; it takes the focus the vanished button had. */
export function RenewRefusal({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  const alertRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new refusal takes the focus again
  useEffect(() => {
    alertRef.current?.focus();
  }, [refusal]);
  return (
    <Alert severity="error" role="alert" ref={alertRef} tabIndex={-1} data-testid="renew-refused">
      <Typography>{refusal.message}</Typography>
      {refusal.open ? (
        <Typography sx={{ mt: 0.5 }}>
          <RenewalLink
            text={t(refusal.open.id ? 'myApplications.openRenewal' : 'myApplications.renewalOpen', {
              folio: refusal.open.folio,
            })}
            renewal={refusal.open}
          />
        </Typography>
      ) : null}
    </Alert>
  );
}

/** "Renovar" on a disbursed loan (issue 36), as the lifecycle model allows it: with a renewal
 * under way (the read's open_renewal), a link to it instead. A refusal from another tab's renewal
 * says so with the same link, and takes the focus the vanished button had. */
export function RenewSection({ application }: { application: Application }) {
  const { t } = useTranslation();
  const renewal = useRenewLoan(application.id);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const open = application.open_renewal;
  const verdict = ownerVerdict('renew', application, {}, { renewalOpen: open !== null });
  // Paid off by a renewal: nothing left to renew.
  const offered = verdict.allowed && !application.settled;
  const underWay = !verdict.allowed && verdict.code === 'renewal_open' ? open : null;
  if (!offered && !underWay && !refusal) return null;
  const renew = () => {
    setRefusal(null);
    renewal.mutateAsync().catch((error: unknown) => {
      const body = error instanceof ApiRequestError ? renewalRefusalSchema.safeParse(error.body).data : null;
      setRefusal({ message: errorMessage(error, t), open: body?.open_renewal ?? null });
    });
  };
  return (
    <Stack spacing={1} component="section" aria-label={t('myApplications.renew')}>
      {offered ? (
        <>
          <Button
            variant="contained"
            size="large"
            onClick={renew}
            loading={renewal.isPending}
            data-testid="renew-loan"
          >
            {t('myApplications.renew')}
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('myApplications.renewHint')}
          </Typography>
        </>
      ) : null}
      {underWay && !refusal?.open ? (
        <Alert severity="info" role="status" data-testid="renewal-open">
          <Typography sx={{ fontWeight: 500 }}>
            <RenewalLink
              text={t('myApplications.renewalOpen', { folio: underWay.folio })}
              renewal={underWay}
            />
          </Typography>
          <Typography variant="body2">
            {t(underWay.id ? 'myApplications.renewalOpenHint' : 'myApplications.renewalHeldByOther')}
          </Typography>
        </Alert>
      ) : null}
      {refusal ? <RenewRefusal refusal={refusal} /> : null}
    </Stack>
  );
}
