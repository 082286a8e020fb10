import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/empty-state.js';
import { usePageTitle } from '../../components/page-title.js';
import { useTranslation } from '../../i18n/i18n.js';

export function InboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.inbox'));
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('nav.inbox')}
      </Typography>
      <EmptyState icon={<InboxOutlined />} title={t('empty.inboxTitle')} body={t('empty.inboxBody')} />
    </Stack>
  );
}
