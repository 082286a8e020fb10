import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { Application } from '@origina/domain/application-api';
import { formatDate, formatMoney } from '../i18n/format.js';
import { useTranslation } from '../i18n/i18n.js';

// Deductions the employer answered as not applied (issue 36): a mark on a list's row, and the
// list on the loan's page.

export function MissedDeductionsMark({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <Typography variant="body2" sx={{ color: 'error.main' }} data-testid="missed-deductions-mark">
      {t('missedDeductions.mark', { count })}
    </Typography>
  );
}

export function MissedDeductionsAlert({ missed }: { missed: Application['missed_deductions'] }) {
  const { t, language } = useTranslation();
  if (missed.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="missed-deductions">
      <AlertTitle>{t('missedDeductions.title')}</AlertTitle>
      {missed.map((deduction) => (
        <Typography variant="body2" key={deduction.payday}>
          {t(deduction.reason ? 'missedDeductions.lineBecause' : 'missedDeductions.line', {
            date: formatDate(deduction.payday, language),
            amount: formatMoney(deduction.amount),
            reason: deduction.reason ?? '',
          })}
        </Typography>
      ))}
    </Alert>
  );
}
