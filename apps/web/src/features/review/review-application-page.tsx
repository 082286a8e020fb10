import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dateInMexico } from '@origina/domain/calendar-date';
import { contractVerdictFacts } from '@origina/domain/contract-documents';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import { useApplicationContract } from '../../api/application-contract.js';
import { useReviewApplication } from '../../api/review-applications.js';
import { useReviewKyc } from '../../api/review-kyc.js';
import { useAuthContext } from '../../auth/auth-context.js';
import { ApplicationHistory } from '../../components/application-history.js';
import { ApplicationSections, kycFieldNames } from '../../components/application-sections-view.js';
import { ApplicationStatusChip } from '../../components/application-status-chip.js';
import { ApplicationWarnings } from '../../components/application-warnings.js';
import { BuyoutPayoffsCard } from '../../components/buyout-payoffs-card.js';
import { ContractCard } from '../../components/contract-card.js';
import { FolioText } from '../../components/folio-text.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { LoanSummary } from '../../components/loan-summary.js';
import { MissedDeductionsAlert } from '../../components/missed-deductions.js';
import { usePageTitle } from '../../components/page-title.js';
import { RecordNotFound } from '../../components/record-not-found.js';
import { RefreshFailed } from '../../components/refresh-failed.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { ChangesSinceRequest } from './changes-since-request.js';
import { DecisionBar, StickyDecision, useWideDesk } from './decision-dock.js';
import { DecisionPanel } from './decision-panel.js';
import { deskVerdicts } from './desk-rules.js';
import { DocumentsSection } from './documents-section.js';
import { FiguresChanged } from './figures-changed.js';
import { IdentitySection } from './identity-section.js';
import { KycFileSection } from './kyc-file-section.js';
import { KycSection } from './kyc-section.js';
import { LoanScheduleSection } from './loan-schedule-section.js';
import { QueueSignalsLine } from './queue-signals.js';
import { ScreeningBanner } from './screening-banner.js';
import { SignalsSection } from './signals-section.js';

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
  const kyc = useReviewKyc(id);
  // The bureau's facts for the approval's verdict (the model's `bureau_inquired`), once read.
  const bureau = kyc.data
    ? {
        authorizedOn: kyc.data.bureau_authorization
          ? dateInMexico(new Date(kyc.data.bureau_authorization.authorized_at))
          : null,
        inquiredOn: kyc.data.bureau_inquiry?.inquired_on ?? null,
      }
    : undefined;
  const contractFacts = contract.data ? contractVerdictFacts(contract.data) : undefined;
  // Wide screens: the panel beside the data, sticky; the rest: a bar at the bottom that opens it.
  const wide = useWideDesk();
  // The checklist as ticked, here so that it stays when the panel moves between layouts.
  const [ticked, setTicked] = useState<string[]>([]);
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
  if (application.data === undefined) return <FormAlert>{errorMessage(application.error, t)}</FormAlert>;
  const current = application.data;
  // The signals this screen shows: the panel repeats them beside the actions, and a decision
  // records them as seen.
  const signalCodes = current.signals.map((signal) => signal.code);
  const panel = (
    <DecisionPanel
      application={current}
      contract={{ ...contractFacts, bureau }}
      ticked={ticked}
      onTicked={setTicked}
      signalsSeen={signalCodes}
      signals={<QueueSignalsLine item={{ signals: signalCodes }} />}
    />
  );

  return (
    <Stack spacing={3}>
      <RefreshFailed query={application} />
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
      <SignalsSection application={current} />
      <ScreeningBanner applicationId={current.id} />
      <ApplicationWarnings warnings={current.warnings} title={t('review.warningsTitle')} />
      <FiguresChanged current={current.loan_figures} />
      <ChangesSinceRequest changes={current.changes_since_request} />
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
          <KycFileSection application={current} />
          <KycSection application={current} />
          <DocumentsSection
            applicationId={current.id}
            newDocuments={current.changes_since_request?.new_documents}
          />
          <LoanScheduleSection application={current} />
          <ApplicationSections application={current} readOnly without={kycFieldNames} />
          <LoanSummary
            figures={current.loan_figures}
            status={current.status}
            title={t(
              current.loan_figures?.source === 'contract' ? 'review.figuresContract' : 'review.figures',
            )}
            id="review-figures"
            narrow
          />
          <MissedDeductionsAlert missed={current.missed_deductions} />
          <BuyoutPayoffsCard
            applicationId={current.id}
            payoffs={current.payoffs}
            version={current.version}
            mayUpload={false}
            mayReplaceLetter={deskVerdicts(current, user)('replace_payoff_letter').allowed}
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
        {/* The decision, with the figures it weighs: beside the data and in view while it scrolls
            (wide screens), or behind a bar always at hand (phones and tablets). */}
        {wide ? (
          <StickyDecision>{panel}</StickyDecision>
        ) : (
          <DecisionBar application={current}>{panel}</DecisionBar>
        )}
      </Box>
    </Stack>
  );
}
