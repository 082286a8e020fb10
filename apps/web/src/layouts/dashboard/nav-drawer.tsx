import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.js';
import { navWidth } from './nav-rail.js';
import type { NavItem } from './nav-rules.js';
import { NavSection } from './nav-section.js';

/** The menu a phone or tablet opens from the top bar's button. */
export function NavDrawer({
  open,
  onClose,
  logo,
  items,
  onAction,
}: {
  open: boolean;
  onClose: () => void;
  logo: ReactNode;
  items: NavItem[];
  onAction: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: navWidth.vertical }, 'aria-label': t('nav.mainNavigation') } }}
    >
      <Box sx={{ p: 2 }}>{logo}</Box>
      <NavSection items={items} variant="vertical" onAction={onAction} />
    </Drawer>
  );
}
