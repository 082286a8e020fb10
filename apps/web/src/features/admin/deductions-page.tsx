import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAffiliates } from '../../api/affiliates.js';
import {
  type DeductionDownload,
  downloadDeductions,
  useDeductionFile,
  useDeductionPaydays,
} from '../../api/deductions.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { formatDate, formatMoney } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import { DeductionAnswerUpload } from './deduction-answer-upload.js';
import { ArrearsSection } from './deduction-arrears.js';
import { DeductionLayoutCard } from './deduction-layout-card.js';
import { DeductionLines } from './deduction-lines.js';

const downloads: readonly DeductionDownload[] = ['csv', 'xlsx', 'layout'];

// Payroll deductions (issue 36): for a convenio and payday, the deductions to send the employer
// (new, continuing, stop), the file in each format, the employer's answer, and the arrears.
export function DeductionsPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('deductions.title'));
  const affiliates = useAffiliates();
  const [affiliate, setAffiliate] = useState<string | null>(null);
  const [chosenPayday, setPayday] = useState<string | null>(null);
  const paydays = useDeductionPaydays(affiliate);
  // The next payday's file by default: the one to prepare.
  const payday = chosenPayday ?? paydays.data?.next ?? null;
  const file = useDeductionFile(affiliate, payday);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = affiliates.data?.find((item) => item.id === affiliate);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('deductions.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('deductions.intro')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          label={t('deductions.convenio')}
          value={affiliate ?? ''}
          onChange={(event) => {
            setAffiliate(event.target.value || null);
            setPayday(null);
          }}
          sx={{ minWidth: { xs: '100%', sm: 320 } }}
          slotProps={{ select: { inputProps: { 'data-testid': 'deductions-affiliate' } } }}
        >
          {(affiliates.data ?? []).map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('deductions.payday')}
          value={payday ?? ''}
          disabled={!paydays.data}
          onChange={(event) => setPayday(event.target.value || null)}
          sx={{ minWidth: { xs: '100%', sm: 220 } }}
        >
          {(paydays.data?.paydays ?? []).map((day) => (
            <MenuItem key={day} value={day}>
              {formatDate(day, language)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {!affiliate ? <Typography>{t('deductions.choose')}</Typography> : null}
      {file.isPending && affiliate && payday ? <LoadingBlock label={t('app.loading')} /> : null}
      {file.isError ? <FormAlert>{errorMessage(file.error, t)}</FormAlert> : null}
      {file.data && chosen && payday ? (
        <>
          <Typography data-testid="deductions-summary">
            {t('deductions.summary', {
              total: formatMoney(file.data.total),
              new: file.data.count.new,
              continuing: file.data.count.continuing,
              stop: file.data.count.stop,
            })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            {downloads.map((format) => (
              <Button
                key={format}
                variant={format === 'layout' ? 'contained' : 'outlined'}
                startIcon={<DownloadOutlined />}
                onClick={() => {
                  setFailure(null);
                  downloadDeductions({ affiliate: chosen.id, code: chosen.code, payday }, format).catch(
                    (error) => setFailure(errorMessage(error, t)),
                  );
                }}
              >
                {t(`deductions.download.${format}`)}
              </Button>
            ))}
          </Box>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <DeductionLines rows={file.data.rows} />
          <DeductionAnswerUpload affiliate={chosen.id} payday={payday} />
        </>
      ) : null}
      {chosen ? (
        // Keyed by convenio: each one's map starts from what it has saved.
        <DeductionLayoutCard key={chosen.id} affiliate={chosen.id} />
      ) : null}
      <ArrearsSection />
    </Stack>
  );
}
