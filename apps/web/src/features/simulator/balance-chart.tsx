import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ScheduleRow } from '@origina/domain/loan-schedule';
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { formatMoney } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

// The drawing's own units: narrower on a phone, so its 12-unit labels stay readable once the
// chart is scaled to the screen's width.
const widths = { wide: 640, narrow: 360 };
const height = 240;
const padding = { top: 12, right: 16, bottom: 40, left: 76 };
const wholePesos = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  maximumFractionDigits: 0,
});

// Where a key moves the reading: one payment either way, or to the first or last.
function stepFor(key: string, last: number): ((current: number) => number) | null {
  if (key === 'ArrowRight' || key === 'ArrowUp') return (current) => current + 1;
  if (key === 'ArrowLeft' || key === 'ArrowDown') return (current) => current - 1;
  if (key === 'Home') return () => 1;
  if (key === 'End') return () => last;
  return null;
}

// The balance falling and the interest paid adding up, payment by payment. A plain SVG: a chart
// library would weigh more than the whole simulator. Axes with values; pointing at the chart, or
// focusing it and using the arrow keys, reads out each payment; screen readers get the summary
// sentence, and the schedule below has every figure.
export function BalanceChart({ rows }: { rows: ScheduleRow[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [active, setActive] = useState<number | null>(null);
  const width = useMediaQuery(theme.breakpoints.down('sm')) ? widths.narrow : widths.wide;
  if (rows.length === 0) return null;
  const first = rows[0]!;
  let paidInterest = 0;
  const cumulative = rows.map((row) => {
    paidInterest += row.interest;
    return paidInterest;
  });
  const top = Math.max(first.opening_balance, paidInterest) || 1;
  const plotWidth = width - padding.left - padding.right;
  const x = (index: number) => padding.left + (index / rows.length) * plotWidth;
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
  const axisColor = theme.palette.text.secondary;
  const payments = [...new Set([1, Math.ceil(rows.length / 2), rows.length])];

  // The payment under the pointer (1-based, as the schedule numbers them).
  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const atX = ((event.clientX - box.left) / box.width) * width;
    const index = Math.round(((atX - padding.left) / plotWidth) * rows.length);
    setActive(Math.min(rows.length, Math.max(1, index)));
  };
  const onKey = (event: KeyboardEvent<SVGSVGElement>) => {
    const next = stepFor(event.key, rows.length);
    if (!next) return;
    event.preventDefault();
    setActive((current) => Math.min(rows.length, Math.max(1, next(current ?? 0))));
  };
  const row = active ? rows[active - 1] : undefined;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={summary}
        aria-describedby="balance-chart-reading"
        tabIndex={0}
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        onPointerLeave={() => setActive(null)}
        onKeyDown={onKey}
        onFocus={() => setActive((current) => current ?? 1)}
        onBlur={() => setActive(null)}
        sx={{
          width: '100%',
          height: 'auto',
          display: 'block',
          touchAction: 'pan-y',
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        }}
      >
        {[0, top / 2, top].map((value) => (
          <g key={value}>
            <line
              x1={padding.left}
              x2={width - padding.right}
              y1={y(value)}
              y2={y(value)}
              stroke={theme.palette.divider}
              strokeWidth={1}
            />
            <text
              x={padding.left - 8}
              y={y(value)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={12}
              fill={axisColor}
            >
              {wholePesos.format(value)}
            </text>
          </g>
        ))}
        {payments.map((payment) => (
          <text
            key={payment}
            x={x(payment)}
            y={height - padding.bottom + 16}
            textAnchor="middle"
            fontSize={12}
            fill={axisColor}
          >
            {payment}
          </text>
        ))}
        <text
          x={padding.left + plotWidth / 2}
          y={height - 4}
          textAnchor="middle"
          fontSize={12}
          fill={axisColor}
        >
          {t('simulator.chartAxisPayment')}
        </text>
        <path
          d={`${balanceLine} L ${x(rows.length)} ${y(0)} L ${x(0)} ${y(0)} Z`}
          fill={balanceColor}
          opacity={0.12}
        />
        <path d={balanceLine} fill="none" stroke={balanceColor} strokeWidth={2.5} />
        <path d={interestLine} fill="none" stroke={interestColor} strokeWidth={2.5} strokeDasharray="6 4" />
        {row && active ? (
          <g>
            <line
              x1={x(active)}
              x2={x(active)}
              y1={padding.top}
              y2={y(0)}
              stroke={axisColor}
              strokeWidth={1}
            />
            <circle cx={x(active)} cy={y(row.closing_balance)} r={4.5} fill={balanceColor} />
            <circle cx={x(active)} cy={y(cumulative[active - 1]!)} r={4.5} fill={interestColor} />
          </g>
        ) : null}
      </Box>
      <Box component="figcaption" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <Legend color={balanceColor} label={t('simulator.chartBalance')} />
        <Legend color={interestColor} label={t('simulator.chartInterest')} dashed />
        <Typography
          id="balance-chart-reading"
          variant="body2"
          aria-live="polite"
          data-testid="chart-reading"
          sx={{ width: '100%', fontWeight: row ? 600 : 400, color: row ? 'text.primary' : 'text.secondary' }}
        >
          {row && active
            ? t('simulator.chartReading', {
                number: active,
                balance: formatMoney(row.closing_balance),
                interest: formatMoney(cumulative[active - 1]!),
              })
            : t('simulator.chartHint')}
        </Typography>
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
