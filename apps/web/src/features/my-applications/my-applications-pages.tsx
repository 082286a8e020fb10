import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/empty-state.js';
import { usePageTitle } from '../../components/page-title.js';
import { useTranslation } from '../../i18n/i18n.js';

export function MyApplicationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.myApplications'));
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('nav.myApplications')}
      </Typography>
      <EmptyState
        icon={<DescriptionOutlined />}
        title={t('empty.myApplicationsTitle')}
        body={t('empty.myApplicationsBody')}
      />
    </Stack>
  );
}

export function ApplicationPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.myApplications'));
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('nav.myApplications')}
      </Typography>
      <EmptyState
        icon={<DescriptionOutlined />}
        title={t('empty.applicationTitle')}
        body={t('empty.applicationBody')}
      />
    </Stack>
  );
}
