import type { Application } from '@origina/domain/application-api';
import {
  type ApplicationData,
  datosGenerales2Schema,
  educationLevels,
  housingTypes,
} from '@origina/domain/application-sections';
import { StepForm, type StepProps, useOptions } from './step-form.js';

// The pre-solicitud's e-mail and mobile start the form.
export function DatosGenerales2Step(props: StepProps) {
  const data = props.application.data as ApplicationData;
  const application = data.datos_generales_2
    ? props.application
    : {
        ...props.application,
        data: {
          ...data,
          datos_generales_2: { email: data.pre_solicitud?.email, mobile: data.pre_solicitud?.mobile },
        },
      };
  return (
    <StepForm
      {...props}
      application={application as Application}
      section="datos_generales_2"
      schema={datosGenerales2Schema}
      fields={[
        { name: 'dependants', kind: 'integer' },
        { name: 'education', kind: 'select', options: useOptions('education', educationLevels) },
        { name: 'housing', kind: 'select', options: useOptions('housing', housingTypes) },
        { name: 'email', kind: 'email' },
        { name: 'mobile', kind: 'tel' },
        { name: 'home_phone', kind: 'tel', optional: true },
      ]}
    />
  );
}
