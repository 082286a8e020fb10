import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationScreening } from '@origina/domain/screening';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import { useApplicationScreening } from '../../api/compliance.js';
import { FolioText } from '../../components/folio-text.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { RecordNotFound } from '../../components/record-not-found.js';
import { RiskGradeChip, ScreeningStateChip } from '../../components/screening-chips.js';
import { errorMessage } from '../../components/server-errors.js';
import { formatDateTime } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { CustomerCard, MatchedEntry } from './matched-entries.js';
import { ScreeningDecisionForm } from './screening-decision-form.js';

// One application's screening for compliance: the customer beside each matched entry, the risk
// grade and its factors, and the decision (or the one taken).
export function ComplianceApplicationPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const screening = useApplicationScreening(id, 'compliance');
  usePageTitle(
    screening.data
      ? t('compliance.detail.title', { folio: screening.data.application.folio })
      : t('compliance.title'),
  );
  if (screening.isPending) return <LoadingBlock label={t('app.loading')} />;
  if (screening.error instanceof ApiRequestError && screening.error.status === 404)
    return (
      <RecordNotFound
        title={t('review.notFoundTitle')}
        body={t('review.notFoundBody')}
        backTo={paths.dashboard.compliance}
        backLabel={t('compliance.back')}
      />
    );
  if (screening.isError) return <FormAlert>{errorMessage(screening.error, t)}</FormAlert>;
  const current = screening.data;
  const folio = current.application.folio;
  return (
    <Stack spacing={3}>
      <Button
        component={Link}
        to={paths.dashboard.compliance}
        startIcon={<ArrowBack />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('compliance.back')}
      </Button>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h4" component="h1">
          <FolioText text={t('compliance.detail.title', { folio })} folio={folio} />
        </Typography>
        <ScreeningStateChip state={current.state} />
        {current.risk_grade ? <RiskGradeChip grade={current.risk_grade} /> : null}
      </Stack>
      <ScreeningSummaryText screening={current} />
      {/* On a phone the entries come right after the customer, before the decision. */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gridTemplateAreas: {
            xs: '"customer" "entries" "decision"',
            md: '"customer entries" "decision entries"',
          },
          gridTemplateRows: { md: 'auto 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'customer', minWidth: 0 }}>
          <CustomerCard screening={current} />
        </Box>
        <Stack spacing={3} sx={{ gridArea: 'decision', minWidth: 0 }}>
          {current.state === 'hit' ? (
            <ScreeningDecisionForm applicationId={current.application.id} folio={folio} />
          ) : null}
          <DecisionTaken screening={current} />
        </Stack>
        <Stack
          spacing={2}
          sx={{ gridArea: 'entries', minWidth: 0 }}
          component="section"
          aria-labelledby="matched-entries"
        >
          <Typography id="matched-entries" variant="h6" component="h2">
            {t('compliance.detail.hits')}
          </Typography>
          {(current.latest?.hits ?? []).map((hit) => (
            <MatchedEntry key={`${hit.source}:${hit.reference}`} hit={hit} />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

function ScreeningSummaryText({ screening }: { screening: ApplicationScreening }) {
  const { t, language } = useTranslation();
  const latest = screening.latest;
  if (!latest) return null;
  const factors = latest.risk_factors.map((factor) => t(`compliance.factors.${factor}` as MessageKey));
  return (
    <Stack spacing={0.5}>
      <Typography sx={{ color: 'text.secondary' }}>
        {t('compliance.detail.screened', {
          stage: t(`compliance.detail.stages.${latest.stage}` as MessageKey),
          date: formatDateTime(latest.screened_at, language),
        })}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {factors.length > 0
          ? t('compliance.factorsLabel', { factors: factors.join(', ') })
          : t('compliance.noFactors')}
      </Typography>
    </Stack>
  );
}

function DecisionTaken({ screening }: { screening: ApplicationScreening }) {
  const { t, language } = useTranslation();
  const decision = screening.decision;
  if (!decision || screening.state === 'hit') return null;
  return (
    <Alert severity={decision.decision === 'clear' ? 'info' : 'error'} data-testid="screening-decided">
      <Typography sx={{ fontWeight: 600 }}>
        {t('compliance.detail.decided', {
          decision: t(`compliance.detail.decisions.${decision.decision}` as MessageKey),
          who: decision.decided_by,
          date: formatDateTime(decision.decided_at, language),
        })}
      </Typography>
      {t('compliance.detail.reason', { reason: decision.reason })}
    </Alert>
  );
}
