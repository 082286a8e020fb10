import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../components/page-title.js';
import { useTranslation } from '../../i18n/i18n.js';

// A blank layout: nothing but the message and a way home.
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFoundTitle'));
  return (
    <Stack
      component="main"
      spacing={2}
      sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 3 }}
    >
      <Typography variant="h1" component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h4" component="h1">
        {t('errors.notFoundTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('errors.notFoundBody')}</Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {t('app.goHome')}
      </Button>
    </Stack>
  );
}
