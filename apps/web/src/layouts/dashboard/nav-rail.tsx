import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.js';
import { useSettings } from '../../settings/settings-context.js';
import type { NavItem } from './nav-rules.js';
import { NavSection } from './nav-section.js';

// docs/product-spec.md §9 widths.
export const navWidth = { vertical: 280, mini: 88 };

// The menu fixed at the side on large screens: the logo and the collapse button above the items.
// In the 88 px mini rail the mark stands alone with the button under it, so neither covers the other.
export function NavRail({
  layout,
  logo,
  items,
  onAction,
}: {
  layout: 'vertical' | 'mini';
  logo: ReactNode;
  items: NavItem[];
  onAction: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { update } = useSettings();
  const mini = layout === 'mini';
  return (
    <Box
      component="aside"
      data-testid={`nav-${layout}`}
      sx={{
        position: 'fixed',
        insetBlock: 0,
        insetInlineStart: 0,
        width: navWidth[layout],
        borderInlineEnd: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.default',
        overflowY: 'auto',
        zIndex: theme.zIndex.appBar + 1,
        '@media print': { display: 'none' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: mini ? 'column' : 'row',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          p: 2,
          pb: mini ? 1 : 2,
        }}
      >
        {logo}
        <IconButton
          size="small"
          onClick={() => update({ layout: mini ? 'vertical' : 'mini' })}
          aria-label={mini ? t('settings.expandNav') : t('settings.collapseNav')}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          {mini !== (theme.direction === 'rtl') ? (
            <ChevronRight fontSize="small" />
          ) : (
            <ChevronLeft fontSize="small" />
          )}
        </IconButton>
      </Box>
      <NavSection items={items} variant={layout} onAction={onAction} />
    </Box>
  );
}
