import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ScheduleRow } from '@origina/domain/loan-schedule';
import { formatMoney } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

const width = 640;
const height = 220;
const padding = { top: 12, right: 12, bottom: 24, left: 12 };

// The balance falling and the interest paid adding up, payment by payment. A plain SVG: a chart
// library would weigh more than the whole simulator. Screen readers get the summary sentence.
export function BalanceChart({ rows }: { rows: ScheduleRow[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  if (rows.length === 0) return null;
  const first = rows[0]!;
  let paidInterest = 0;
  const cumulative = rows.map((row) => {
    paidInterest += row.interest;
    return paidInterest;
  });
  const top = Math.max(first.opening_balance, paidInterest) || 1;
  const x = (index: number) => padding.left + (index / rows.length) * (width - padding.left - padding.right);
  const y = (value: number) => padding.top + (1 - value / top) * (height - padding.top - padding.bottom);
  const balanceLine = [
    `M ${x(0)} ${y(first.opening_balance)}`,
    ...rows.map((row, index) => `L ${x(index + 1)} ${y(row.closing_balance)}`),
  ].join(' ');
  const interestLine = [
    `M ${x(0)} ${y(0)}`,
    ...cumulative.map((value, index) => `L ${x(index + 1)} ${y(value)}`),
  ].join(' ');
  const summary = t('simulator.chartSummary', {
    start: formatMoney(first.opening_balance),
    end: formatMoney(rows.at(-1)!.closing_balance),
    count: rows.length,
    interest: formatMoney(paidInterest),
  });
  const balanceColor = theme.palette.primary.main;
  const interestColor = theme.palette.warning.main;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={summary}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <line
          x1={padding.left}
          x2={width - padding.right}
          y1={y(0)}
          y2={y(0)}
          stroke={theme.palette.divider}
          strokeWidth={1}
        />
        <path
          d={`${balanceLine} L ${x(rows.length)} ${y(0)} L ${x(0)} ${y(0)} Z`}
          fill={balanceColor}
          opacity={0.12}
        />
        <path d={balanceLine} fill="none" stroke={balanceColor} strokeWidth={2.5} />
        <path d={interestLine} fill="none" stroke={interestColor} strokeWidth={2.5} strokeDasharray="6 4" />
      </Box>
      <Box component="figcaption" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <Legend color={balanceColor} label={t('simulator.chartBalance')} />
        <Legend color={interestColor} label={t('simulator.chartInterest')} dashed />
        <Typography variant="caption" sx={{ color: 'text.secondary', width: '100%' }}>
          {summary}
        </Typography>
      </Box>
    </Box>
  );
}

function Legend({ color, label, dashed = false }: { color: string; label: string; dashed?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{ width: 24, height: 0, borderTop: `3px ${dashed ? 'dashed' : 'solid'}`, borderColor: color }}
      />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}
