import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PayoffAnswer } from '@origina/domain/buyout';
import { todayInMexico } from '@origina/domain/calendar-date';
import { documentTypes } from '@origina/domain/document-types';
import { useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../api/idempotency-key.js';
import { useReplacePayoffLetter } from '../api/payoff-letters.js';
import { formatMoney } from '../i18n/format.js';
import { useTranslation } from '../i18n/i18n.js';
import { FormAlert } from './form-alert.js';
import { applyServerErrors } from './server-errors.js';

const letterType = documentTypes.find((type) => type.code === 'payoff_letter')!;
// The query fields the server may name in a refusal.
const letterFields = ['amount', 'valid_until'] as const;
type LetterField = (typeof letterFields)[number];

// A buy-out approved but not yet disbursed whose payoff letter expired (or is about to): the
// promoter attaches the outside lender's new letter with its validity and amount. The amount may
// not rise above the one approved (the contract gives the customer what is left); a lower one
// hands the customer the difference (docs/domain-rules.md, "Buy-out").
export function PayoffLetterForm({
  applicationId,
  position,
  payoff,
  version,
}: {
  applicationId: string;
  position: number;
  payoff: PayoffAnswer;
  /** The application's version the screen shows: the letter is written on it. */
  version: number;
}) {
  const { t } = useTranslation();
  const replace = useReplacePayoffLetter(applicationId);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(payoff.amount.toFixed(2));
  const [validUntil, setValidUntil] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // What the server said of a field (a date past by its clock): shown on the field, not above.
  const [serverSaid, setServerSaid] = useState<Partial<Record<LetterField, string>>>({});
  const [done, setDone] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The focus goes into the form when it opens, and back to its button when it closes (the
  // element that held it is gone either way).
  const amountInput = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const closedOnce = useRef(false);
  // One key per letter sent: sent again unchanged (its answer lost), the server answers it once.
  const attempt = useRef<{ letter: string; key: string } | null>(null);
  const keyFor = (letter: string) => {
    if (attempt.current?.letter !== letter) attempt.current = { letter, key: newIdempotencyKey() };
    return attempt.current.key;
  };
  useEffect(() => {
    if (open) amountInput.current?.focus();
    else if (closedOnce.current) opener.current?.focus();
  }, [open]);
  const close = () => {
    closedOnce.current = true;
    setServerSaid({});
    setOpen(false);
  };
  const today = todayInMexico();
  const value = Number(amount);
  const amountProblem =
    !/^\d+(\.\d{1,2})?$/.test(amount) || value <= 0
      ? t('buyout.letter.amountInvalid')
      : value > payoff.amount
        ? t('buyout.letter.amountAbove', { amount: formatMoney(payoff.amount) })
        : (serverSaid.amount ?? null);
  const dateProblem =
    validUntil && validUntil < today ? t('buyout.letter.datePast') : (serverSaid.valid_until ?? null);
  const ready = !amountProblem && !dateProblem && validUntil !== '' && file !== null;
  if (!open)
    return (
      <Box sx={{ mt: 1 }}>
        {done ? (
          <Typography variant="body2" sx={{ color: 'success.dark', mb: 1 }} role="status">
            {t('buyout.letter.saved')}
          </Typography>
        ) : null}
        <Button
          ref={opener}
          variant="outlined"
          size="small"
          onClick={() => setOpen(true)}
          data-testid="payoff-letter-open"
        >
          {t('buyout.letter.open', { lender: payoff.lender })}
        </Button>
      </Box>
    );
  return (
    <Box
      component="form"
      data-testid="payoff-letter-form"
      sx={{ mt: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || !file) return;
        setFailure(null);
        replace
          .mutateAsync({
            position,
            amount: value,
            validUntil,
            file,
            version,
            idempotencyKey: keyFor([value, validUntil, file.name, file.size, file.lastModified].join('|')),
          })
          .then(() => {
            close();
            setDone(true);
            setFile(null);
          })
          .catch((error) =>
            setFailure(
              applyServerErrors(
                error,
                letterFields,
                (field, message) => setServerSaid((said) => ({ ...said, [field]: message })),
                t,
              ),
            ),
          );
      }}
    >
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {t('buyout.letter.title', { lender: payoff.lender })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('buyout.letter.hint', { amount: formatMoney(payoff.amount) })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap>
        <TextField
          label={t('buyout.letter.amount')}
          value={amount}
          inputRef={amountInput}
          onChange={(event) => {
            setAmount(event.target.value.trim());
            setServerSaid(({ amount: _, ...rest }) => rest);
          }}
          size="small"
          error={amountProblem !== null}
          helperText={amountProblem ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={t('buyout.letter.validUntil')}
          type="date"
          value={validUntil}
          onChange={(event) => {
            setValidUntil(event.target.value);
            setServerSaid(({ valid_until: _, ...rest }) => rest);
          }}
          size="small"
          error={dateProblem !== null}
          helperText={dateProblem ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        accept={letterType.accepted_types.join(',')}
        aria-label={t('buyout.letter.file')}
        data-testid="payoff-letter-file"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Button variant="outlined" size="small" onClick={() => input.current?.click()}>
          {t('buyout.letter.file')}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {file ? file.name : t('buyout.letter.noFile')}
        </Typography>
      </Box>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Stack direction="row" spacing={1} sx={{ mt: failure ? 1.5 : 0 }}>
        <Button type="submit" variant="contained" size="small" disabled={!ready} loading={replace.isPending}>
          {t('buyout.letter.save')}
        </Button>
        <Button size="small" onClick={close}>
          {t('buyout.letter.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}
