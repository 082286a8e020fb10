import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { customerReceives, maxPayoffs, payoffsTotal } from '@origina/domain/buyout';
import { type FieldValues, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { fieldMessage } from '../../components/form-messages.js';
import { formatMoney } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import type { FieldKind } from './field-messages.js';
import { valueSetter } from './field-values.js';

// A buy-out ("compra de cartera", issue 36): the outside loans the new one pays off, each as its
// payoff letter states it, with the deduction it takes from the pay today (part of the current
// deductions, which stop once it is paid off).

const parts = [
  { name: 'lender', kind: 'text' },
  { name: 'clabe', kind: 'text' },
  { name: 'reference', kind: 'text' },
  { name: 'amount', kind: 'money' },
  { name: 'valid_until', kind: 'date' },
  { name: 'deduction', kind: 'money' },
] as const satisfies readonly { name: string; kind: FieldKind }[];

/** The kinds of a payoff's fields, for the section form's messages. */
export const payoffKinds: Record<string, FieldKind> = Object.fromEntries(
  parts.map((part) => [part.name, part.kind]),
);

// A new row: the deduction left blank is none (0), the rest must be typed.
const blank = { lender: '', clabe: '', reference: '', amount: '', valid_until: '', deduction: undefined };

type Errors = { message?: string; root?: { message?: string } } & Record<
  number,
  Record<string, { message?: string } | undefined> | undefined
>;

export function PayoffsFields({
  form,
  netDisbursement,
}: {
  form: UseFormReturn<FieldValues>;
  netDisbursement: number | null;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'payoffs' });
  const typed = (useWatch({ control: form.control, name: 'payoffs' }) ?? []) as { amount: unknown }[];
  const errors = form.formState.errors.payoffs as Errors | undefined;
  const amounts = typed.map((row) => ({ amount: typeof row.amount === 'number' ? row.amount : 0 }));
  const receives = netDisbursement === null ? null : customerReceives(netDisbursement, amounts);
  const listMessage = fieldMessage(t, errors?.root?.message ?? errors?.message);
  return (
    <Stack component="section" spacing={2} aria-labelledby="payoffs-title">
      <Box>
        <Typography id="payoffs-title" variant="subtitle1" component="h2">
          {t('application.payoffs.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('application.payoffs.hint')}
        </Typography>
      </Box>
      {fields.map((item, index) => (
        <Box
          key={item.id}
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
        >
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {t('application.payoffs.loan', { number: index + 1 })}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {parts.map((part) => {
              const name = `payoffs.${index}.${part.name}`;
              const { ref, ...registration } = form.register(name, {
                setValueAs: valueSetter({ kind: part.kind }),
              });
              const message = fieldMessage(t, errors?.[index]?.[part.name]?.message);
              return (
                <TextField
                  key={part.name}
                  {...registration}
                  inputRef={ref}
                  type={part.kind === 'date' ? 'date' : 'text'}
                  label={t(`application.payoffs.fields.${part.name}`)}
                  error={Boolean(message)}
                  helperText={
                    message ??
                    (part.name === 'deduction' ? t('application.payoffs.deductionHint') : undefined)
                  }
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput:
                      part.kind === 'money'
                        ? { inputMode: 'decimal' }
                        : part.name === 'clabe'
                          ? { inputMode: 'numeric' }
                          : {},
                  }}
                />
              );
            })}
          </Box>
          <Button size="small" onClick={() => remove(index)} sx={{ mt: 1 }}>
            {t('application.payoffs.remove', { number: index + 1 })}
          </Button>
        </Box>
      ))}
      {listMessage ? <Alert severity="error">{listMessage}</Alert> : null}
      {fields.length > 0 && netDisbursement !== null ? (
        <Alert severity={receives === null ? 'warning' : 'info'}>
          {receives === null
            ? t('application.payoffs.exceeds', {
                total: formatMoney(payoffsTotal(amounts)),
                net: formatMoney(netDisbursement),
              })
            : t('application.payoffs.receives', {
                net: formatMoney(netDisbursement),
                total: formatMoney(payoffsTotal(amounts)),
                receives: formatMoney(receives),
              })}
        </Alert>
      ) : null}
      {fields.length < maxPayoffs ? (
        <Button variant="outlined" onClick={() => append(blank)} sx={{ alignSelf: 'flex-start' }}>
          {t('application.payoffs.add')}
        </Button>
      ) : null}
    </Stack>
  );
}
