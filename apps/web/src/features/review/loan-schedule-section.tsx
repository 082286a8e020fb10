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
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { ScheduleTable } from '../../components/schedule-table.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { useReviewSchedule } from './review-schedule.js';
import { ScheduleCards } from './schedule-cards.js';

/** The whole amortisation schedule of the loan under review, folded until the reviewer opens it:
 * a table on a desktop, a card per payment on a phone. */
export function LoanScheduleSection({ application }: { application: ReviewApplication }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const { rows, pending, error } = useReviewSchedule(application);
  const figures = application.loan_figures;
  if (!figures) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="review-schedule">
      <CardContent>
        <Typography id="review-schedule" variant="h6" component="h2">
          {t('review.schedule.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 1.5 }}>
          {t('review.schedule.intro', { count: figures.term })}
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
            {error ? (
              <FormAlert>{errorMessage(error, t)}</FormAlert>
            ) : pending ? (
              <LoadingBlock label={t('app.loading')} size={24} />
            ) : !rows ? (
              <Typography>{t('review.schedule.unavailable')}</Typography>
            ) : wide ? (
              <ScheduleTable rows={rows} compact />
            ) : (
              <ScheduleCards rows={rows} />
            )}
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
