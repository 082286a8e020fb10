import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contractVerdictFacts } from '@origina/domain/contract-documents';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import { useApplicationContract } from '../../api/application-contract.js';
import { useReviewApplication } from '../../api/review-applications.js';
import { useAuthContext } from '../../auth/auth-context.js';
import { ApplicationHistory } from '../../components/application-history.js';
import { ApplicationSections } from '../../components/application-sections-view.js';
import { ApplicationStatusChip } from '../../components/application-status-chip.js';
import { ApplicationWarnings } from '../../components/application-warnings.js';
import { ContractCard } from '../../components/contract-card.js';
import { FolioText } from '../../components/folio-text.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { LoanSummary } from '../../components/loan-summary.js';
import { usePageTitle } from '../../components/page-title.js';
import { RecordNotFound } from '../../components/record-not-found.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../routes/paths.js';
import { DecisionPanel } from './decision-panel.js';
import { deskVerdicts } from './desk-rules.js';
import { DocumentsSection } from './documents-section.js';
import { FiguresChanged } from './figures-changed.js';
import { IdentitySection } from './identity-section.js';
import { LoanScheduleSection } from './loan-schedule-section.js';

// One application on the credit desk: everything the promoter sent, the identity check beside the
// documents, the loan and its schedule, the history, and the decision.
export function ReviewApplicationPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const application = useReviewApplication(id);
  const { user } = useAuthContext();
  const mayReadContract = application.data
    ? deskVerdicts(application.data, user)('read_contract').allowed
    : false;
  // The contract card reads it too (one request): whether it is past its validity decides the
  // actions on it, here and in the decision panel.
  const contract = useApplicationContract(id, mayReadContract);
  const contractFacts = contract.data ? contractVerdictFacts(contract.data) : undefined;
  usePageTitle(
    application.data ? t('review.detailTitle', { folio: application.data.folio }) : t('review.title'),
  );

  if (application.isPending) return <LoadingBlock label={t('app.loading')} />;
  if (application.error instanceof ApiRequestError && application.error.status === 404) {
    return (
      <RecordNotFound
        title={t('review.notFoundTitle')}
        body={t('review.notFoundBody')}
        backTo={paths.dashboard.review}
        backLabel={t('review.back')}
      />
    );
  }
  if (application.isError) return <FormAlert>{errorMessage(application.error, t)}</FormAlert>;
  const current = application.data;

  return (
    <Stack spacing={3}>
      <Button
        component={Link}
        to={paths.dashboard.review}
        startIcon={<ArrowBack />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('review.back')}
      </Button>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          <FolioText text={t('review.detailTitle', { folio: current.folio })} folio={current.folio} />
        </Typography>
        <ApplicationStatusChip status={current.status} />
      </Stack>
      <Typography sx={{ color: 'text.secondary' }}>
        {t('review.promoter')}: {current.promoter?.name ?? '—'} · {t('review.takenBy')}:{' '}
        {current.reviewer?.name ?? t('review.nobody')}
      </Typography>
      <ApplicationWarnings warnings={current.warnings} title={t('review.warningsTitle')} />
      <FiguresChanged current={current.loan_figures} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <IdentitySection application={current} />
          <DocumentsSection applicationId={current.id} />
          <LoanScheduleSection application={current} />
          <ApplicationSections application={current} readOnly />
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <DecisionPanel application={current} contract={contractFacts} />
          <LoanSummary
            figures={current.loan_figures}
            status={current.status}
            title={t(
              current.loan_figures?.source === 'contract' ? 'review.figuresContract' : 'review.figures',
            )}
            id="review-figures"
            narrow
          />
          <ContractCard
            applicationId={current.id}
            folio={current.folio}
            visible={mayReadContract}
            verdict={(action, facts) => deskVerdicts(current, user, facts)(action)}
          />
          <Card variant="outlined" component="section" aria-labelledby="review-history">
            <CardContent>
              <Typography id="review-history" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('review.history')}
              </Typography>
              <ApplicationHistory history={current.history} />
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </Stack>
  );
}
