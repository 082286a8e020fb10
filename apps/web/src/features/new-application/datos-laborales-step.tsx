import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Application } from '@origina/domain/application-api';
import { type ApplicationData, datosLaboralesSchema } from '@origina/domain/application-sections';
import { resourceSources } from '@origina/domain/kyc-file';
import { useEffect, useState } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { useAffiliates } from '../../api/affiliates.js';
import { useBanks } from '../../api/banks.js';
import { useTranslation } from '../../i18n/i18n.js';
import { bankFromClabe } from './bank-from-clabe.js';
import { PayoffsFields, payoffKinds } from './payoffs-fields.js';
import { StepForm, type StepProps, useOptions } from './step-form.js';
import { useWarnings } from './use-warnings.js';

export function DatosLaboralesStep(props: StepProps) {
  const { t } = useTranslation();
  const banks = useBanks();
  const affiliates = useAffiliates();
  const data = props.application.data as ApplicationData;
  const employer = affiliates.data?.find((affiliate) => affiliate.id === data.convenio?.affiliate)?.employer;
  const [typed, setTyped] = useState<Record<string, unknown>>(data.datos_laborales ?? {});
  const warningOf = useWarnings('datos_laborales', typed);
  const sources = useOptions('resource_source', resourceSources);
  // Started from a simulation with the payroll: its net pay and deductions come filled in.
  const carried = data.datos_laborales ? null : props.application.payroll_from_simulation;
  const application = carried
    ? {
        ...props.application,
        data: {
          ...data,
          datos_laborales: {
            net_pay: carried.net_pay,
            ...(carried.existing_deductions === null
              ? {}
              : { existing_deductions: carried.existing_deductions }),
          },
        },
      }
    : props.application;
  return (
    <StepForm
      {...props}
      application={application as Application}
      section="datos_laborales"
      schema={datosLaboralesSchema}
      onValuesChange={setTyped}
      lists={{ payoffs: payoffKinds }}
      fields={[
        { name: 'employee_number', kind: 'text' },
        { name: 'position', kind: 'text' },
        { name: 'start_date', kind: 'date' },
        { name: 'net_pay', kind: 'money' },
        { name: 'existing_deductions', kind: 'money', warning: warningOf('existing_deductions') },
        {
          name: 'bank',
          kind: 'select',
          options: (banks.data ?? []).map((bank) => ({
            value: bank.code,
            label: `${bank.tag} (${bank.code})`,
          })),
        },
        { name: 'clabe', kind: 'text', helper: t('application.clabeHint'), wide: true },
        // The identification file (Expediente PLD): questions the promoter reads to the customer.
        {
          name: 'occupation',
          kind: 'text',
          label: t('application.kyc.occupation'),
          helper: t('application.kyc.occupationHelp'),
        },
        {
          name: 'resource_source',
          kind: 'select',
          label: t('application.kyc.resource_source'),
          options: sources,
        },
        {
          name: 'resource_source_other',
          kind: 'text',
          label: t('application.kyc.resource_source_other'),
          optional: true,
          wide: true,
          showWhen: { field: 'resource_source', equals: 'other' },
        },
      ]}
    >
      {(form) => (
        <>
          <BankFromClabe form={form} banks={banks.data} />
          {employer ? (
            <Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('application.fields.employer')}
              </Typography>
              <Typography>{employer}</Typography>
            </Box>
          ) : null}
          <PayoffsFields
            form={form}
            netDisbursement={props.application.loan_figures?.net_disbursement ?? null}
          />
        </>
      )}
    </StepForm>
  );
}

// The CLABE names its bank: once its first three digits are typed, the bank follows them.
function BankFromClabe({
  form,
  banks,
}: {
  form: UseFormReturn<FieldValues>;
  banks: readonly { code: string }[] | undefined;
}) {
  const clabe = useWatch({ control: form.control, name: 'clabe' });
  const bank = useWatch({ control: form.control, name: 'bank' });
  useEffect(() => {
    const code = bankFromClabe(clabe, bank, banks);
    if (!code) return;
    form.setValue('bank', code, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    // A "CLABE of another bank" already shown no longer holds.
    if (form.getFieldState('clabe').error) void form.trigger('clabe');
  }, [clabe, bank, banks, form]);
  return null;
}
