import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import { EmptyStatePage } from '../../components/empty-state-page.js';
import { useTranslation } from '../../i18n/i18n.js';

export function SimulatorPage() {
  const { t } = useTranslation();
  return (
    <EmptyStatePage
      title={t('nav.simulator')}
      icon={<CalculateOutlined />}
      emptyTitle={t('empty.simulatorTitle')}
      emptyBody={t('empty.simulatorBody')}
    />
  );
}

export function SimulationPage() {
  const { t } = useTranslation();
  return (
    <EmptyStatePage
      title={t('nav.simulator')}
      icon={<CalculateOutlined />}
      emptyTitle={t('empty.simulationTitle')}
      emptyBody={t('empty.simulationBody')}
    />
  );
}
