import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { dateInMexico, todayInMexico } from '@origina/domain/calendar-date';
import {
  disbursementCorrectionSchema,
  disbursementSchema,
  type ReviewDecision,
} from '@origina/domain/review';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useApplicationContract } from '../../api/application-contract.js';
import { ConfirmAlert } from '../../components/confirm-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { formatDate, formatMoney } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

export type TransferDecision = Extract<ReviewDecision, { decision: 'disburse' | 'correct_disbursement' }>;
const fields = ['reference', 'paid_at', 'comment'] as const;

// The shared schema, and what it cannot know: the day the customer signed, before which nothing
// was paid (the server refuses it too).
function transferResolver(
  schema: typeof disbursementSchema | typeof disbursementCorrectionSchema,
  signedOn: RefObject<string | undefined>,
): Resolver<TransferDecision> {
  const checked = zodResolver(schema) as Resolver<TransferDecision>;
  return async (values, context, options) => {
    const result = await checked(values, context, options);
    const day = signedOn.current;
    if (!day || !values.paid_at || values.paid_at >= day) return result;
    const early = { type: 'validate', message: 'validation.paid_before_signature' };
    return { values: {}, errors: { ...result.errors, paid_at: early } };
  };
}

/** An admin records the SPEI transfer of a signed loan: its tracking key and the day it was paid,
 * beside what the contract says the bank is to pay, and where. With `recorded`, the admin corrects
 * what was recorded instead, saying why. The customer is told by mail either way, so the admin
 * reads it back and confirms first. */
export function DisbursementForm({
  applicationId,
  busy,
  onSubmit,
  recorded,
  onCancel,
}: {
  applicationId: string;
  busy: boolean;
  /** Answers the refusal, if any, to be placed on its fields. */
  onSubmit: (decision: TransferDecision) => Promise<unknown>;
  /** The transfer as recorded, to correct. */
  recorded?: { reference: string; paid_at: string };
  onCancel?: () => void;
}) {
  const { t, language } = useTranslation();
  const [checked, setChecked] = useState<TransferDecision | null>(null);
  const contract = useApplicationContract(applicationId, true).data;
  const transfer = contract?.transfer;
  // Paid after the customer signed, never before (the server says so too).
  const signedOn = contract?.signed_at ? dateInMexico(new Date(contract.signed_at)) : undefined;
  const signed = useRef(signedOn);
  signed.current = signedOn;
  const { register, handleSubmit, formState, setError, setFocus } = useForm<TransferDecision>({
    resolver: transferResolver(recorded ? disbursementCorrectionSchema : disbursementSchema, signed),
    defaultValues: recorded
      ? { decision: 'correct_disbursement', ...recorded, comment: '' }
      : { decision: 'disburse', reference: '', paid_at: todayInMexico() },
  });
  const { errors } = formState;
  // A correction opens at its first field (the button that opened it is gone).
  const correcting = Boolean(recorded);
  useEffect(() => {
    if (correcting) setFocus('reference');
  }, [correcting, setFocus]);
  const heading = recorded ? 'disbursement-correction-heading' : 'disbursement-heading';
  const date = checked ? formatDate(checked.paid_at, language) : '';
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-labelledby={heading}
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
            (field, message) => setError(field, { type: 'server', message }, { shouldFocus: true }),
            t,
          );
      })}
      data-testid={recorded ? 'disbursement-correction' : 'disbursement-form'}
    >
      <Typography id={heading} variant="subtitle1" component="h3">
        {t(recorded ? 'review.disbursement.correctTitle' : 'review.disbursement.title')}
      </Typography>
      {recorded ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('review.disbursement.correctHint')}
        </Typography>
      ) : transfer ? (
        // A renewal's payoff and a buy-out's outside lenders come first: the customer gets the rest.
        <Stack
          component="ul"
          spacing={0.5}
          sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}
          data-testid="planned-transfers"
        >
          {transfer.renewal ? (
            <Typography component="li" variant="body2">
              {t('review.disbursement.renewalPayoff', {
                amount: formatMoney(Number(transfer.renewal.amount)),
                folio: transfer.renewal.folio,
              })}
            </Typography>
          ) : null}
          {transfer.payoffs.map((payoff) => (
            <Typography component="li" variant="body2" key={`${payoff.clabe}-${payoff.reference}`}>
              {t('review.disbursement.payoffTransfer', {
                amount: formatMoney(Number(payoff.amount)),
                lender: payoff.lender,
                clabe: payoff.clabe,
                reference: payoff.reference,
              })}
            </Typography>
          ))}
          <Typography component="li" variant="body2">
            {t('review.disbursement.transfer', {
              amount: formatMoney(Number(transfer.amount)),
              clabe: transfer.clabe,
            })}
          </Typography>
        </Stack>
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
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: signedOn, max: todayInMexico() } }}
        error={Boolean(errors.paid_at)}
        helperText={fieldMessage(t, errors.paid_at?.message)}
        {...register('paid_at', { onChange: () => setChecked(null) })}
      />
      {recorded ? (
        <TextField
          label={t('review.disbursement.correctReason')}
          required
          multiline
          minRows={2}
          error={Boolean(errors.comment)}
          helperText={fieldMessage(t, errors.comment?.message)}
          {...register('comment', { onChange: () => setChecked(null) })}
        />
      ) : null}
      {checked ? (
        <ConfirmAlert
          confirmLabel={t(recorded ? 'review.disbursement.correctConfirm' : 'review.disbursement.confirm')}
          cancelLabel={t(recorded ? 'review.disbursement.correctBack' : 'review.disbursement.back')}
          busy={busy}
          onCancel={() => {
            setChecked(null);
            setFocus('reference');
          }}
          testId="disbursement-check"
        >
          {recorded
            ? t('review.disbursement.correctCheck', { reference: checked.reference, date })
            : t('review.disbursement.check', {
                amount: transfer ? formatMoney(Number(transfer.amount)) : '—',
                clabe: transfer?.clabe ?? '—',
                reference: checked.reference,
                date,
              })}
        </ConfirmAlert>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" loading={busy}>
            {t(recorded ? 'review.disbursement.correctSubmit' : 'review.disburse')}
          </Button>
          {onCancel ? (
            <Button onClick={onCancel} disabled={busy}>
              {t('review.disbursement.correctCancel')}
            </Button>
          ) : null}
        </Box>
      )}
    </Stack>
  );
}
