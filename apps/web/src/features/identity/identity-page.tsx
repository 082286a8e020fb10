import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/page-title.js';
import { useTranslation } from '../../i18n/i18n.js';

// /identidad/{slug}: the customer's identity check, opened on a phone without an account. The
// capture flow comes with the identity-verification issue.
export function IdentityPage() {
  const { t } = useTranslation();
  usePageTitle(t('identity.title'));
  return (
    <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
      <BadgeOutlined color="primary" sx={{ fontSize: 56 }} />
      <Typography variant="h4" component="h1">
        {t('identity.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('identity.body')}</Typography>
    </Stack>
  );
}
