import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type PagareScanDecision, pagareScanDecisionSchema } from '@origina/domain/contract-documents';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDecidePagareScan } from '../api/pagare-scan.js';
import { useTranslation } from '../i18n/i18n.js';
import { FormAlert } from './form-alert.js';
import { fieldMessage } from './form-messages.js';
import { domainResolver } from './form-resolver.js';
import { applyServerErrors } from './server-errors.js';

/** The desk accepts the scan of a pagaré signed by hand, or rejects it saying why (the promoter
 * reads the reason and uploads another). */
export function PagareScanReview({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const decide = useDecidePagareScan(applicationId);
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<PagareScanDecision>({
    resolver: domainResolver(pagareScanDecisionSchema),
    defaultValues: { accepted: false, reason: '' },
  });
  const send = async (decision: PagareScanDecision) => {
    setFailure(null);
    try {
      await decide.mutateAsync(decision);
      setRejecting(false);
    } catch (error) {
      setFailure(
        applyServerErrors(
          error,
          ['reason'] as const,
          (field, message) => setError(field, { type: 'server', message }, { shouldFocus: true }),
          t,
        ),
      );
    }
  };
  return (
    <Stack spacing={1.5} data-testid="pagare-scan-review">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {rejecting ? (
        <Stack
          component="form"
          spacing={1.5}
          noValidate
          onSubmit={handleSubmit((values) => send({ accepted: false, reason: values.reason }))}
        >
          <TextField
            label={t('contract.pagare.reason')}
            required
            autoFocus
            error={Boolean(formState.errors.reason)}
            helperText={fieldMessage(t, formState.errors.reason?.message) ?? t('contract.pagare.reasonHelp')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            {...register('reason')}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" color="error" loading={decide.isPending}>
              {t('contract.pagare.reject')}
            </Button>
            <Button onClick={() => setRejecting(false)} disabled={decide.isPending}>
              {t('contract.pagare.keep')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            loading={decide.isPending}
            onClick={() => void send({ accepted: true })}
          >
            {t('contract.pagare.accept')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setRejecting(true)}>
            {t('contract.pagare.rejectOpen')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
