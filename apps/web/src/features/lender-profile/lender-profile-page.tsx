import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLenderProfile } from '../../api/lender-profile.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { LenderProfileForm } from './lender-profile-form.js';

// The lender as its contracts present it (administrators): what is missing, and the form.
export function LenderProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('lenderProfile.title'));
  const profile = useLenderProfile();
  return (
    // A form reads best at a line's length, not a wide screen's.
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        {t('lenderProfile.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('lenderProfile.intro')}</Typography>
      {profile.isPending ? (
        <LoadingBlock label={t('app.loading')} />
      ) : profile.isError ? (
        <FormAlert>{errorMessage(profile.error, t)}</FormAlert>
      ) : (
        <LenderProfileForm profile={profile.data} />
      )}
    </Stack>
  );
}
