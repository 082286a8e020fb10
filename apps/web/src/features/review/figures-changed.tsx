import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LoanFigures, SubmittedFigures } from '@origina/domain/loan-figures';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { formatCat, formatMoney, formatRate } from '../../i18n/format.js';
import { type AppLanguage, type MessageKey, useTranslation } from '../../i18n/i18n.js';

const figures: {
  key: keyof SubmittedFigures;
  label: MessageKey;
  format: (value: number, language: AppLanguage) => string;
}[] = [
  { key: 'annual_rate', label: 'review.changed.annual_rate', format: formatRate },
  { key: 'payment', label: 'review.changed.payment', format: (value) => formatMoney(value) },
  { key: 'total_payment', label: 'review.changed.total_payment', format: (value) => formatMoney(value) },
  {
    key: 'net_disbursement',
    label: 'review.changed.net_disbursement',
    format: (value) => formatMoney(value),
  },
  { key: 'cat', label: 'review.changed.cat', format: formatCat },
];

/**
 * The catalogue moved the loan's figures after the promoter captured them (and the customer agreed
 * to them): the desk sees each figure that moved, as submitted and as it is now, before deciding,
 * since an approval fixes today's.
 */
export function FiguresChanged({ current }: { current: LoanFigures | null }) {
  const { t, language } = useTranslation();
  const before = current?.changed_since_submission;
  if (!current || !before) return null;
  const moved = figures.filter(({ key }) => before[key] !== current[key]);
  return (
    <Alert severity="warning" data-testid="figures-changed">
      <AlertTitle>{t('review.changed.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('review.changed.body')}
      </Typography>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          '& th, & td': { textAlign: 'start', py: 0.25, pr: 2, verticalAlign: 'top' },
          '& td': { fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <caption>
          <VisuallyHidden>{t('review.changed.caption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('review.changed.figure')}</th>
            <th scope="col">{t('review.changed.before')}</th>
            <th scope="col">{t('review.changed.now')}</th>
          </tr>
        </thead>
        <tbody>
          {moved.map(({ key, label, format }) => (
            <tr key={key}>
              <th scope="row" style={{ fontWeight: 400 }}>
                {t(label)}
              </th>
              <td>{format(before[key], language)}</td>
              <Box component="td" sx={{ fontWeight: 600 }}>
                {format(current[key], language)}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Alert>
  );
}
