import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../components/language-switch.js';
import { chatWidget } from '../../help/chat-widget.js';
import { useTranslation } from '../../i18n/i18n.js';
import { useSettings } from '../../settings/settings-context.js';
import { UserMenu } from './user-menu.js';

// docs/product-spec.md §9: 64 px on phones, 80 px on desktops, back to 64 px once the page scrolls.
const topBarHeight = { mobile: 64, desktop: 80 };

// In the horizontal layout the logo sits at the start of the bar and the menu row below it, inside
// the bar, so the menu stays in reach however far the page scrolls.
export function TopBar({
  onOpenNav,
  showMenuButton,
  start,
  below,
}: {
  onOpenNav: () => void;
  showMenuButton: boolean;
  start?: ReactNode;
  below?: ReactNode;
}) {
  const { t } = useTranslation();
  const { setDrawerOpen } = useSettings();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: topBarHeight.mobile });
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={scrolled ? 2 : 0}
      sx={{ bgcolor: 'background.default', '@media print': { display: 'none' } }}
    >
      <Toolbar
        sx={{
          minHeight: { xs: topBarHeight.mobile, lg: scrolled ? topBarHeight.mobile : topBarHeight.desktop },
          gap: 1,
        }}
      >
        {showMenuButton ? (
          <IconButton
            edge="start"
            onClick={onOpenNav}
            aria-label={t('nav.openMenu')}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        {start}
        <Box sx={{ flex: 1 }} />
        <Link
          component="button"
          type="button"
          onClick={() => chatWidget().show()}
          underline="hover"
          sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 600 }}
        >
          {/* Isolated, so a right-to-left page keeps "¿…?" the right way round. */}
          <bdi>{t('topBar.needHelp')}</bdi>
        </Link>
        <LanguageSwitch />
        <IconButton onClick={() => setDrawerOpen(true)} aria-label={t('topBar.settings')}>
          <SettingsOutlined />
        </IconButton>
        <UserMenu />
      </Toolbar>
      {below}
    </AppBar>
  );
}
