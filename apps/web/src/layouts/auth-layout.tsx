import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { usePublicConfig } from '../api/config.js';
import { LanguageSwitch } from '../components/language-switch.js';
import { Logo } from '../components/logo.js';
import { useTranslation } from '../i18n/i18n.js';

// SPEC §2: split screen with an image and a title from medium screens up; the form sits in a
// column of at most 480 px.
export function AuthLayout() {
  const { t } = useTranslation();
  const config = usePublicConfig().data;
  const lender = config?.lender.name ?? 'Origina';
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="section"
        aria-label={t('auth.heroTitle')}
        sx={{
          display: { xs: 'none', md: 'flex' },
          flex: '1 1 50%',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 3,
          px: 6,
          bgcolor: 'action.hover',
        }}
      >
        <Typography variant="h3" component="p" sx={{ fontWeight: 700, maxWidth: 480 }}>
          {t('auth.heroTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{t('auth.heroSubtitle')}</Typography>
        <Box
          component="img"
          src="/auth-illustration.svg"
          alt=""
          width={480}
          height={320}
          sx={{ maxWidth: '100%', height: 'auto' }}
        />
      </Box>
      <Box sx={{ flex: '1 1 50%', display: 'flex', flexDirection: 'column', px: { xs: 2, sm: 4 }, py: 3 }}>
        <Box
          component="header"
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Logo src={config?.lender.logo_url} name={lender} />
          <LanguageSwitch />
        </Box>
        <Box
          component="main"
          sx={{
            flex: 1,
            width: '100%',
            maxWidth: 480,
            mx: 'auto',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            py: 4,
          }}
        >
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
