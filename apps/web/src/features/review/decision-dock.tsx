import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReviewApplication } from '@origina/domain/review';
import { type ReactNode, useState } from 'react';
import { formatMoney, formatRate } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import { capacityUse } from './decision-figures.js';

// The dashboard's tab bar on small screens is 56 px tall (layouts/dashboard/bottom-nav.tsx; a
// feature does not import a layout): the decision bar sits on it.
const tabBarHeight = 56;
const decisionBarHeight = 64;
// Below the sticky top bar, with the page's gap.
const stickyTop = 88;

/** Whether the page lays the panel beside the data (wide screens) or behind a bar (the rest). */
export const useWideDesk = () => useMediaQuery(useTheme().breakpoints.up('lg'));

/** On a wide screen, the decision panel stays in view while the reviewer scrolls the data. */
export function StickyDecision({ children }: { children: ReactNode }) {
  return (
    <Box
      data-testid="decision-sticky"
      sx={{
        position: 'sticky',
        top: stickyTop,
        maxHeight: `calc(100vh - ${stickyTop + 16}px)`,
        overflowY: 'auto',
        // The panel's own scroll, when it is taller than the screen, stays within it.
        overscrollBehavior: 'contain',
      }}
    >
      {children}
    </Box>
  );
}

/** On a phone or tablet: a bar fixed at the bottom (above the tab bar) with the payment and the
 * capacity used, and a button that opens the panel in a drawer. The page leaves room for it, so
 * it never covers the data for good. */
export function DecisionBar({
  application,
  children,
}: {
  application: ReviewApplication;
  children: ReactNode;
}) {
  const { t, language } = useTranslation();
  const [open, setOpen] = useState(false);
  const use = capacityUse(application);
  const summary = use
    ? t('deskDecision.bar', {
        payment: formatMoney(use.payment),
        percent: Number.isFinite(use.share) ? formatRate(use.share, language) : '—',
      })
    : t('deskDecision.barNoFigures');
  return (
    <>
      <Box sx={{ height: decisionBarHeight }} aria-hidden />
      <Paper
        component="section"
        aria-label={t('review.decision')}
        elevation={8}
        data-testid="decision-bar"
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: { xs: tabBarHeight, md: 0 },
          zIndex: (theme) => theme.zIndex.appBar - 1,
          height: decisionBarHeight,
          px: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          '@media print': { display: 'none' },
        }}
      >
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0, fontWeight: 600 }} noWrap>
          {summary}
        </Typography>
        <Button variant="contained" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('deskDecision.openPanel')}
        </Button>
      </Paper>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        // Kept while closed: what was ticked and typed stays, and so does the last notice.
        ModalProps={{ keepMounted: true }}
        slotProps={{
          paper: {
            sx: { maxHeight: '90vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
            role: 'dialog',
            'aria-label': t('review.decision'),
          } as object,
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1, pb: 0 }}>
          <IconButton onClick={() => setOpen(false)} aria-label={t('deskDecision.closePanel')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: 1, pb: 2, overflowY: 'auto' }}>{children}</Box>
      </Drawer>
    </>
  );
}
