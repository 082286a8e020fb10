import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Application } from '@origina/domain/application-api';
import { identityPart } from '@origina/domain/application-lifecycle';
import type { ApplicationStep } from '@origina/domain/application-sections';
import { customerContactOf } from '@origina/domain/application-sections';
import { ownerMay } from '@origina/domain/lifecycle-verdicts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApplicationSections } from '../../components/application-sections-view.js';
import { FormAlert } from '../../components/form-alert.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { BiometriaStep } from './biometria-step.js';
import { BranchStep } from './branch-step.js';
import { ClosedStep } from './closed-step.js';
import { ConvenioStep } from './convenio-step.js';
import { DatosDeSolicitudStep } from './datos-de-solicitud-step.js';
import { DatosGenerales2Step } from './datos-generales-2-step.js';
import { DatosGeneralesStep } from './datos-generales-step.js';
import { DatosLaboralesStep } from './datos-laborales-step.js';
import { DocumentsStep } from './documents-step.js';
import { DomicilioStep } from './domicilio-step.js';
import { PreSolicitudStep } from './pre-solicitud-step.js';
import { PreviewStep } from './preview-step.js';
import { ProductoStep } from './producto-step.js';
import { ReferenciasStep } from './referencias-step.js';
import { stepAccess } from './step-access.js';
import type { StepProps } from './step-form.js';
import { SubmitOutcome } from './submit-outcome.js';

const stepComponents: Partial<Record<ApplicationStep, (props: StepProps) => ReactNode>> = {
  'pre-solicitud': PreSolicitudStep,
  branch: BranchStep,
  convenio: ConvenioStep,
  producto: ProductoStep,
  'datos-generales': DatosGeneralesStep,
  'datos-generales-2': DatosGenerales2Step,
  domicilio: DomicilioStep,
  'datos-laborales': DatosLaboralesStep,
  referencias: ReferenciasStep,
  'datos-de-solicitud': DatosDeSolicitudStep,
};

type StepContentProps = Omit<StepProps, 'application'> & {
  application: Application;
  step: ApplicationStep;
  onNext: () => void;
};

// What a step shows, as the lifecycle model allows: its form while it may change; after a changes
// request only the reopened parts open (the documents, the identity check), the rest read-only;
// once sent, nothing to change.
export function StepContent({ application, step, onNext, ...form }: StepContentProps) {
  const { t } = useTranslation();
  const access = stepAccess(application, step);
  if (step === 'submit') return <SubmitOutcome application={application} />;
  if (!ownerMay('submit', application)) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormAlert>{t('application.notEditable')}</FormAlert>
        <Button
          component={Link}
          to={`${paths.dashboard.myApplications}/${application.id}`}
          variant="outlined"
        >
          {t('myApplications.open')}
        </Button>
      </Stack>
    );
  }
  if (step === 'vista-previa') return <PreviewStep application={application} onBack={form.onBack} />;
  if (access.identity) {
    return (
      <BiometriaStep
        applicationId={application.id}
        reopened={application.reopened_sections.includes(identityPart)}
        customer={customerContactOf(application)}
        onBack={form.onBack}
        onContinue={onNext}
      />
    );
  }
  if (access.data) {
    const StepForm = stepComponents[step]!;
    return <StepForm key={step} application={application} {...form} />;
  }
  if (access.documents)
    return <DocumentsStep application={application} onBack={form.onBack} onNext={onNext} />;
  return (
    <ClosedStep application={application} onBack={form.onBack} onNext={onNext}>
      {access.section ? (
        <ApplicationSections application={application} readOnly only={access.section} />
      ) : null}
    </ClosedStep>
  );
}
