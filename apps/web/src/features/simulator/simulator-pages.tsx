import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/empty-state.js';
import { usePageTitle } from '../../components/page-title.js';
import { useTranslation } from '../../i18n/i18n.js';

export function SimulatorPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.simulator'));
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('nav.simulator')}
      </Typography>
      <EmptyState
        icon={<CalculateOutlined />}
        title={t('empty.simulatorTitle')}
        body={t('empty.simulatorBody')}
      />
    </Stack>
  );
}

export function SimulationPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.simulator'));
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('nav.simulator')}
      </Typography>
      <EmptyState
        icon={<CalculateOutlined />}
        title={t('empty.simulationTitle')}
        body={t('empty.simulationBody')}
      />
    </Stack>
  );
}
