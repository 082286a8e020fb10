import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { todayInMexico } from '@origina/domain/calendar-date';
import type { PayrollFrequency } from '@origina/domain/lender-catalog';
import { catLegend } from '@origina/domain/loan-schedule';
import type { SimulationOutcome } from '@origina/domain/simulations';
import { OtherLoans } from '../../components/other-loans.js';
import { formatCat, formatDate, formatMoney, formatRate } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

interface LoanFiguresProps {
  outcome: SimulationOutcome;
  frequency: PayrollFrequency;
  annualRate: number;
  commissionRate: number;
  /** The calculation date for the CAT legend (YYYY-MM-DD). */
  calculatedOn: string;
  /** The contract date the schedule is dated from: "if signed today" in the simulator. */
  contractDate: string;
  /** The first and last payment dates; a saved simulation lists them with its loan instead, so
   * its printed copy keeps to one page. */
  dates?: boolean;
}

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string | undefined;
  testId?: string;
}) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
      {hint ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}

// The results of a simulation: payment, totals, commission, CAT with its legend and, with a net
// pay, the payroll capacity.
export function LoanFigures({
  outcome,
  frequency,
  annualRate,
  commissionRate,
  calculatedOn,
  contractDate,
  dates = true,
}: LoanFiguresProps) {
  const { t, language } = useTranslation();
  const frequencyName = t(`simulator.frequency.${frequency}`);
  // What the payment includes besides principal and interest: only what this product charges.
  const hasIva = outcome.total_iva > 0;
  const hasInsurance = outcome.total_insurance > 0;
  const paymentHint =
    hasIva && hasInsurance ? 'ivaAndInsurance' : hasIva ? 'iva' : hasInsurance ? 'insurance' : null;
  // The dates hold only if the contract is made that day: a saved simulation may be read later.
  const signedOn =
    contractDate === todayInMexico()
      ? t('simulator.ifSignedToday')
      : t('simulator.ifSignedOn', { date: formatDate(contractDate, language) });
  const first = outcome.schedule[0]?.date;
  const last = outcome.schedule.at(-1)?.date;
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('simulator.payment', { frequency: frequencyName })}
        </Typography>
        <Typography variant="h3" component="p" data-testid="simulation-payment">
          {formatMoney(outcome.payment)}
        </Typography>
        {paymentHint ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t(`simulator.paymentHint.${paymentHint}`)}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
        <Figure
          label={t('simulator.totalPayment')}
          value={formatMoney(outcome.total_payment)}
          testId="simulation-total"
        />
        <Figure label={t('simulator.totalInterest')} value={formatMoney(outcome.total_interest)} />
        <Figure label={t('simulator.totalIva')} value={formatMoney(outcome.total_iva)} />
        <Figure
          label={t('simulator.commission')}
          value={formatMoney(outcome.commission)}
          hint={t('simulator.commissionHint', {
            rate: formatRate(commissionRate, language),
            iva: formatMoney(outcome.commission_iva),
          })}
        />
        <Figure label={t('simulator.netDisbursement')} value={formatMoney(outcome.net_disbursement)} />
        <Figure label={t('simulator.annualRate')} value={formatRate(annualRate, language)} />
        {outcome.total_insurance > 0 ? (
          <Figure label={t('simulator.insurance')} value={formatMoney(outcome.schedule[0]?.insurance ?? 0)} />
        ) : null}
      </Box>
      {dates && first && last ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <Figure
            label={t('simulator.firstPayment')}
            value={formatDate(first, language)}
            hint={signedOn}
            testId="simulation-first-payment"
          />
          <Figure
            label={t('simulator.lastPayment')}
            value={formatDate(last, language)}
            hint={signedOn}
            testId="simulation-last-payment"
          />
        </Box>
      ) : null}
      <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('simulator.cat')}
        </Typography>
        <Typography variant="h4" component="p" data-testid="simulation-cat">
          {formatCat(outcome.cat, language)}
        </Typography>
        <Typography variant="caption" component="p" data-testid="cat-legend">
          {catLegend(language, outcome.cat, formatDate(calculatedOn, language))}
        </Typography>
      </Box>
      {outcome.capacity ? (
        <Box
          role={outcome.capacity.exceeds ? 'alert' : 'status'}
          sx={{
            p: 2,
            borderRadius: 1,
            border: 1,
            borderColor: outcome.capacity.exceeds ? 'error.main' : 'success.main',
          }}
        >
          <Typography variant="subtitle2" component="h3">
            {t('simulator.capacity')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, my: 1 }}>
            <Figure label={t('simulator.maxPayment')} value={formatMoney(outcome.capacity.max_payment)} />
            <Figure
              label={t('simulator.maxAmount')}
              value={formatMoney(outcome.capacity.max_amount)}
              testId="capacity-max-amount"
            />
          </Box>
          <Typography
            variant="body2"
            sx={{ color: outcome.capacity.exceeds ? 'error.main' : 'success.main', fontWeight: 500 }}
          >
            {outcome.capacity.exceeds && outcome.capacity.max_payment <= 0
              ? t('simulator.noCapacity')
              : outcome.capacity.exceeds
                ? t('simulator.exceeds', {
                    payment: formatMoney(outcome.payment),
                    max: formatMoney(outcome.capacity.max_payment),
                    // The convenio's own period: "por quincena", not "por periodo".
                    per: t(`simulator.otherLoans.per.${frequency}`),
                    maxAmount: formatMoney(outcome.capacity.max_amount),
                  })
                : t('simulator.fits')}
          </Typography>
          <OtherLoans loans={outcome.capacity.other_loans} />
        </Box>
      ) : null}
    </Stack>
  );
}
