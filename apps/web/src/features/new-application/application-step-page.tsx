import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import Box from '@mui/material/Box';
import type { Application } from '@origina/domain/application-api';
import {
  type ApplicationSection,
  type ApplicationStep,
  applicationSteps,
} from '@origina/domain/application-sections';
import { ownerMay } from '@origina/domain/lifecycle-verdicts';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import { withQueued } from '../../api/application-with-queued.js';
import { useApplication } from '../../api/applications.js';
import { usePrefetchCaptureCatalogues } from '../../api/capture-catalogues.js';
import type { QueuedSave } from '../../api/save-outbox.js';
import { useQueuedSavesOnceRead } from '../../api/use-save-outbox.js';
import { EmptyStatePage } from '../../components/empty-state-page.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { RefreshFailed } from '../../components/refresh-failed.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { FlowFrame } from './flow-frame.js';
import { QueuedStepState } from './queued-step-state.js';
import { nextOpenStep } from './step-access.js';
import { StepContent } from './step-content.js';
import { stepPath } from './step-path.js';
import { useRefusal } from './use-refusal.js';
import { useStepSave } from './use-step-save.js';

const stepOf = (param: string) =>
  (applicationSteps as readonly string[]).includes(param) ? (param as ApplicationStep) : null;

/** /dashboard/nueva-solicitud/{id}/{step}: one step of a draft, saved when continuing. */
export function ApplicationStepPage() {
  const { t } = useTranslation();
  const { slug = '', step: stepParam = '' } = useParams();
  const application = useApplication(slug);
  usePageTitle(t('application.newTitle'));

  const step = stepOf(stepParam);
  if (application.isPending) return <LoadingBlock label={t('application.loading')} />;
  if (
    !step ||
    (application.isError && application.error instanceof ApiRequestError && application.error.status === 404)
  ) {
    return (
      <EmptyStatePage
        title={t('application.newTitle')}
        icon={<NoteAddOutlined />}
        emptyTitle={t('application.notFoundTitle')}
        emptyBody={t('application.notFoundBody')}
      />
    );
  }
  // A failed new reading keeps the step on screen, and what was typed in it.
  if (application.data === undefined) return <FormAlert>{errorMessage(application.error, t)}</FormAlert>;

  return <StepPage step={step} read={application.data} application={application} />;
}

const noSaves: readonly QueuedSave[] = [];

/** A step of an application that was read: the steps as this device left them, saved online or
 * queued offline. */
function StepPage({
  step,
  read,
  application,
}: {
  step: ApplicationStep;
  read: Application;
  /** The reading, for its failed refresh. */
  application: ReturnType<typeof useApplication>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queuedRead = useQueuedSavesOnceRead();
  const queued = queuedRead ?? noSaves;
  const refusal = useRefusal();
  const [conflict, setConflict] = useState(false);
  // What this device typed and has not sent yet shows on the steps as if saved.
  const current = withQueued(read, queued);
  usePrefetchCaptureCatalogues(current);
  const save = useStepSave(read, queued);
  const index = applicationSteps.indexOf(step);
  const goTo = (target: ApplicationStep | undefined) => target && navigate(stepPath(current.id, target));
  const onBack = index > 0 ? () => goTo(applicationSteps[index - 1]) : undefined;

  const onSave = (section: ApplicationSection, values: unknown) => {
    refusal.clear();
    save.run(section, values, {
      saved: (saved) => {
        setConflict(false);
        // On to the next step still open: the next one of a draft; after a changes request the
        // next part to fix, then the preview to resubmit.
        goTo(nextOpenStep(saved, step));
      },
      // Kept on this device until the network returns: the flow goes on meanwhile.
      queued: () => goTo(nextOpenStep(current, step)),
      // Someone saved first: their version is loaded, what was typed here stays for a new try.
      refused: (error) =>
        error instanceof ApiRequestError && error.status === 412
          ? setConflict(true)
          : refusal.show(error, section),
    });
  };

  // Whether anything may still change is the lifecycle model's call (a draft, or changes
  // requested); the submit step of such an application has not been sent: back to the preview,
  // which says what is missing.
  if (step === 'submit' && ownerMay('submit', current))
    return <Navigate to={stepPath(current.id, 'vista-previa')} replace />;
  // The form opens once with its values: with the saves queued on this device, once they are read.
  if (queuedRead === undefined) return <LoadingBlock label={t('application.loading')} />;

  return (
    <FlowFrame title={t('application.newTitle')} application={current} step={step}>
      <RefreshFailed query={application} />
      <QueuedStepState application={read} step={step} queued={queued}>
        {conflict ? (
          <Box sx={{ mb: 2 }}>
            <FormAlert>{t('application.conflict')}</FormAlert>
          </Box>
        ) : null}
        <StepContent
          application={current}
          step={step}
          saving={save.saving}
          serverErrors={refusal.serverErrors}
          formError={refusal.formError}
          onSave={onSave}
          onBack={onBack}
          onNext={() => goTo(nextOpenStep(current, step))}
        />
      </QueuedStepState>
    </FlowFrame>
  );
}
