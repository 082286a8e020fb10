import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReviewApplication } from '@origina/domain/review';
import { formatMoney, formatRate } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

/** What the decision is weighed on, beside it: the payment, how much of the payroll's maximum
 * deduction it uses (payment ÷ maximum deduction, the rest in pesos) and the net pay. */
export function capacityUse(application: ReviewApplication) {
  const figures = application.loan_figures;
  const max = figures?.capacity?.max_payment;
  if (!figures || max === undefined) return null;
  return {
    payment: figures.payment,
    max,
    share: max > 0 ? figures.payment / max : Number.POSITIVE_INFINITY,
    margin: Math.round((max - figures.payment) * 100) / 100,
  };
}

const netPayOf = (application: ReviewApplication) => {
  const work = application.data.datos_laborales as { net_pay?: unknown } | undefined;
  return typeof work?.net_pay === 'number' ? work.net_pay : null;
};

export function DecisionFigures({ application }: { application: ReviewApplication }) {
  const { t, language } = useTranslation();
  const figures = application.loan_figures;
  const use = capacityUse(application);
  const netPay = netPayOf(application);
  const over = use !== null && use.margin < 0;
  const rows: [string, string, boolean?][] = [];
  if (figures) rows.push([t('deskDecision.payment'), formatMoney(figures.payment)]);
  if (use)
    rows.push(
      [
        t('deskDecision.capacityUsed'),
        t('deskDecision.capacityValue', {
          percent: Number.isFinite(use.share) ? formatRate(use.share, language) : '—',
          max: formatMoney(use.max),
        }),
        over,
      ],
      [
        t('deskDecision.margin'),
        over
          ? t('deskDecision.overBy', { amount: formatMoney(-use.margin) })
          : t('deskDecision.marginValue', { amount: formatMoney(use.margin) }),
        over,
      ],
    );
  if (netPay !== null) rows.push([t('deskDecision.netPay'), formatMoney(netPay)]);

  return (
    <Box component="section" aria-labelledby="decision-figures" data-testid="decision-figures">
      <Typography id="decision-figures" variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('deskDecision.figuresTitle')}
      </Typography>
      {!figures ? (
        <Typography variant="body2">{t('deskDecision.noFigures')}</Typography>
      ) : (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 0.5 }}
        >
          {rows.map(([label, value, warn]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{
                  m: 0,
                  fontWeight: 600,
                  color: warn ? 'error.main' : undefined,
                  overflowWrap: 'anywhere',
                }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {figures && !use ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {/* A contract's figures carry no capacity: it was weighed when the loan was approved. */}
          {t(figures.source === 'contract' ? 'deskDecision.capacityAtApproval' : 'deskDecision.noCapacity')}
        </Typography>
      ) : null}
    </Box>
  );
}
