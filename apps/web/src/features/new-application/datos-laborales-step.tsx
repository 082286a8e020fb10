import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Application } from '@origina/domain/application-api';
import { type ApplicationData, datosLaboralesSchema } from '@origina/domain/application-sections';
import { useState } from 'react';
import { useAffiliates } from '../../api/affiliates.js';
import { useBanks } from '../../api/banks.js';
import { useTranslation } from '../../i18n/i18n.js';
import { StepForm, type StepProps } from './step-form.js';
import { useWarnings } from './use-warnings.js';

export function DatosLaboralesStep(props: StepProps) {
  const { t } = useTranslation();
  const banks = useBanks();
  const affiliates = useAffiliates();
  const data = props.application.data as ApplicationData;
  const employer = affiliates.data?.find((affiliate) => affiliate.id === data.convenio?.affiliate)?.employer;
  const [typed, setTyped] = useState<Record<string, unknown>>(data.datos_laborales ?? {});
  const warningOf = useWarnings('datos_laborales', typed);
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
      ]}
    >
      {() =>
        employer ? (
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('application.fields.employer')}
            </Typography>
            <Typography>{employer}</Typography>
          </Box>
        ) : null
      }
    </StepForm>
  );
}
