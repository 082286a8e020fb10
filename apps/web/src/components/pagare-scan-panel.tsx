import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Contract, pagareScanContentTypes } from '@origina/domain/contract-documents';
import { useRef, useState } from 'react';
import { downloadPagareScan, useUploadPagareScan } from '../api/pagare-scan.js';
import { formatDateTime } from '../i18n/format.js';
import { useTranslation } from '../i18n/i18n.js';
import { FormAlert } from './form-alert.js';
import { PagareScanReview } from './pagare-scan-review.js';
import { errorMessage } from './server-errors.js';

/** A pagaré signed by hand on paper (the product's pagaré mode): where its scan stands, and what
 * the reader may do about it (the owner promoter uploads it; the desk accepts or rejects it). The
 * disbursement waits for an accepted scan. */
export function PagareScanPanel({
  applicationId,
  contract,
  mayUpload,
  mayDecide,
}: {
  applicationId: string;
  contract: Contract;
  mayUpload: boolean;
  mayDecide: boolean;
}) {
  const { t, language } = useTranslation();
  const upload = useUploadPagareScan(applicationId);
  const input = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const scan = contract.pagare_scan;
  const signed = contract.status === 'signed';
  const state = !signed
    ? t('contract.pagare.beforeSigning')
    : !scan
      ? t(mayUpload ? 'contract.pagare.missingOwner' : 'contract.pagare.missing')
      : scan.status === 'uploaded'
        ? t('contract.pagare.uploaded', { date: formatDateTime(scan.uploaded_at, language) })
        : scan.status === 'rejected'
          ? t('contract.pagare.rejected', { reason: scan.reason ?? '' })
          : t('contract.pagare.accepted', {
              date: formatDateTime(scan.decided_at ?? scan.uploaded_at, language),
            });
  return (
    <Box
      component="section"
      aria-labelledby="pagare-scan-heading"
      data-testid="pagare-scan"
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack spacing={1.5}>
        <Typography id="pagare-scan-heading" variant="subtitle1" component="h3">
          {t('contract.pagare.title')}
        </Typography>
        <Alert
          severity={scan?.status === 'accepted' ? 'success' : scan?.status === 'rejected' ? 'error' : 'info'}
          data-testid="pagare-scan-state"
        >
          {state}
        </Alert>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {scan ? (
            <Button
              variant="outlined"
              onClick={() => downloadPagareScan(scan).catch((error) => setFailure(errorMessage(error, t)))}
            >
              {t('contract.pagare.view')}
            </Button>
          ) : null}
          {mayUpload ? (
            <>
              <input
                ref={input}
                type="file"
                hidden
                accept={pagareScanContentTypes.join(',')}
                aria-label={t('contract.pagare.upload')}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (!file) return;
                  setFailure(null);
                  upload.mutateAsync(file).catch((error) => setFailure(errorMessage(error, t)));
                }}
              />
              <Button variant="contained" loading={upload.isPending} onClick={() => input.current?.click()}>
                {t(scan ? 'contract.pagare.uploadAgain' : 'contract.pagare.upload')}
              </Button>
            </>
          ) : null}
        </Stack>
        {mayUpload ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('contract.pagare.uploadHelp')}
          </Typography>
        ) : null}
        {mayDecide ? <PagareScanReview applicationId={applicationId} /> : null}
      </Stack>
    </Box>
  );
}
