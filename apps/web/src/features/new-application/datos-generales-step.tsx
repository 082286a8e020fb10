import type { Application } from '@origina/domain/application-api';
import {
  type ApplicationData,
  datosGeneralesSchema,
  maritalStatuses,
} from '@origina/domain/application-sections';
import { curpFacts } from '@origina/domain/mexican-ids';
import { useState } from 'react';
import { useCountries } from '../../api/countries.js';
import { useIdentificationTypes } from '../../api/identification-types.js';
import { useTranslation } from '../../i18n/i18n.js';
import { StepForm, type StepProps, useOptions } from './step-form.js';
import { useWarnings } from './use-warnings.js';

export function DatosGeneralesStep(props: StepProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const identifications = useIdentificationTypes();
  const data = props.application.data as ApplicationData;
  const [type, setType] = useState<string>(data.datos_generales?.identification_type ?? '');
  const [typed, setTyped] = useState<Record<string, unknown>>(data.datos_generales ?? {});
  const warningOf = useWarnings('datos_generales', typed);
  const chosen = identifications.data?.find((candidate) => candidate.code === type);
  // The pre-solicitud already named the customer: those values start the form.
  const defaults = data.datos_generales ? undefined : data.pre_solicitud;
  const application = defaults
    ? {
        ...props.application,
        data: {
          ...data,
          datos_generales: {
            first_name: defaults.first_name,
            last_name: defaults.last_name,
            second_last_name: defaults.second_last_name ?? null,
            curp: defaults.curp,
            // The CURP states both, and they must agree with it.
            birth_date: curpFacts(defaults.curp).birthDate,
            sex: curpFacts(defaults.curp).sex,
            nationality: 'MX',
          },
        },
      }
    : props.application;
  return (
    <StepForm
      {...props}
      application={application as Application}
      section="datos_generales"
      schema={datosGeneralesSchema}
      onValuesChange={(values) => {
        setType(String(values.identification_type ?? ''));
        setTyped(values);
      }}
      fields={[
        { name: 'first_name', kind: 'text' },
        { name: 'last_name', kind: 'text' },
        { name: 'second_last_name', kind: 'text', optional: true },
        { name: 'birth_date', kind: 'date' },
        { name: 'sex', kind: 'select', options: useOptions('sex', ['H', 'M']) },
        {
          name: 'nationality',
          kind: 'select',
          // The country, as the preview shows it: the catalogue's nationalities are masculine
          // ("Mexicano") whoever the customer is.
          options: (countries.data ?? []).map((country) => ({ value: country.code, label: country.name })),
        },
        { name: 'curp', kind: 'text', uppercase: true },
        { name: 'rfc', kind: 'text', uppercase: true, warning: warningOf('rfc') },
        {
          name: 'identification_type',
          kind: 'select',
          options: (identifications.data ?? []).map((candidate) => ({
            value: candidate.code,
            label: candidate.name,
          })),
        },
        {
          name: 'identification_number',
          kind: 'text',
          uppercase: true,
          helper: chosen ? `${chosen.number_hint} (${chosen.number_example})` : undefined,
        },
        { name: 'marital_status', kind: 'select', options: useOptions('marital_status', maritalStatuses) },
        // The identification file (Expediente PLD): questions the promoter reads to the customer.
        { name: 'pep', kind: 'yesno', label: t('application.kyc.pep'), helper: t('application.kyc.pepHelp') },
        {
          name: 'pep_relative',
          kind: 'yesno',
          label: t('application.kyc.pep_relative'),
          helper: t('application.kyc.pepRelativeHelp'),
        },
        {
          name: 'third_party',
          kind: 'yesno',
          label: t('application.kyc.third_party'),
          helper: t('application.kyc.thirdPartyHelp'),
        },
        {
          name: 'third_party_name',
          kind: 'text',
          label: t('application.kyc.third_party_name'),
          optional: true,
          wide: true,
          showWhen: { field: 'third_party', equals: true },
        },
      ]}
    />
  );
}
