import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { HelpHost } from '../help/help-host.js';
import { useTranslation } from '../i18n/i18n.js';

function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of path
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

const sweep = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;

// docs/product-spec.md §9: a thin (3 px) bar at the top while a route or its chunk loads (CSS only, as it sits on
// every page's critical path).
function RouteProgressBar() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('app.loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: 1600,
        bgcolor: 'action.selected',
      }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${sweep} 1.2s ease-in-out infinite`,
        }}
      />
    </Box>
  );
}

export function RootLayout() {
  return (
    <Box>
      <ScrollToTop />
      <RouteProgressBar />
      <Outlet />
      <HelpHost />
    </Box>
  );
}
