import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReviewApplication } from '@origina/domain/review';
import { useState } from 'react';
import { ScheduleTable } from '../../components/schedule-table.js';
import { formatDate } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import { ScheduleCards } from './schedule-cards.js';

/** The whole amortisation schedule of the loan under review as the server dated it (the
 * contract's once approved; before, as if the contract were made today on the convenio's payroll
 * calendar), folded until the reviewer opens it: a table on a desktop, a card per payment on a
 * phone. */
export function LoanScheduleSection({ application }: { application: ReviewApplication }) {
  const { t, language } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const figures = application.loan_figures;
  if (!figures) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="review-schedule">
      <CardContent>
        <Typography id="review-schedule" variant="h6" component="h2">
          {t('review.schedule.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 1.5 }}>
          {t(figures.source === 'contract' ? 'review.schedule.introContract' : 'review.schedule.intro', {
            count: figures.schedule.length,
            first: formatDate(figures.first_payment_date, language),
            last: formatDate(figures.last_payment_date, language),
          })}
        </Typography>
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls="review-schedule-rows"
          endIcon={
            <ExpandMore sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s' }} />
          }
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('review.schedule.hide') : t('review.schedule.show')}
        </Button>
        <Collapse in={open} id="review-schedule-rows">
          <Box sx={{ mt: 2 }}>
            {wide ? (
              <ScheduleTable rows={figures.schedule} compact />
            ) : (
              <ScheduleCards rows={figures.schedule} />
            )}
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
