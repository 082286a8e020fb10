import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormAlert } from '../../components/form-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { formatMoney, formatRate } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import type { useSimulatorForm } from './use-simulator-form.js';

function NativeSelect({
  label,
  value,
  registration,
  disabled,
  error,
  placeholder,
  children,
}: {
  label: string;
  value: string | undefined;
  registration: UseFormRegisterReturn;
  disabled?: boolean;
  error?: string | undefined;
  placeholder: string;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      label={label}
      {...registration}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      // The placeholder reads as one, not as a chosen value.
      sx={{ '& select': { color: value ? 'text.primary' : 'text.secondary' } }}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {children}
    </TextField>
  );
}

const amountInput = {
  autoComplete: 'off',
  slotProps: { htmlInput: { inputMode: 'decimal' as const }, inputLabel: { shrink: true } },
};

// The loan the promoter simulates: convenio, product, term, amount and, optionally, the payroll.
export function SimulatorForm({ simulator }: { simulator: ReturnType<typeof useSimulatorForm> }) {
  const { t, language } = useTranslation();
  const { form, values, affiliates, products, options, option, messages, serverErrors } = simulator;
  const { register, setValue } = form;
  const selectError = (field: 'affiliate' | 'product' | 'term') =>
    fieldMessage(t, serverErrors[field]?.message);

  return (
    <Card
      variant="outlined"
      component="form"
      noValidate
      onSubmit={simulator.onSave}
      aria-labelledby="loan-section"
    >
      <CardContent>
        <Stack spacing={2.5}>
          <Typography id="loan-section" variant="h6" component="h2">
            {t('simulator.loanSection')}
          </Typography>
          <NativeSelect
            label={t('simulator.affiliate')}
            value={values.affiliate}
            placeholder={t('simulator.chooseAffiliate')}
            error={selectError('affiliate')}
            registration={register('affiliate', {
              onChange: () => {
                setValue('product', '');
                setValue('term', '');
              },
            })}
          >
            {affiliates.data?.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            label={t('simulator.product')}
            value={values.product}
            disabled={!values.affiliate || products.isPending}
            placeholder={
              values.affiliate ? t('simulator.chooseProduct') : t('simulator.chooseAffiliateFirst')
            }
            error={selectError('product')}
            registration={register('product', { onChange: () => setValue('term', '') })}
          >
            {products.data?.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            label={t('simulator.term')}
            value={values.term}
            disabled={!values.product || options.isPending}
            placeholder={values.product ? t('simulator.chooseTerm') : t('simulator.chooseProductFirst')}
            error={selectError('term')}
            registration={register('term')}
          >
            {options.data?.map((candidate) => (
              <option key={candidate.term} value={candidate.term}>
                {t('simulator.termOption', {
                  count: candidate.term,
                  frequency: t(`simulator.frequencyPlural.${candidate.frequency}`),
                  rate: formatRate(candidate.annual_rate, language),
                })}
              </option>
            ))}
          </NativeSelect>
          <TextField
            label={t('simulator.amount')}
            {...register('amount')}
            error={Boolean(messages.amount)}
            helperText={
              messages.amount ??
              (option
                ? t('simulator.amountLimits', {
                    min: formatMoney(option.min_amount),
                    max: formatMoney(option.max_amount),
                  })
                : ' ')
            }
            fullWidth
            placeholder="10,000"
            {...amountInput}
          />
          <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
            {t('simulator.capacitySection')}
          </Typography>
          {/* Side by side only where both labels fit whole ("Descuentos actuales por periodo"). */}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(250px, 1fr))', gap: 2 }}>
            <TextField
              label={t('simulator.netPay')}
              {...register('net_pay')}
              error={Boolean(messages.net_pay)}
              helperText={messages.net_pay}
              {...amountInput}
            />
            <TextField
              label={t('simulator.existingDeductions')}
              {...register('existing_deductions')}
              error={Boolean(messages.existing_deductions)}
              helperText={messages.existing_deductions}
              {...amountInput}
            />
          </Box>
          <TextField
            label={t('simulator.curp')}
            {...register('curp')}
            error={Boolean(messages.curp)}
            helperText={messages.curp ?? t('simulator.curpHint')}
            fullWidth
            autoComplete="off"
            slotProps={{
              htmlInput: { maxLength: 18, autoCapitalize: 'characters', spellCheck: false },
              inputLabel: { shrink: true },
            }}
          />
          {simulator.formError ? <FormAlert>{simulator.formError}</FormAlert> : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!simulator.ready || simulator.saving}
          >
            {simulator.saving ? t('simulator.saving') : t('simulator.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
