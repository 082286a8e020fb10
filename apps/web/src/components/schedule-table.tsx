import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ScheduleRow } from '@origina/domain/loan-schedule';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { formatDate, formatMoney } from '../i18n/format.js';
import { useTranslation } from '../i18n/i18n.js';

const rowHeight = 37;
// Below this many rows the table is drawn whole; above it only the visible rows are.
const virtualFrom = 60;

function Row({
  row,
  showInsurance,
  compact,
}: {
  row: ScheduleRow;
  showInsurance: boolean;
  compact: boolean;
}) {
  const { language } = useTranslation();
  return (
    <TableRow sx={{ height: rowHeight, '@media print': { height: 'auto' } }}>
      <TableCell>{row.number}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.date, language)}</TableCell>
      {compact ? null : <TableCell align="right">{formatMoney(row.opening_balance)}</TableCell>}
      <TableCell align="right">{formatMoney(row.principal)}</TableCell>
      <TableCell align="right">{formatMoney(row.interest)}</TableCell>
      <TableCell align="right">{formatMoney(row.iva)}</TableCell>
      {showInsurance ? <TableCell align="right">{formatMoney(row.insurance)}</TableCell> : null}
      <TableCell align="right" sx={{ fontWeight: 600 }}>
        {formatMoney(row.total)}
      </TableCell>
      <TableCell align="right">{formatMoney(row.closing_balance)}</TableCell>
    </TableRow>
  );
}

// The amortisation schedule. Long ones (weekly loans run to 104 rows and more) keep only the
// visible rows in the page, with spacer rows standing for the rest so the scroll bar stays true.
// `whole` draws every row, for printing; `compact` fits a narrow column (tighter cells, and no
// opening balance: it is the row before's closing one).
export function ScheduleTable({
  rows,
  whole = false,
  compact = false,
}: {
  rows: ScheduleRow[];
  whole?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = !whole && rows.length > virtualFrom;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  const showInsurance = rows.some((row) => row.insurance > 0);
  const items = virtualizer.getVirtualItems();
  const columns = 7 + Number(showInsurance) + Number(!compact);
  const before = virtual ? (items[0]?.start ?? 0) : 0;
  const after = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const visible = virtual ? items.map((item) => rows[item.index]!) : rows;

  return (
    <Box
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={t('simulator.scheduleCaption', { count: rows.length })}
      sx={{
        maxHeight: whole ? 'none' : 480,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        ...(compact ? { '& td, & th': { px: 1 } } : {}),
        // On paper: every row, dense (a 24-payment quote fits one Letter page).
        '@media print': {
          maxHeight: 'none',
          overflow: 'visible',
          '& td, & th': { py: 0.125, px: 0.75, lineHeight: 1.3 },
        },
      }}
    >
      <Table size="small" stickyHeader aria-rowcount={rows.length + 1} data-testid="schedule-table">
        <caption
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {t('simulator.scheduleCaption', { count: rows.length })}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('simulator.number')}</TableCell>
            <TableCell>{t('simulator.date')}</TableCell>
            {compact ? null : <TableCell align="right">{t('simulator.openingBalance')}</TableCell>}
            <TableCell align="right">{t('simulator.principal')}</TableCell>
            <TableCell align="right">{t('simulator.interest')}</TableCell>
            <TableCell align="right">{t('simulator.iva')}</TableCell>
            {showInsurance ? <TableCell align="right">{t('simulator.rowInsurance')}</TableCell> : null}
            <TableCell align="right">{t('simulator.total')}</TableCell>
            <TableCell align="right">{t('simulator.closingBalance')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {before > 0 ? (
            <TableRow aria-hidden sx={{ height: before }}>
              <TableCell colSpan={columns} sx={{ p: 0, border: 0 }} />
            </TableRow>
          ) : null}
          {visible.map((row) => (
            <Row key={row.number} row={row} showInsurance={showInsurance} compact={compact} />
          ))}
          {after > 0 ? (
            <TableRow aria-hidden sx={{ height: after }}>
              <TableCell colSpan={columns} sx={{ p: 0, border: 0 }} />
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </Box>
  );
}
