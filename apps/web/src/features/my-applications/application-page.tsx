import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Application } from '@origina/domain/application-api';
import { customerContactOf } from '@origina/domain/application-sections';
import { ownerMay, ownerVerdict } from '@origina/domain/lifecycle-verdicts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import { useApplication, useCancelApplication } from '../../api/applications.js';
import { ApplicationHistory } from '../../components/application-history.js';
import { ApplicationSections } from '../../components/application-sections-view.js';
import { ApplicationStatusChip } from '../../components/application-status-chip.js';
import { BuyoutPayoffsCard } from '../../components/buyout-payoffs-card.js';
import { ContractCard } from '../../components/contract-card.js';
import { EmptyStatePage } from '../../components/empty-state-page.js';
import { FolioText } from '../../components/folio-text.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { LoanFiguresBar } from '../../components/loan-figures-bar.js';
import { LoanSummary } from '../../components/loan-summary.js';
import { MissedDeductionsAlert } from '../../components/missed-deductions.js';
import { usePageTitle } from '../../components/page-title.js';
import { RefreshFailed } from '../../components/refresh-failed.js';
import { ReopenedParts } from '../../components/reopened-parts.js';
import { errorMessage } from '../../components/server-errors.js';
import { UploadedDocuments } from '../../components/uploaded-documents.js';
import { formatDate } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import { capturing, continuePath } from './application-paths.js';
import { CancelDialog } from './cancel-dialog.js';
import { PayoffCard } from './payoff-card.js';
import { RenewSection } from './renew-section.js';

// The reviewer's request, where the promoter will act on it: the message and what to fix, each
// part a link to its step (the identity check to biometria, the documents to their checklist).
function ChangesRequested({ application }: { application: Application }) {
  const { t } = useTranslation();
  const request = application.history.findLast((event) => event.to_status === application.status);
  return (
    <Alert severity="warning" role="status" data-testid="changes-requested">
      <AlertTitle>{t('myApplications.changesRequestedTitle')}</AlertTitle>
      {request?.reason ? <Typography sx={{ mb: 1 }}>{request.reason}</Typography> : null}
      <Typography component="span">{t('myApplications.changesRequestedSections')}</Typography>
      <ReopenedParts application={application} />
    </Alert>
  );
}

export function ApplicationPage() {
  const { id = '' } = useParams();
  const { t, language } = useTranslation();
  const application = useApplication(id);
  const cancellation = useCancelApplication(id);
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  usePageTitle(
    application.data
      ? t('myApplications.detailTitle', { folio: application.data.folio })
      : t('myApplications.title'),
  );

  if (application.isPending) return <LoadingBlock label={t('application.loading')} />;
  if (application.data === undefined) {
    if (application.error instanceof ApiRequestError && application.error.status === 404) {
      return (
        <EmptyStatePage
          title={t('myApplications.title')}
          icon={<AssignmentOutlined />}
          emptyTitle={t('application.notFoundTitle')}
          emptyBody={t('application.notFoundBody')}
        />
      );
    }
    return <FormAlert>{errorMessage(application.error, t)}</FormAlert>;
  }
  const current = application.data;
  const mayCancel = ownerMay('cancel', current);
  const mayContinue = capturing(current);
  // Paid off by a renewal: nothing left to quote or renew.
  const settled = current.settled;
  const cancel = (reason: string) =>
    cancellation
      .mutateAsync(reason)
      .then(() => setCancelling(false))
      .catch((refusal) => setError(errorMessage(refusal, t)));

  return (
    <Stack spacing={3}>
      <RefreshFailed query={application} />
      {cancelling ? (
        <CancelDialog
          folio={current.folio}
          error={error}
          onCancel={cancel}
          onClose={() => {
            setCancelling(false);
            setError(null);
          }}
        />
      ) : null}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
        }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            <FolioText
              text={t('myApplications.detailTitle', { folio: current.folio })}
              folio={current.folio}
            />
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
            <ApplicationStatusChip status={current.status} />
            <Typography sx={{ color: 'text.secondary' }}>{current.customer_name}</Typography>
          </Box>
        </Box>
        {mayCancel || mayContinue ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {mayCancel ? (
              <Button variant="outlined" color="error" onClick={() => setCancelling(true)}>
                {t('myApplications.cancel')}
              </Button>
            ) : null}
            {mayContinue ? (
              <Button variant="contained" component={Link} to={continuePath(current)}>
                {t('myApplications.continue')}
              </Button>
            ) : null}
          </Box>
        ) : null}
      </Box>
      {/* The figures first: on a phone the full summary comes after the application's data. */}
      <LoanFiguresBar figures={current.loan_figures} />
      {/* What a promoter looks for first on a loan: paid off, deductions not applied, outside loans
          to settle; above the data, on a phone as on a desktop. */}
      {settled ? (
        <Alert severity="info" role="status" data-testid="loan-settled">
          <AlertTitle>{t('myApplications.settledTitle')}</AlertTitle>
          <FolioText
            text={t('myApplications.settledBody', {
              date: formatDate(settled.on, language),
              folio: settled.by.folio,
            })}
            folio={settled.by.folio}
          />
        </Alert>
      ) : null}
      <MissedDeductionsAlert missed={current.missed_deductions} />
      <BuyoutPayoffsCard
        applicationId={current.id}
        payoffs={current.payoffs}
        version={current.version}
        mayUpload={ownerMay('upload_payoff_release', current)}
        mayReplaceLetter={ownerMay('replace_payoff_letter', current)}
      />
      {error ? <FormAlert>{error}</FormAlert> : null}
      {mayContinue && current.reopened_sections.length > 0 ? (
        <ChangesRequested application={current} />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <ApplicationSections application={current} />
        <Stack spacing={3}>
          <LoanSummary figures={current.loan_figures} status={current.status} narrow />
          {ownerMay('quote_payoff', current) && !settled ? <PayoffCard applicationId={current.id} /> : null}
          <RenewSection application={current} />
          <ContractCard
            applicationId={current.id}
            folio={current.folio}
            visible={ownerMay('read_contract', current)}
            verdict={(action, facts) => ownerVerdict(action, current, {}, facts)}
            customer={customerContactOf(current)}
          />
          <UploadedDocuments applicationId={id} />
          <Card variant="outlined" component="section" aria-labelledby="history-heading">
            <CardContent>
              <Typography id="history-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('myApplications.history')}
              </Typography>
              <ApplicationHistory history={current.history} />
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </Stack>
  );
}
