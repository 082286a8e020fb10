import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { todayInMexico } from '@origina/domain/calendar-date';
import type { Affiliate, ProductOption } from '@origina/domain/lender-catalog';
import { loanInputProblems, simulate } from '@origina/domain/simulations';
import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAffiliates } from '../../api/affiliates.js';
import { useProductOptions } from '../../api/product-options.js';
import { useProducts } from '../../api/products.js';
import { useCreateSimulation } from '../../api/simulations.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { ScheduleTable } from '../../components/schedule-table.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { formatMoney, formatRate, parsePesos } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../routes/paths.js';
import { BalanceChart } from './balance-chart.js';
import { LoanFigures } from './loan-figures.js';
import { SavedSimulations } from './saved-simulations.js';

const fields = ['affiliate', 'product', 'term', 'amount', 'net_pay', 'existing_deductions'] as const;
type Field = (typeof fields)[number];

function NativeSelect({
  label,
  value,
  onChange,
  disabled,
  error,
  placeholder,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string | undefined;
  placeholder: string;
  children: React.ReactNode;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
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

// The amount field's message: not an amount, or outside the limits of the chosen term.
function useAmountError(amountText: string, option: ProductOption | undefined) {
  const { t } = useTranslation();
  if (amountText.trim() === '') return undefined;
  const amount = parsePesos(amountText);
  if (amount === null || amount <= 0) return t('simulator.amountInvalid');
  if (!option) return undefined;
  const problem = loanInputProblems(option, amount).amount;
  if (problem === 'simulation.amount_below_min')
    return t('simulator.amountBelowMin', { min: formatMoney(option.min_amount) });
  if (problem === 'simulation.amount_above_max')
    return t('simulator.amountAboveMax', { max: formatMoney(option.max_amount) });
  return undefined;
}

export function SimulatorPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('simulator.title'));
  const navigate = useNavigate();
  const affiliates = useAffiliates();
  const [affiliateId, setAffiliateId] = useState('');
  const [productId, setProductId] = useState('');
  const [term, setTerm] = useState('');
  const [amountText, setAmountText] = useState('');
  const [netPayText, setNetPayText] = useState('');
  const [deductionsText, setDeductionsText] = useState('');
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [startDate] = useState(todayInMexico);
  const products = useProducts(affiliateId || null);
  const options = useProductOptions(productId || null);
  const save = useCreateSimulation();

  const affiliate: Affiliate | undefined = affiliates.data?.find((candidate) => candidate.id === affiliateId);
  const option = options.data?.find((candidate) => String(candidate.term) === term);
  const amount = parsePesos(amountText);
  const netPay = netPayText.trim() ? parsePesos(netPayText) : null;
  const deductions = deductionsText.trim() ? parsePesos(deductionsText) : null;
  const amountError = useAmountError(amountText, option) ?? serverErrors.amount;
  const netPayError =
    netPayText.trim() && netPay === null ? t('simulator.netPayInvalid') : serverErrors.net_pay;
  const deductionsError =
    deductionsText.trim() && deductions === null
      ? t('simulator.netPayInvalid')
      : serverErrors.existing_deductions;
  const ready = Boolean(
    option && amount !== null && amount > 0 && !amountError && !netPayError && !deductionsError,
  );

  // Results follow the typing without a request per keystroke: the same calculation the server
  // makes runs here, deferred so typing stays responsive on slow phones.
  const deferred = useDeferredValue(
    useMemo(
      () => ({ option, amount, netPay, deductions, share: affiliate?.max_deduction_share, ready }),
      [option, amount, netPay, deductions, affiliate?.max_deduction_share, ready],
    ),
  );
  const outcome = useMemo(
    () =>
      deferred.ready && deferred.option && deferred.amount !== null
        ? simulate({
            option: deferred.option,
            amount: deferred.amount,
            startDate,
            netPay: deferred.netPay,
            existingDeductions: deferred.deductions,
            maxDeductionShare: deferred.share,
          })
        : null,
    [deferred, startDate],
  );

  const clearServerError = (field: Field) => setServerErrors(({ [field]: _, ...rest }) => rest);

  const onSave = (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready || !option || amount === null) return;
    setFormError(null);
    save.mutate(
      {
        product: productId,
        affiliate: affiliateId,
        amount,
        term: option.term,
        start_date: startDate,
        net_pay: netPay,
        existing_deductions: deductions,
      },
      {
        onSuccess: (saved) => navigate(`${paths.dashboard.simulator}/${saved.id}`),
        onError: (error) => {
          const placed: Partial<Record<Field, string>> = {};
          setFormError(applyServerErrors(error, fields, (field, message) => (placed[field] = message), t));
          setServerErrors(placed);
        },
      },
    );
  };

  if (affiliates.isPending) {
    return <LoadingBlock label={t('simulator.loading')} />;
  }

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('simulator.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('simulator.intro')}</Typography>
      </Box>
      {affiliates.isError ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormAlert>{t('simulator.loadFailed')}</FormAlert>
          <Button variant="outlined" onClick={() => affiliates.refetch()}>
            {t('simulator.retry')}
          </Button>
        </Stack>
      ) : affiliates.data?.length === 0 ? (
        <FormAlert>{t('simulator.noAffiliates')}</FormAlert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Card variant="outlined" component="form" noValidate onSubmit={onSave} aria-labelledby="loan-section">
          <CardContent>
            <Stack spacing={2.5}>
              <Typography id="loan-section" variant="h6" component="h2">
                {t('simulator.loanSection')}
              </Typography>
              <NativeSelect
                label={t('simulator.affiliate')}
                value={affiliateId}
                placeholder={t('simulator.affiliate')}
                error={serverErrors.affiliate}
                onChange={(value) => {
                  setAffiliateId(value);
                  setProductId('');
                  setTerm('');
                  clearServerError('affiliate');
                }}
              >
                {affiliates.data?.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </option>
                ))}
              </NativeSelect>
              <NativeSelect
                label={t('simulator.product')}
                value={productId}
                disabled={!affiliateId || products.isPending}
                placeholder={affiliateId ? t('simulator.product') : t('simulator.chooseAffiliateFirst')}
                error={serverErrors.product}
                onChange={(value) => {
                  setProductId(value);
                  setTerm('');
                  clearServerError('product');
                }}
              >
                {products.data?.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.name}
                  </option>
                ))}
              </NativeSelect>
              <NativeSelect
                label={t('simulator.term')}
                value={term}
                disabled={!productId || options.isPending}
                placeholder={t('simulator.term')}
                error={serverErrors.term}
                onChange={(value) => {
                  setTerm(value);
                  clearServerError('term');
                }}
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
                value={amountText}
                onChange={(event) => {
                  setAmountText(event.target.value);
                  clearServerError('amount');
                }}
                error={Boolean(amountError)}
                helperText={
                  amountError ??
                  (option
                    ? t('simulator.amountLimits', {
                        min: formatMoney(option.min_amount),
                        max: formatMoney(option.max_amount),
                      })
                    : ' ')
                }
                fullWidth
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
                placeholder="10,000"
              />
              <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
                {t('simulator.capacitySection')}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                <TextField
                  label={t('simulator.netPay')}
                  value={netPayText}
                  onChange={(event) => {
                    setNetPayText(event.target.value);
                    clearServerError('net_pay');
                  }}
                  error={Boolean(netPayError)}
                  helperText={netPayError}
                  autoComplete="off"
                  slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
                />
                <TextField
                  label={t('simulator.existingDeductions')}
                  value={deductionsText}
                  onChange={(event) => {
                    setDeductionsText(event.target.value);
                    clearServerError('existing_deductions');
                  }}
                  error={Boolean(deductionsError)}
                  helperText={deductionsError}
                  autoComplete="off"
                  slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
                />
              </Box>
              {formError ? <FormAlert>{formError}</FormAlert> : null}
              <Button type="submit" variant="contained" size="large" disabled={!ready || save.isPending}>
                {save.isPending ? t('simulator.saving') : t('simulator.save')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="results-section">
          <CardContent>
            <Typography id="results-section" variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('simulator.results')}
            </Typography>
            <Box aria-live="polite">
              {outcome && deferred.option ? (
                <LoanFigures
                  outcome={outcome}
                  frequency={deferred.option.frequency}
                  annualRate={deferred.option.annual_rate}
                  commissionRate={deferred.option.commission_rate}
                  calculatedOn={startDate}
                />
              ) : (
                // What keeps the result from showing, in the field's own words when one is wrong.
                <Typography sx={{ color: amountError ? 'error.main' : 'text.secondary' }}>
                  {amountError ?? netPayError ?? deductionsError ?? t('simulator.resultsPending')}
                </Typography>
              )}
            </Box>
          </CardContent>
        </Card>
      </Box>
      {outcome ? (
        <Card variant="outlined" component="section" aria-labelledby="schedule-section">
          <CardContent>
            <Stack spacing={2}>
              <Typography id="schedule-section" variant="h6" component="h2">
                {t('simulator.schedule')}
              </Typography>
              <BalanceChart rows={outcome.schedule} />
              <ScheduleTable rows={outcome.schedule} />
            </Stack>
          </CardContent>
        </Card>
      ) : null}
      <SavedSimulations />
    </Stack>
  );
}
