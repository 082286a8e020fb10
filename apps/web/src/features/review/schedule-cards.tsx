import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScheduleRow } from '@origina/domain/loan-schedule';
import { formatDate, formatMoney } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

function Amount({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: strong ? 600 : undefined }}>
        {formatMoney(value)}
      </Typography>
    </div>
  );
}

/** The amortisation schedule on a phone: one card per payment, every figure of the row without a
 * sideways scroll. */
export function ScheduleCards({ rows }: { rows: ScheduleRow[] }) {
  const { t, language } = useTranslation();
  const showInsurance = rows.some((row) => row.insurance > 0);
  return (
    <Box
      component="ol"
      aria-label={t('simulator.scheduleCaption', { count: rows.length })}
      data-testid="schedule-cards"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {rows.map((row) => (
        <Box
          component="li"
          key={row.number}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
            <Typography variant="subtitle2" component="p">
              {t('review.schedule.payment', { number: row.number, count: rows.length })}
            </Typography>
            <Typography variant="body2">{formatDate(row.date, language)}</Typography>
          </Stack>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 0.5 }}
          >
            <Amount label={t('simulator.total')} value={row.total} strong />
            <Amount label={t('simulator.principal')} value={row.principal} />
            <Amount label={t('simulator.closingBalance')} value={row.closing_balance} />
            <Amount label={t('simulator.interest')} value={row.interest} />
            <Amount label={t('simulator.iva')} value={row.iva} />
            {showInsurance ? <Amount label={t('simulator.rowInsurance')} value={row.insurance} /> : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
