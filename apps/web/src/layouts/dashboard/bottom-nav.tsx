import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../routes/paths.js';
import { bottomTabIndex } from './nav-rules.js';
import { UnreadBadge } from './unread-badge.js';

export const bottomNavHeight = 56;

// Small screens: a 56 px tab bar (SPEC §2, §9).
export function BottomNav({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
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
      <BottomNavigation value={bottomTabIndex(pathname)} showLabels sx={{ height: bottomNavHeight }}>
        <BottomNavigationAction
          label={t('nav.home')}
          icon={<HomeOutlined />}
          component={Link}
          to={paths.dashboard.root}
        />
        <BottomNavigationAction
          label={t('nav.inbox')}
          icon={
            <UnreadBadge count={unread}>
              <InboxOutlined />
            </UnreadBadge>
          }
          component={Link}
          to={paths.dashboard.inbox}
        />
        <BottomNavigationAction
          label={t('nav.myApplications')}
          icon={<DescriptionOutlined />}
          component={Link}
          to={paths.dashboard.myApplications}
        />
      </BottomNavigation>
    </Paper>
  );
}
