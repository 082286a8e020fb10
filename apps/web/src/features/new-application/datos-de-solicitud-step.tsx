import {
  type ApplicationData,
  datosDeSolicitudSchema,
  loanPurposes,
} from '@origina/domain/application-sections';
import { ownerMay } from '@origina/domain/lifecycle-verdicts';
import { LoanSummary } from '../../components/loan-summary.js';
import { DocumentChecklist } from './document-checklist.js';
import { StepForm, type StepProps, useOptions } from './step-form.js';

// The loan confirmed with the customer, its purpose, and the documents.
export function DatosDeSolicitudStep(props: StepProps) {
  const data = props.application.data as ApplicationData;
  return (
    <StepForm
      {...props}
      section="datos_de_solicitud"
      schema={datosDeSolicitudSchema}
      lead={<LoanSummary figures={props.application.loan_figures} />}
      fields={[
        { name: 'purpose', kind: 'select', options: useOptions('purpose', loanPurposes), wide: true },
        { name: 'amount_confirmed', kind: 'checkbox' },
      ]}
    >
      {() => (
        <DocumentChecklist
          folio={props.application.folio}
          applicationId={props.application.id}
          affiliate={data.convenio?.affiliate}
          product={data.producto?.product}
          payoffs={data.datos_laborales?.payoffs?.length ?? 0}
          canUpload={ownerMay('upload_document', props.application)}
          identitySent={props.application.completed_steps.includes('biometria')}
        />
      )}
    </StepForm>
  );
}
