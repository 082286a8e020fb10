import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ApplicationStatus } from '@origina/domain/application-lifecycle';
import type { LoanFigures } from '@origina/domain/loan-figures';
import { catLegend } from '@origina/domain/loan-schedule';
import { formatCat, formatDate, formatMoney } from '../i18n/format.js';
import { useTranslation } from '../i18n/i18n.js';
import { OtherLoans } from './other-loans.js';

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

/** A renewal's figures (issue 36): the loan it pays off, its payoff on the day this one is
 * expected to be paid out, and what the customer receives after it. */
function RenewalFigures({ renewal }: { renewal: NonNullable<LoanFigures['renewal']> }) {
  const { t, language } = useTranslation();
  const short = renewal.customer_receives < 0;
  return (
    <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }} data-testid="renewal-figures">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('application.loan.renewal.title', { folio: renewal.renews.folio })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
        <Figure
          label={t('application.loan.renewal.payoff')}
          value={formatMoney(renewal.payoff)}
          hint={t('application.loan.renewal.payoffOn', { date: formatDate(renewal.payoff_date, language) })}
          testId="renewal-payoff"
        />
        {/* Never a negative sum: an amount short of the payoff says so below instead. */}
        {short ? null : (
          <Figure
            label={t('application.loan.renewal.receives')}
            value={formatMoney(renewal.customer_receives)}
            hint={t('application.loan.renewal.receivesHint')}
            testId="renewal-receives"
          />
        )}
      </Box>
      {short ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {t('application.loan.renewal.short')}
        </Alert>
      ) : null}
    </Box>
  );
}

/**
 * The loan an application asks for, as the server works it out: payment per period, total,
 * commission, what the customer receives, CAT with its legend, the first and last payment dates
 * and, once the net pay is known, the payroll capacity with the customer's other loans. Before
 * approval, from today's catalogue and dated as if signed today; from approval on, the contract's,
 * with its date and the last day it may be signed and disbursed. What the promoter confirms with
 * the customer, and what the desk decides on.
 */
export function LoanSummary({
  figures,
  title,
  id = 'loan-summary',
  narrow = false,
  status,
}: {
  figures: LoanFigures | null;
  title?: string;
  id?: string;
  /** In a side column: two figures a row at every width. */
  narrow?: boolean;
  /** Once disbursed, the contract's validity is spent and not shown. */
  status?: ApplicationStatus;
}) {
  const { t, language } = useTranslation();
  const heading = title ?? t('application.loan.title');
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} data-testid="loan-summary">
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {heading}
        </Typography>
        {!figures ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('application.loan.pending')}</Typography>
        ) : (
          <>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: narrow
                  ? 'repeat(2, minmax(0, 1fr))'
                  : { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
                gap: 2,
              }}
            >
              <Figure
                label={t(`application.loan.payment.${figures.frequency}`)}
                value={formatMoney(figures.payment)}
                hint={t('application.loan.paymentHint')}
              />
              <Figure label={t('application.loan.amount')} value={formatMoney(figures.amount)} />
              <Figure
                label={t('application.loan.term')}
                value={t(`application.loan.terms.${figures.frequency}`, { count: figures.term })}
              />
              <Figure label={t('application.loan.totalPayment')} value={formatMoney(figures.total_payment)} />
              <Figure label={t('application.loan.commission')} value={formatMoney(figures.commission)} />
              <Figure
                label={t('application.loan.netDisbursement')}
                value={formatMoney(figures.net_disbursement)}
                hint={t('application.loan.netDisbursementHint')}
              />
              <Figure
                label={t('application.loan.firstPayment')}
                value={formatDate(figures.first_payment_date, language)}
                hint={figures.source === 'catalogue' ? t('application.loan.ifSignedToday') : undefined}
                testId="first-payment-date"
              />
              <Figure
                label={t('application.loan.lastPayment')}
                value={formatDate(figures.last_payment_date, language)}
                hint={figures.source === 'catalogue' ? t('application.loan.ifSignedToday') : undefined}
                testId="last-payment-date"
              />
            </Box>
            {figures.renewal ? <RenewalFigures renewal={figures.renewal} /> : null}
            {figures.source === 'contract' ? (
              <Typography variant="body2" sx={{ mt: 1.5 }} data-testid="loan-contract-dates">
                {t('application.loan.contractDated', {
                  date: formatDate(figures.contract_date, language),
                })}
                {figures.valid_until && status !== 'disbursed'
                  ? ` ${t(
                      figures.expired ? 'application.loan.validUntilPast' : 'application.loan.validUntil',
                      {
                        date: formatDate(figures.valid_until, language),
                      },
                    )}`
                  : null}
              </Typography>
            ) : null}
            <Box sx={{ mt: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                CAT
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
                {formatCat(figures.cat, language)}
              </Typography>
              <Typography variant="caption" component="p">
                {catLegend(language, figures.cat, formatDate(figures.calculated_on, language))}
              </Typography>
            </Box>
            {figures.capacity ? (
              <Box sx={{ mt: 2, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
                <Figure
                  label={t('application.loan.maxPayment')}
                  value={formatMoney(figures.capacity.max_payment)}
                />
                <Figure
                  label={t('application.loan.maxAmount')}
                  value={formatMoney(figures.capacity.max_amount)}
                />
              </Box>
            ) : null}
            {figures.capacity?.exceeds ? (
              <Alert severity="error" sx={{ mt: 1.5 }}>
                {figures.capacity.max_payment <= 0
                  ? t('application.loan.noCapacity')
                  : t('application.loan.exceeds', {
                      payment: formatMoney(figures.payment),
                      max: formatMoney(figures.capacity.max_payment),
                      // The convenio's own period: "por quincena", not "por periodo".
                      per: t(`simulator.otherLoans.per.${figures.frequency}`),
                      maxAmount: formatMoney(figures.capacity.max_amount),
                    })}
              </Alert>
            ) : null}
            {figures.capacity ? <OtherLoans loans={figures.capacity.other_loans} /> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
