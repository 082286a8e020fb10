import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { Link, useLocation } from 'react-router';
import { useAuthContext } from '../../auth/auth-context.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { bottomTabLimit, bottomTabs } from './nav-config.js';
import { bottomTabIndex, visibleItems } from './nav-rules.js';
import { UnreadBadge } from './unread-badge.js';

export const bottomNavHeight = 56;

// Small screens: a tab bar (docs/product-spec.md §2, §9) with the tabs the role may use, up to five
// (a promoter's five fit 390 px: labels wrap to two lines rather than being cut).
export function BottomNav({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuthContext();
  const tabs = visibleItems(bottomTabs, user?.role).slice(0, bottomTabLimit);
  return (
    <Paper
      component="nav"
      aria-label={t('nav.mainNavigation')}
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: { md: 'none' },
        '@media print': { display: 'none' },
      }}
    >
      <BottomNavigation value={bottomTabIndex(tabs, pathname)} showLabels sx={{ height: bottomNavHeight }}>
        {tabs.map((tab) => (
          <BottomNavigationAction
            key={tab.path}
            label={t(tab.title)}
            icon={
              tab.path === paths.dashboard.inbox ? (
                <UnreadBadge count={unread}>{tab.icon}</UnreadBadge>
              ) : (
                tab.icon
              )
            }
            component={Link}
            to={tab.path}
            sx={{
              minWidth: 0,
              px: 0.5,
              '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected': {
                fontSize: '0.75rem',
                lineHeight: 1.15,
                whiteSpace: 'normal',
                textAlign: 'center',
              },
            }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
