import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ScheduleRow } from '@origina/domain/loan-schedule';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { formatDate, formatMoney } from '../i18n/format.js';
import { useTranslation } from '../i18n/i18n.js';

const rowHeight = 37;
// Below this many rows the table is drawn whole; above it only the visible rows are.
const virtualFrom = 60;

// On a phone the table keeps No., Fecha and Pago (no sideways swipe, issue 35); the other figures
// of a row open on tap. On paper every column prints.
const detail = { display: { xs: 'none', sm: 'table-cell' }, '@media print': { display: 'table-cell' } };
const phoneOnly = { display: { xs: 'table-cell', sm: 'none' }, '@media print': { display: 'none' } };

// A row's figures, as the table's columns name them.
function rowFigures(row: ScheduleRow, showInsurance: boolean, t: ReturnType<typeof useTranslation>['t']) {
  return [
    [t('simulator.openingBalance'), row.opening_balance],
    [t('simulator.principal'), row.principal],
    [t('simulator.interest'), row.interest],
    [t('simulator.iva'), row.iva],
    ...(showInsurance ? [[t('simulator.rowInsurance'), row.insurance] as const] : []),
    [t('simulator.total'), row.total],
    [t('simulator.closingBalance'), row.closing_balance],
  ] as const;
}

function RowDetails({
  row,
  showInsurance,
  onClose,
}: {
  row: ScheduleRow | null;
  showInsurance: boolean;
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  return (
    <Dialog open={row !== null} onClose={onClose} fullWidth aria-labelledby="schedule-row-details">
      {row ? (
        <>
          <DialogTitle id="schedule-row-details">
            {t('simulator.rowDetails', { number: row.number })} · {formatDate(row.date, language)}
          </DialogTitle>
          <DialogContent>
            <Box
              component="dl"
              data-testid="schedule-row-details"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 1 }}
            >
              {rowFigures(row, showInsurance, t).map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Box component="dt">{label}</Box>
                  <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                    {formatMoney(value)}
                  </Box>
                </Box>
              ))}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('app.close')}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}

function Row({
  row,
  showInsurance,
  compact,
  onDetails,
}: {
  row: ScheduleRow;
  showInsurance: boolean;
  compact: boolean;
  onDetails: (row: ScheduleRow) => void;
}) {
  const { t, language } = useTranslation();
  return (
    <TableRow sx={{ height: rowHeight, '@media print': { height: 'auto' } }}>
      <TableCell>{row.number}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.date, language)}</TableCell>
      {compact ? null : (
        <TableCell align="right" sx={detail}>
          {formatMoney(row.opening_balance)}
        </TableCell>
      )}
      <TableCell align="right" sx={detail}>
        {formatMoney(row.principal)}
      </TableCell>
      <TableCell align="right" sx={detail}>
        {formatMoney(row.interest)}
      </TableCell>
      <TableCell align="right" sx={detail}>
        {formatMoney(row.iva)}
      </TableCell>
      {showInsurance ? (
        <TableCell align="right" sx={detail}>
          {formatMoney(row.insurance)}
        </TableCell>
      ) : null}
      <TableCell align="right" sx={{ fontWeight: 600 }}>
        {formatMoney(row.total)}
      </TableCell>
      <TableCell align="right" sx={detail}>
        {formatMoney(row.closing_balance)}
      </TableCell>
      <TableCell sx={{ ...phoneOnly, py: 0 }} align="right">
        <IconButton
          size="small"
          aria-label={t('simulator.rowDetails', { number: row.number })}
          onClick={() => onDetails(row)}
        >
          <ChevronRight fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

// The amortisation schedule. Long ones (weekly loans run to 104 rows and more) keep only the
// visible rows in the page, with spacer rows standing for the rest so the scroll bar stays true.
// On a phone only No., Fecha and Pago show, a row's other figures in a dialog on tap. `whole`
// draws every row, for printing; `compact` fits a narrow column (tighter cells, and no
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
  const [opened, setOpened] = useState<ScheduleRow | null>(null);
  const virtual = !whole && rows.length > virtualFrom;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  const showInsurance = rows.some((row) => row.insurance > 0);
  const items = virtualizer.getVirtualItems();
  const columns = 8 + Number(showInsurance) + Number(!compact);
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
        // Tighter cells in a narrow column, and on a phone (its three columns fit 320 px).
        '& td, & th': { px: compact ? 1 : { xs: 1, sm: 2 } },
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
            {compact ? null : (
              <TableCell align="right" sx={detail}>
                {t('simulator.openingBalance')}
              </TableCell>
            )}
            <TableCell align="right" sx={detail}>
              {t('simulator.principal')}
            </TableCell>
            <TableCell align="right" sx={detail}>
              {t('simulator.interest')}
            </TableCell>
            <TableCell align="right" sx={detail}>
              {t('simulator.iva')}
            </TableCell>
            {showInsurance ? (
              <TableCell align="right" sx={detail}>
                {t('simulator.rowInsurance')}
              </TableCell>
            ) : null}
            <TableCell align="right">{t('simulator.total')}</TableCell>
            <TableCell align="right" sx={detail}>
              {t('simulator.closingBalance')}
            </TableCell>
            <TableCell sx={phoneOnly}>
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  width: '1px',
                  height: '1px',
                  overflow: 'hidden',
                  whiteSpace: 'nowrap',
                  clip: 'rect(0 0 0 0)',
                }}
              >
                {t('simulator.rowDetailsColumn')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {before > 0 ? (
            <TableRow aria-hidden sx={{ height: before }}>
              <TableCell colSpan={columns} sx={{ p: 0, border: 0 }} />
            </TableRow>
          ) : null}
          {visible.map((row) => (
            <Row
              key={row.number}
              row={row}
              showInsurance={showInsurance}
              compact={compact}
              onDetails={setOpened}
            />
          ))}
          {after > 0 ? (
            <TableRow aria-hidden sx={{ height: after }}>
              <TableCell colSpan={columns} sx={{ p: 0, border: 0 }} />
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      <RowDetails row={opened} showInsurance={showInsurance} onClose={() => setOpened(null)} />
    </Box>
  );
}
