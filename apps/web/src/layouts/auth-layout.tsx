import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useChatWidget } from '../help/use-chat-widget.js';
import { useTranslation } from '../i18n/i18n.js';
import { paths } from '../paths.js';
import { AuthHeader, FormColumn } from './auth-parts.js';

// docs/product-spec.md §2: split screen with an image and a title from medium screens up; the form sits in a
// column of at most 480 px.
export function AuthLayout() {
  const { t } = useTranslation();
  // "Welcome back" only where people come back: registering and invitations are first visits.
  const title = t(useLocation().pathname === paths.auth.login ? 'auth.heroTitle' : 'auth.heroTitleNew');
  // docs/product-spec.md §4: the chat boots with its launcher here and shuts down when the layout is left.
  useChatWidget(true, null);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="section"
        aria-label={title}
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
          {title}
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
        <AuthHeader />
        <FormColumn maxWidth={480} />
      </Box>
    </Box>
  );
}
