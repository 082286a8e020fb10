import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationScreening } from '@origina/domain/screening';
import { useApplicationScreening } from '../../api/compliance.js';
import { RiskGradeChip } from '../../components/screening-chips.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

const severities = { hit: 'warning', cleared: 'info', rejected: 'error', clear: 'success' } as const;
const titles = {
  hit: 'compliance.banner.pending',
  cleared: 'compliance.banner.cleared',
  rejected: 'compliance.banner.rejected',
  clear: 'compliance.banner.clear',
} as const;

// The application's anti-money-laundering screening on the desk's review screen: a banner while a
// list match waits for compliance (approval is refused until then), and the risk grade.
export function ScreeningBanner({ applicationId }: { applicationId: string }) {
  const screening = useApplicationScreening(applicationId, 'review');
  // Nothing to say while it loads or if it cannot be read: the approval's answer says it too.
  if (!screening.data) return null;
  return <ScreeningState screening={screening.data} />;
}

function ScreeningState({ screening }: { screening: ApplicationScreening }) {
  const { t } = useTranslation();
  const factors =
    screening.latest?.risk_factors.map((factor) => t(`compliance.factors.${factor}` as MessageKey)) ?? [];
  return (
    <Alert
      severity={screening.latest ? severities[screening.state] : 'info'}
      data-testid="screening-banner"
      role={screening.state === 'hit' ? 'alert' : undefined}
    >
      <AlertTitle>
        {t(screening.latest ? titles[screening.state] : 'compliance.banner.notScreened')}
      </AlertTitle>
      {screening.state === 'hit' ? (
        <Typography variant="body2">{t('compliance.banner.pendingBody')}</Typography>
      ) : null}
      {screening.risk_grade ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="body2">{t('compliance.banner.grade')}:</Typography>
          <RiskGradeChip grade={screening.risk_grade} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {factors.length > 0
              ? t('compliance.factorsLabel', { factors: factors.join(', ') })
              : t('compliance.noFactors')}
          </Typography>
        </Stack>
      ) : null}
    </Alert>
  );
}
