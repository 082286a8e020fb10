import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { todayInMexico } from '@origina/domain/calendar-date';
import { disbursementSchema, type ReviewDecision } from '@origina/domain/review';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApplicationContract } from '../../api/application-contract.js';
import { ConfirmAlert } from '../../components/confirm-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { formatDate, formatMoney } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

type Disbursement = Extract<ReviewDecision, { decision: 'disburse' }>;
const fields = ['reference', 'paid_at'] as const;

/** An admin records the SPEI transfer of a signed loan: its tracking key and the day it was paid,
 * beside what the contract says the bank is to pay, and where. A recorded transfer is final (the
 * customer is told by mail), so the admin reads it back and confirms first. */
export function DisbursementForm({
  applicationId,
  busy,
  onSubmit,
}: {
  applicationId: string;
  busy: boolean;
  /** Answers the refusal, if any, to be placed on its fields. */
  onSubmit: (decision: Disbursement) => Promise<unknown>;
}) {
  const { t, language } = useTranslation();
  const [checked, setChecked] = useState<Disbursement | null>(null);
  const transfer = useApplicationContract(applicationId, true).data?.transfer;
  const { register, handleSubmit, formState, setError } = useForm<Disbursement>({
    resolver: zodResolver(disbursementSchema),
    defaultValues: { decision: 'disburse', reference: '', paid_at: todayInMexico() },
  });
  const { errors } = formState;
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-labelledby="disbursement-heading"
      onSubmit={handleSubmit(async (decision) => {
        if (!checked) {
          setChecked(decision);
          return;
        }
        setChecked(null);
        const refusal = await onSubmit(decision);
        if (refusal)
          applyServerErrors(
            refusal,
            fields,
            (field, message) => setError(field, { type: 'server', message }),
            t,
          );
      })}
      data-testid="disbursement-form"
    >
      <Typography id="disbursement-heading" variant="subtitle1" component="h3">
        {t('review.disbursement.title')}
      </Typography>
      {transfer ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('review.disbursement.transfer', {
            amount: formatMoney(Number(transfer.amount)),
            clabe: transfer.clabe,
          })}
        </Typography>
      ) : null}
      <TextField
        label={t('review.disbursement.reference')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 30, spellCheck: false } }}
        error={Boolean(errors.reference)}
        helperText={fieldMessage(t, errors.reference?.message) ?? t('review.disbursement.referenceHelp')}
        {...register('reference', { onChange: () => setChecked(null) })}
      />
      <TextField
        label={t('review.disbursement.paidAt')}
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayInMexico() } }}
        error={Boolean(errors.paid_at)}
        helperText={fieldMessage(t, errors.paid_at?.message)}
        {...register('paid_at', { onChange: () => setChecked(null) })}
      />
      {checked ? (
        <ConfirmAlert
          confirmLabel={t('review.disbursement.confirm')}
          cancelLabel={t('review.disbursement.back')}
          busy={busy}
          onCancel={() => setChecked(null)}
          testId="disbursement-check"
        >
          {t('review.disbursement.check', {
            amount: transfer ? formatMoney(Number(transfer.amount)) : '—',
            clabe: transfer?.clabe ?? '—',
            reference: checked.reference,
            date: formatDate(checked.paid_at, language),
          })}
        </ConfirmAlert>
      ) : (
        <Button type="submit" variant="contained" loading={busy} sx={{ alignSelf: 'flex-start' }}>
          {t('review.disburse')}
        </Button>
      )}
    </Stack>
  );
}
