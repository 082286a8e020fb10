import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { EmptyStatePage } from '../../components/empty-state-page.js';
import { useTranslation } from '../../i18n/i18n.js';

export function MyApplicationsPage() {
  const { t } = useTranslation();
  return (
    <EmptyStatePage
      title={t('nav.myApplications')}
      icon={<DescriptionOutlined />}
      emptyTitle={t('empty.myApplicationsTitle')}
      emptyBody={t('empty.myApplicationsBody')}
    />
  );
}

export function ApplicationPage() {
  const { t } = useTranslation();
  return (
    <EmptyStatePage
      title={t('nav.myApplications')}
      icon={<DescriptionOutlined />}
      emptyTitle={t('empty.applicationTitle')}
      emptyBody={t('empty.applicationBody')}
    />
  );
}
