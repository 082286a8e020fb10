import { todayInMexico } from '@origina/domain/calendar-date';
import type { Affiliate } from '@origina/domain/lender-catalog';
import { type SimulationRequest, simulate, simulationRequestSchema } from '@origina/domain/simulations';
import { useDeferredValue, useMemo, useState } from 'react';
import { type FieldError, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAffiliates } from '../../api/affiliates.js';
import { usePublicConfig } from '../../api/config.js';
import { useProductOptions } from '../../api/product-options.js';
import { useProducts } from '../../api/products.js';
import { useCreateSimulation } from '../../api/simulations.js';
import { domainResolver } from '../../components/form-resolver.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { readPesos } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { amountMessage } from './amount-message.js';

// The simulator's inputs as typed, named as the simulation request names them.
export interface SimulatorValues {
  affiliate: string;
  product: string;
  term: string;
  amount: string;
  net_pay: string;
  existing_deductions: string;
  curp: string;
}
const fields = ['affiliate', 'product', 'term', 'amount', 'net_pay', 'existing_deductions', 'curp'] as const;

// Amounts as people type them ('10,000', '$8,000.50'); a blank one is not given, one that is not
// a number is NaN; the schema refuses it, and a negative one or one with too many decimals.
const pesos = (text: string) => (text.trim() === '' ? null : (readPesos(text) ?? Number.NaN));

const requestOf = (startDate: string) => (values: SimulatorValues) => ({
  product: values.product,
  affiliate: values.affiliate || null,
  term: values.term === '' ? undefined : Number(values.term),
  amount: pesos(values.amount) ?? undefined,
  start_date: startDate,
  net_pay: pesos(values.net_pay),
  existing_deductions: pesos(values.existing_deductions),
  // Blank is no CURP (the schema makes it null); given, the server counts the customer's other
  // loans with the lender when the simulation is saved.
  curp: values.curp,
});

/**
 * The simulator's form (react-hook-form with the simulation request's schema) and what follows
 * from it as the promoter types: the chosen term, each field's message and the result.
 */
export function useSimulatorForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [startDate] = useState(todayInMexico);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SimulatorValues, unknown, SimulationRequest>({
    mode: 'onChange',
    resolver: domainResolver(simulationRequestSchema, requestOf(startDate)),
    defaultValues: {
      affiliate: '',
      product: '',
      term: '',
      amount: '',
      net_pay: '',
      existing_deductions: '',
      curp: '',
    },
  });
  const values = useWatch({ control: form.control });
  const affiliates = useAffiliates();
  const products = useProducts(values.affiliate || null);
  const options = useProductOptions(values.product || null);
  const save = useCreateSimulation();
  const validityDays = usePublicConfig().data?.contract_validity_days;

  const affiliate: Affiliate | undefined = affiliates.data?.find((found) => found.id === values.affiliate);
  const option = options.data?.find((found) => String(found.term) === values.term);
  const request = requestOf(startDate)(values as SimulatorValues);
  const amount = request.amount ?? null;
  // The schema's word for a field is the simulator's own; the server's is shown as it came. A
  // blank field is not wrong yet: the result waits for it.
  const { errors } = form.formState;
  const problem = (field: (typeof fields)[number], message: string, error: FieldError | undefined) =>
    error?.type === 'server' ? error.message : error && values[field]?.trim() ? message : undefined;
  const amountError = amountMessage(t, { text: values.amount ?? '', amount, error: errors.amount, option });
  const netPayError = problem('net_pay', t('simulator.netPayInvalid'), errors.net_pay);
  const deductionsError = problem(
    'existing_deductions',
    t('simulator.netPayInvalid'),
    errors.existing_deductions,
  );
  // A CURP is typed a character at a time: it is judged once whole (18), left or sent. It does
  // not change the result shown here, only what the server counts on saving.
  const curpState = form.getFieldState('curp', form.formState);
  const curpError =
    (values.curp?.trim().length ?? 0) >= 18 || curpState.isTouched || form.formState.isSubmitted
      ? problem('curp', t('simulator.curpInvalid'), errors.curp)
      : undefined;
  const ready = Boolean(
    option &&
      amount !== null &&
      amount > 0 &&
      !Number.isNaN(request.net_pay) &&
      !Number.isNaN(request.existing_deductions) &&
      !amountError &&
      !netPayError &&
      !deductionsError,
  );

  // Results follow the typing without a request per keystroke: the same calculation the server
  // makes runs here, deferred so typing stays responsive on slow phones.
  const deferred = useDeferredValue(
    useMemo(
      () => ({
        option,
        amount,
        netPay: request.net_pay,
        deductions: request.existing_deductions,
        share: affiliate?.max_deduction_share,
        calendar: affiliate?.payroll_calendar,
        ready,
      }),
      [
        option,
        amount,
        request.net_pay,
        request.existing_deductions,
        affiliate?.max_deduction_share,
        affiliate?.payroll_calendar,
        ready,
      ],
    ),
  );
  const outcome = useMemo(
    () =>
      deferred.ready && deferred.option && deferred.amount !== null
        ? simulate({
            option: deferred.option,
            amount: deferred.amount,
            // Dated as the server dates it: a contract made today on the convenio's calendar.
            contractDate: startDate,
            calendar: deferred.calendar,
            validityDays,
            netPay: deferred.netPay,
            existingDeductions: deferred.deductions,
            maxDeductionShare: deferred.share,
          })
        : null,
    [deferred, startDate, validityDays],
  );

  const onSave = form.handleSubmit((simulation) => {
    if (!ready) return;
    setFormError(null);
    save.mutate(simulation, {
      onSuccess: (saved) => navigate(`${paths.dashboard.simulator}/${saved.id}`),
      onError: (error) =>
        setFormError(
          applyServerErrors(
            error,
            fields,
            (field, message) => form.setError(field, { type: 'server', message }),
            t,
          ),
        ),
    });
  });

  return {
    form,
    values,
    affiliates,
    products,
    options,
    option,
    startDate,
    messages: {
      amount: amountError,
      net_pay: netPayError,
      existing_deductions: deductionsError,
      curp: curpError,
    },
    serverErrors: errors,
    formError,
    ready,
    saving: save.isPending,
    onSave,
    outcome,
    outcomeOption: deferred.option,
    outcomeAmount: deferred.amount,
  };
}
