import Typography from '@mui/material/Typography';
import { type ApplicationData, productoSectionSchema } from '@origina/domain/application-sections';
import { todayInMexico } from '@origina/domain/calendar-date';
import { pesosUpTo } from '@origina/domain/money';
import { renewalMinimumAmount } from '@origina/domain/renewal-amount';
import { simulate } from '@origina/domain/simulations';
import { useState } from 'react';
import { z } from 'zod';
import { useAffiliates } from '../../api/affiliates.js';
import { usePublicConfig } from '../../api/config.js';
import { useProductOptions } from '../../api/product-options.js';
import { useProducts } from '../../api/products.js';
import { formatCat, formatDate, formatMoney, formatRate } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import type { FieldSpec } from './section-form.js';
import { StepForm, type StepProps } from './step-form.js';

// The product, term and amount, with the payment and CAT they give as soon as they are valid.
export function ProductoStep(props: StepProps) {
  const { t, language } = useTranslation();
  const data = props.application.data as ApplicationData;
  const [values, setValues] = useState<Record<string, unknown>>({
    product: data.producto?.product ?? '',
    term: data.producto?.term,
    amount: data.producto?.amount,
  });
  const products = useProducts(data.convenio?.affiliate ?? null);
  // The convenio's payroll calendar and the lender's validity date the preview as the server
  // dates the loan: a contract made today.
  const affiliates = useAffiliates();
  const affiliate = affiliates.data?.find((candidate) => candidate.id === data.convenio?.affiliate);
  const validityDays = usePublicConfig().data?.contract_validity_days;
  const options = useProductOptions((values.product as string) || null);
  const option = options.data?.find((candidate) => candidate.term === values.term);
  const amount = typeof values.amount === 'number' && Number.isFinite(values.amount) ? values.amount : null;
  const preview =
    option && amount && amount >= option.min_amount && amount <= option.max_amount && affiliates.data
      ? simulate({
          option,
          amount,
          contractDate: todayInMexico(),
          calendar: affiliate?.payroll_calendar,
          validityDays,
        })
      : null;
  // A renewal (issue 36): the current loan's payoff, as the server quoted it for this draft, and
  // the least amount that covers it after the option's commission and its IVA (the rule the
  // server applies to the save).
  const renewal = props.application.loan_figures?.renewal ?? null;
  const minimum = renewal && option ? renewalMinimumAmount(renewal.payoff, option.commission_rate) : null;
  const belowPayoff =
    renewal && minimum !== null
      ? t('application.renewalAmountBelowPayoff', {
          payoff: formatMoney(renewal.payoff),
          minimum: formatMoney(minimum),
        })
      : null;
  // The payoff depends on the day, not the amount: the server's quote stands for any amount typed;
  // the commission and what is left follow the amount. An amount short of the minimum shows the
  // minimum, never a negative sum for the customer.
  const covered = amount !== null && minimum !== null && amount >= minimum;
  const renewalText =
    !renewal || minimum === null
      ? null
      : !covered
        ? t('application.renewalPreviewShort', {
            folio: renewal.renews.folio,
            payoff: formatMoney(renewal.payoff),
            date: formatDate(renewal.payoff_date, language),
            minimum: formatMoney(minimum),
          })
        : preview
          ? t('application.renewalPreview', {
              folio: renewal.renews.folio,
              amount: formatMoney(amount),
              payoff: formatMoney(renewal.payoff),
              date: formatDate(renewal.payoff_date, language),
              commission: formatMoney(preview.commission),
              receives: formatMoney(Math.round((preview.net_disbursement - renewal.payoff) * 100) / 100),
            })
          : null;
  const fields: FieldSpec[] = [
    {
      name: 'product',
      kind: 'select',
      wide: true,
      options: (products.data ?? []).map((product) => ({ value: product.id, label: product.name })),
    },
    {
      name: 'term',
      kind: 'select',
      options: (options.data ?? []).map((candidate) => ({
        value: String(candidate.term),
        label: t('simulator.termOption', {
          count: candidate.term,
          frequency: t(`simulator.frequencyPlural.${candidate.frequency}`),
          rate: formatRate(candidate.annual_rate, language),
        }),
      })),
    },
    {
      name: 'amount',
      kind: 'money',
      helper: option
        ? t('simulator.amountLimits', {
            min: formatMoney(option.min_amount),
            max: formatMoney(option.max_amount),
          })
        : undefined,
    },
  ];
  return (
    <StepForm
      {...props}
      section="producto"
      // The product's own limits, as the simulator words them ("El monto máximo de este producto es
      // $150,000.00"), once a term is chosen; an empty term asks for a choice.
      schema={productoSectionSchema.extend({
        term: z.coerce.number().int().min(1, { message: 'validation.choose' }),
        ...(option
          ? {
              amount: pesosUpTo(
                option.max_amount,
                t('simulator.amountAboveMax', { max: formatMoney(option.max_amount) }),
              )
                .min(option.min_amount, {
                  message: t('simulator.amountBelowMin', { min: formatMoney(option.min_amount) }),
                })
                .refine((value) => minimum === null || value >= minimum, { message: belowPayoff ?? '' }),
            }
          : {}),
      })}
      fields={fields}
      onValuesChange={(next) => setValues({ ...next, term: next.term ? Number(next.term) : undefined })}
    >
      {() => (
        <>
          {preview && option ? (
            <Typography role="status" sx={{ fontWeight: 600 }} data-testid="loan-preview">
              {t('application.loanPreview', {
                payment: formatMoney(preview.payment),
                // The convenio's period in words ("por quincena"), as the capacity messages say it.
                per: t(`simulator.otherLoans.per.${option.frequency}`),
                cat: formatCat(preview.cat, language),
                date: formatDate(preview.schedule[0]?.date ?? todayInMexico(), language),
              })}
            </Typography>
          ) : null}
          {renewalText ? (
            <Typography role="status" data-testid="renewal-preview">
              {renewalText}
            </Typography>
          ) : null}
        </>
      )}
    </StepForm>
  );
}
