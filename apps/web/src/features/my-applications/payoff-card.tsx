import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { todayInMexico } from '@origina/domain/calendar-date';
import type { Payoff } from '@origina/domain/loan-payoff';
import { useState } from 'react';
import { ApiRequestError } from '../../api/api-error.js';
import { useLoanPayoff } from '../../api/loan-payoff.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { errorMessage } from '../../components/server-errors.js';
import { formatDate, formatMoney } from '../../i18n/format.js';
import { type translate, useTranslation } from '../../i18n/i18n.js';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

// The refusal's own words: a date's field message (before the disbursement) says more than the
// form's "check the data".
function refusalText(error: unknown, t: typeof translate) {
  if (error instanceof ApiRequestError && error.fieldErrors.date?.[0]) return error.fieldErrors.date[0];
  return errorMessage(error, t);
}

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" sx={{ color: strong ? 'text.primary' : 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="span"
        sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

// The payments the employer did not apply are in the figures (docs/domain-rules.md): said so,
// or the promoter would read a balance above the schedule's as a mistake.
function MissedNote({ count, testId }: { count: number; testId: string }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Typography variant="body2" component="p" sx={{ color: 'warning.dark', mt: 0.5 }} data-testid={testId}>
      {t('myApplications.payoff.missed', { count })}
    </Typography>
  );
}

// Said once: under the quote only when it counts other payments than today's balance does.
function Quote({ quote, missedToday }: { quote: Payoff; missedToday: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="payoff-quote">
      {quote.missed_payments === missedToday ? null : (
        <MissedNote count={quote.missed_payments} testId="payoff-quote-missed" />
      )}
      <Line label={t('myApplications.payoff.principal')} value={formatMoney(quote.principal)} />
      <Line label={t('myApplications.payoff.interest')} value={formatMoney(quote.interest)} />
      <Line label={t('myApplications.payoff.iva')} value={formatMoney(quote.iva)} />
      <Divider sx={{ my: 0.5 }} />
      <Line label={t('myApplications.payoff.total')} value={formatMoney(quote.total)} strong />
    </Box>
  );
}

/** A disbursed loan's balance today and a payoff quote for a date the promoter picks, from the
 * contract's schedule (issue 36): the payments due so far are taken as applied, but for those the
 * employer answered "not applied", which stay owed. */
export function PayoffCard({ applicationId }: { applicationId: string }) {
  const { t, language } = useTranslation();
  const [date, setDate] = useState(todayInMexico);
  const today = useLoanPayoff(applicationId, null);
  const valid = isoDate.test(date);
  const quote = useLoanPayoff(applicationId, date, valid);
  return (
    <Card variant="outlined" component="section" aria-labelledby="payoff-heading" data-testid="payoff-card">
      <CardContent>
        <Typography id="payoff-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('myApplications.payoff.title')}
        </Typography>
        {today.isPending ? (
          <LoadingBlock label={t('myApplications.payoff.loading')} size={24} />
        ) : today.isError ? (
          <Alert severity="error">{refusalText(today.error, t)}</Alert>
        ) : (
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('myApplications.payoff.balanceOn', { date: formatDate(today.data.date, language) })}
            </Typography>
            <Typography
              variant="subtitle1"
              component="p"
              sx={{ fontWeight: 600 }}
              data-testid="payoff-balance"
            >
              {formatMoney(today.data.principal)}
            </Typography>
            <MissedNote count={today.data.missed_payments} testId="payoff-balance-missed" />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('myApplications.payoff.balanceHint')}
            </Typography>
          </Box>
        )}
        <TextField
          label={t('myApplications.payoff.date')}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          fullWidth
          size="small"
          sx={{ mt: 2.5, mb: 1.5 }}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText={valid ? t('myApplications.payoff.dateHint') : t('myApplications.payoff.dateInvalid')}
          error={!valid}
        />
        {!valid ? null : quote.isPending ? (
          <LoadingBlock label={t('myApplications.payoff.loading')} size={24} />
        ) : quote.isError ? (
          <Alert severity="error">{refusalText(quote.error, t)}</Alert>
        ) : (
          <Quote quote={quote.data} missedToday={today.data?.missed_payments} />
        )}
      </CardContent>
    </Card>
  );
}
