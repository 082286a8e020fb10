import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { EmptyStatePage } from '../../components/empty-state-page.js';
import { useTranslation } from '../../i18n/i18n.js';

export function InboxPage() {
  const { t } = useTranslation();
  return (
    <EmptyStatePage
      title={t('nav.inbox')}
      icon={<InboxOutlined />}
      emptyTitle={t('empty.inboxTitle')}
      emptyBody={t('empty.inboxBody')}
    />
  );
}
