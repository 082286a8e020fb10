import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { downloadArrears, useDeductionArrears } from '../../api/deductions.js';
import { FormAlert } from '../../components/form-alert.js';
import { errorMessage } from '../../components/server-errors.js';
import { formatMoney } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

// Deductions not applied, by convenio, branch and promoter (every period imported so far).
export function ArrearsSection() {
  const { t } = useTranslation();
  const arrears = useDeductionArrears();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Stack spacing={1.5}>
      <Typography id="deduction-arrears" variant="h6" component="h2">
        {t('deductions.arrearsTitle')}
      </Typography>
      {arrears.isError ? <FormAlert>{errorMessage(arrears.error, t)}</FormAlert> : null}
      {arrears.data && arrears.data.rows.length === 0 ? (
        <Typography>{t('deductions.arrearsNone')}</Typography>
      ) : null}
      {arrears.data && arrears.data.rows.length > 0 ? (
        <>
          <Typography data-testid="arrears-total">
            {t('deductions.arrearsTotal', { total: formatMoney(arrears.data.total) })}
          </Typography>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <Table size="small" data-testid="arrears">
              <TableHead>
                <TableRow>
                  <TableCell>{t('deductions.convenio')}</TableCell>
                  <TableCell>{t('deductions.branch')}</TableCell>
                  <TableCell>{t('deductions.promoter')}</TableCell>
                  <TableCell align="right">{t('deductions.missed')}</TableCell>
                  <TableCell align="right">{t('deductions.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {arrears.data.rows.map((row) => (
                  <TableRow key={`${row.affiliate.id}-${row.branch?.id}-${row.promoter.id}`}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.affiliate.name}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.branch?.name ?? '—'}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.promoter.name}</TableCell>
                    <TableCell align="right">{row.deductions}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(row.amount)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {/* On a phone, a card per convenio, branch and promoter. */}
          <Stack spacing={1.5} sx={{ display: { xs: 'flex', md: 'none' } }} data-testid="arrears-cards">
            {arrears.data.rows.map((row) => (
              <Card key={`${row.affiliate.id}-${row.branch?.id}-${row.promoter.id}`} variant="outlined">
                <CardContent>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {row.affiliate.name}
                    </Typography>
                    <Typography sx={{ fontWeight: 600 }}>{formatMoney(row.amount)}</Typography>
                  </Box>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
                    {[row.branch?.name, row.promoter.name].filter(Boolean).join(' · ')}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('deductions.missedCount', { count: row.deductions })}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Stack>
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setFailure(null);
              downloadArrears().catch((error) => setFailure(errorMessage(error, t)));
            }}
          >
            {t('deductions.arrearsDownload')}
          </Button>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
        </>
      ) : null}
    </Stack>
  );
}
