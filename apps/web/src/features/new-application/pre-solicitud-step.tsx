import { preSolicitudSchema } from '@origina/domain/application-sections';
import type { FieldSpec } from './section-form.js';
import { StepForm, type StepProps } from './step-form.js';

export const preSolicitudFields: FieldSpec[] = [
  { name: 'first_name', kind: 'text', autoComplete: 'given-name' },
  { name: 'last_name', kind: 'text' },
  { name: 'second_last_name', kind: 'text', optional: true },
  { name: 'curp', kind: 'text', uppercase: true },
  { name: 'mobile', kind: 'tel' },
  { name: 'email', kind: 'email' },
  { name: 'contact_consent', kind: 'checkbox' },
];

export function PreSolicitudStep(props: StepProps) {
  return (
    <StepForm {...props} section="pre_solicitud" schema={preSolicitudSchema} fields={preSolicitudFields} />
  );
}
