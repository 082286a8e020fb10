import Box from '@mui/material/Box';
import type { LoanFigures } from '@origina/domain/loan-figures';
import { formatCat, formatMoney } from '../i18n/format.js';
import { useTranslation } from '../i18n/i18n.js';

// The promoter's phone (390×844) with the dashboard's top bar (64 px, layouts/dashboard/top-bar.tsx;
// shared code does not import a layout): the bar sticks just below it.
const phoneTopBar = 64;

/**
 * The loan's four figures in one compact line: amount, payment with its period in words
 * ("$1,168.26 por quincena"), term and CAT, as the server worked them out (never the browser's
 * arithmetic). A labelled region, not a live one: it is read when reached, not announced on
 * every save. `sticky` keeps it under the top bar on a phone while the promoter scrolls a step.
 */
export function LoanFiguresBar({
  figures,
  sticky = false,
}: {
  figures: LoanFigures | null;
  sticky?: boolean;
}) {
  const { t, language } = useTranslation();
  if (!figures) return null;
  const items = [
    { label: t('application.loanBar.amount'), value: formatMoney(figures.amount), id: 'amount' },
    {
      label: t('application.loanBar.payment'),
      value: `${formatMoney(figures.payment)} ${t(`simulator.otherLoans.per.${figures.frequency}`)}`,
      id: 'payment',
    },
    {
      label: t('application.loanBar.term'),
      value: t(`application.loan.terms.${figures.frequency}`, { count: figures.term }),
      id: 'term',
    },
    { label: 'CAT', value: formatCat(figures.cat, language), id: 'cat' },
  ];
  return (
    <Box
      component="section"
      aria-label={t('application.loanBar.label')}
      data-testid="loan-figures-bar"
      sx={{
        ...(sticky ? { position: { xs: 'sticky', md: 'static' }, top: phoneTopBar, zIndex: 2 } : {}),
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 1.5,
        py: 1,
        '@media print': { position: 'static' },
      }}
    >
      <Box
        component="dl"
        sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: { xs: 2, sm: 4 }, rowGap: 0.5 }}
      >
        {items.map((item) => (
          <Box key={item.id} sx={{ minWidth: 0 }}>
            <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary', lineHeight: 1.3 }}>
              {item.label}
            </Box>
            <Box
              component="dd"
              sx={{ m: 0, typography: 'body2', fontWeight: 600 }}
              data-testid={`loan-bar-${item.id}`}
            >
              {item.value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
