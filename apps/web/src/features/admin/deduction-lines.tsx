import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DeductionFile } from '@origina/domain/payroll-deductions';
import { EmptyState } from '../../components/empty-state.js';
import { formatMoney } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

type Row = DeductionFile['rows'][number];
// New and stop lines stand out (filled); a continuing one is the usual case (outlined).
const markVariant = { new: 'filled', continuing: 'outlined', stop: 'filled' } as const;

function Mark({ row }: { row: Row }) {
  const { t } = useTranslation();
  return <Chip size="small" variant={markVariant[row.mark]} label={t(`deductions.mark.${row.mark}`)} />;
}

function Answer({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (!row.answer) return <Typography variant="body2">—</Typography>;
  if (row.answer.applied) return <Typography variant="body2">{t('deductions.applied')}</Typography>;
  return (
    <Typography variant="body2" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
      {row.answer.reason
        ? t('deductions.notAppliedBecause', { reason: row.answer.reason })
        : t('deductions.notApplied')}
    </Typography>
  );
}

// The period's lines: a table on a wide screen, a card per line on a phone.
export function DeductionLines({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <EmptyState title={t('deductions.empty')} body={t('deductions.emptyBody')} />;
  return (
    <>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <Table size="small" data-testid="deduction-lines">
          <TableHead>
            <TableRow>
              <TableCell>{t('deductions.folio')}</TableCell>
              <TableCell>{t('deductions.employee')}</TableCell>
              <TableCell>{t('deductions.name')}</TableCell>
              <TableCell>{t('deductions.period')}</TableCell>
              <TableCell>{t('deductions.markLabel')}</TableCell>
              <TableCell align="right">{t('deductions.amount')}</TableCell>
              <TableCell>{t('deductions.answer')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.application_id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.folio}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {row.employee_number}
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {row.curp}
                  </Typography>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {t('deductions.periodOf', { n: row.period, total: row.periods })}
                </TableCell>
                <TableCell>
                  <Mark row={row} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(row.amount)}
                </TableCell>
                <TableCell>
                  <Answer row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Stack spacing={1.5} sx={{ display: { xs: 'flex', md: 'none' } }} data-testid="deduction-cards">
        {rows.map((row) => (
          <Card key={row.application_id} variant="outlined">
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{row.folio}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{formatMoney(row.amount)}</Typography>
              </Box>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
                {row.name} · {row.employee_number}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
                <Mark row={row} />
                <Typography variant="body2">
                  {t('deductions.periodOf', { n: row.period, total: row.periods })}
                </Typography>
              </Box>
              <Box sx={{ mt: 1 }}>
                <Answer row={row} />
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </>
  );
}
