import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Application } from '@origina/domain/application-api';
import type { ApplicationData } from '@origina/domain/application-sections';
import { ApplicationSections } from '../../components/application-sections-view.js';
import { useTranslation } from '../../i18n/i18n.js';
import { DocumentChecklist } from './document-checklist.js';
import { StepActions } from './section-form.js';

// The datos-de-solicitud step when a changes request reopened the documents but not the step's
// data: the data read-only, the uploads open.
export function DocumentsStep({
  application,
  onBack,
  onNext,
}: {
  application: Application;
  onBack?: (() => void) | undefined;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const data = application.data as ApplicationData;
  return (
    <Stack spacing={2.5}>
      <Typography>{t('application.documentsOnly')}</Typography>
      <ApplicationSections application={application} readOnly only="datos_de_solicitud" />
      <DocumentChecklist
        folio={application.folio}
        applicationId={application.id}
        affiliate={data.convenio?.affiliate}
        product={data.producto?.product}
        payoffs={data.datos_laborales?.payoffs?.length ?? 0}
        canUpload
        identitySent={application.completed_steps.includes('biometria')}
      />
      <StepActions saving={false} submitLabel={t('application.next')} onBack={onBack} onNext={onNext} />
    </Stack>
  );
}
