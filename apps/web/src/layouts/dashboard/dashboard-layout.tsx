import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { enUS, esES } from '@mui/material/locale';
import { createTheme, type Theme, ThemeProvider, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePublicConfig } from '../../api/config.js';
import { queryClient } from '../../api/query-client.js';
import { useUnreadNotifications } from '../../api/unread-notifications.js';
import { useOutboxSender } from '../../api/use-save-outbox.js';
import { useAuthContext } from '../../auth/auth-context.js';
import { onceLoaded, useLater } from '../../components/later.js';
import { Logo } from '../../components/logo.js';
import { chatIdentity, chatWidget } from '../../help/chat-widget.js';
import { useChatWidget } from '../../help/use-chat-widget.js';
import { useTranslation } from '../../i18n/i18n.js';
import { OfflineNotices } from '../../offline/offline-notices.js';
import { paths } from '../../paths.js';
import { useSettings } from '../../settings/settings-context.js';
import { BottomNav, bottomNavHeight } from './bottom-nav.js';
import { navItems } from './nav-config.js';
import { NavRail, navWidth } from './nav-rail.js';
import { visibleItems } from './nav-rules.js';
import { NavSection } from './nav-section.js';
import { TopBar } from './top-bar.js';
import { UnreadBadge } from './unread-badge.js';

// MUI's own texts (pagination, close buttons, date pickers...) in the user's language. Only the
// dashboard has such components, so the sign-in pages do not load these catalogues.
const withMuiLocale = (language: 'es' | 'en') => (outer: Theme) =>
  createTheme(outer, language === 'en' ? enUS : esES);

// Unstretched, the page stops at a width that reads well; "Ancho completo" lifts the limit.
const contentMaxWidth = 1280;

export function DashboardLayout() {
  const { settings } = useSettings();
  const localized = useMemo(() => withMuiLocale(settings.language), [settings.language]);
  return (
    <ThemeProvider theme={localized}>
      <QueryClientProvider client={queryClient}>
        <DashboardFrame />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

// The frame's parts hidden at first (the menu drawer of a phone, the settings drawer) load once the
// screen has drawn (issue 35).
const navDrawerCode = onceLoaded(() => import('./nav-drawer.js'));
const settingsDrawerCode = onceLoaded(() => import('./settings-drawer.js'));

function DashboardFrame() {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'));
  const { settings } = useSettings();
  const { user } = useAuthContext();
  const config = usePublicConfig().data;
  const { pathname } = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const navDrawer = useLater(navDrawerCode);
  const settingsDrawer = useLater(settingsDrawerCode);
  const unread = useUnreadNotifications(Boolean(user)).data ?? 0;
  const items = visibleItems(navItems, user?.role).map((item) =>
    item.path === paths.dashboard.inbox ? { ...item, info: <UnreadBadge count={unread} /> } : item,
  );
  // docs/product-spec.md §4: in the dashboard the chat boots without its launcher, with the identified user;
  // "Ayuda" opens it.
  const identity = user && config ? chatIdentity(user, config.chat.user_id_prefix) : null;
  useChatWidget(false, identity);
  // Steps saved offline are sent from here, whatever screen is open (issue 35).
  useOutboxSender();
  const onAction = () => chatWidget().show();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of path
  useEffect(() => {
    setNavOpen(false);
  }, [pathname]);

  const layout = desktop ? settings.layout : 'vertical';
  const sideWidth = desktop && layout !== 'horizontal' ? navWidth[layout] : 0;
  const horizontal = desktop && layout === 'horizontal';
  const logo = (
    <Logo
      src={config?.lender.logo_url}
      name={config?.lender.name ?? 'Origina'}
      size={layout === 'mini' ? 32 : 40}
      markOnly={layout === 'mini'}
    />
  );

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, p: 1, bgcolor: 'background.paper' },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      {desktop && layout !== 'horizontal' ? (
        <NavRail layout={layout} logo={logo} items={items} onAction={onAction} />
      ) : null}
      {!desktop && navDrawer ? (
        <navDrawer.NavDrawer
          open={navOpen}
          onClose={() => setNavOpen(false)}
          logo={logo}
          items={items}
          onAction={onAction}
        />
      ) : null}
      <Box sx={{ marginInlineStart: `${sideWidth}px`, '@media print': { marginInlineStart: 0 } }}>
        <TopBar
          onOpenNav={() => setNavOpen(true)}
          showMenuButton={!desktop}
          start={horizontal ? logo : null}
          below={
            horizontal ? (
              <Box
                data-testid="nav-horizontal"
                sx={{ borderBottom: 1, borderColor: 'divider', '@media print': { display: 'none' } }}
              >
                <NavSection items={items} variant="horizontal" onAction={onAction} />
              </Box>
            ) : null
          }
        />
        <Container
          id="main"
          component="main"
          tabIndex={-1}
          maxWidth={false}
          sx={{
            maxWidth: contentMaxWidth,
            // docs/product-spec.md: stretch takes effect on screens wider than 1600 px.
            ...(settings.stretch ? { '@media (min-width: 1600px)': { maxWidth: 'none' } } : {}),
            py: 3,
            pb: { xs: `${bottomNavHeight + 24}px`, md: 3 },
            outline: 'none',
            // On paper the page's own margins are enough.
            '@media print': { p: 0 },
          }}
        >
          <OfflineNotices />
          <Outlet />
        </Container>
      </Box>
      <BottomNav unread={unread} />
      {settingsDrawer ? <settingsDrawer.SettingsDrawer /> : null}
    </Box>
  );
}
