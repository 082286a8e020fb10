import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/i18n.js';
import { paths } from '../paths.js';
import { usePageTitle } from './page-title.js';

// What a role sees on a screen of a workspace it does not use: one message and the way home,
// never the screen's own buttons or the server's refusal behind it.
export function NoAccess() {
  const { t } = useTranslation();
  usePageTitle(t('noAccess.title'));
  return (
    <Box
      data-testid="no-access"
      sx={{
        py: { xs: 6, md: 10 },
        px: 3,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 56 } }} aria-hidden>
        <LockOutlined />
      </Box>
      <Typography variant="h4" component="h1" sx={{ typography: { xs: 'h5', sm: 'h4' } }}>
        {t('noAccess.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>{t('noAccess.body')}</Typography>
      <Button component={RouterLink} to={paths.dashboard.root} variant="contained" size="large">
        {t('noAccess.goHome')}
      </Button>
    </Box>
  );
}
