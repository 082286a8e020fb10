import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { identityPart, ownerMay } from '@origina/domain/application-lifecycle';
import {
  type Application,
  type ApplicationSection,
  type ApplicationStep,
  applicationSteps,
  preSolicitudSchema,
} from '@origina/domain/application-sections';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import {
  applicationKey,
  createApplication,
  saveApplication,
  useApplication,
} from '../../api/applications.js';
import { useIdentityValidation } from '../../api/biometric-validations.js';
import { ApplicationSections } from '../../components/application-sections-view.js';
import { EmptyStatePage } from '../../components/empty-state-page.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../routes/paths.js';
import { BiometriaStep } from './biometria-step.js';
import { ClosedStep } from './closed-step.js';
import { DocumentsStep } from './documents-step.js';
import { PreviewStep } from './preview-step.js';
import { ReferenciasStep } from './referencias-step.js';
import { SectionForm } from './section-form.js';
import { nextOpenStep, stepAccess } from './step-access.js';
import {
  BranchStep,
  ConvenioStep,
  DatosDeSolicitudStep,
  DatosGenerales2Step,
  DatosGeneralesStep,
  DatosLaboralesStep,
  DomicilioStep,
  PreSolicitudStep,
  ProductoStep,
  preSolicitudFields,
  type StepProps,
} from './steps.js';
import { SubmitOutcome } from './submit-outcome.js';

const stepPath = (id: string, step: ApplicationStep) => `${paths.dashboard.newApplication}/${id}/${step}`;

// Server refusals name fields as "section.field"; each form knows its fields by their own name.

// The identity check's live state under its step: the customer works on it while the promoter
// goes on; when it is sent, the application (its completed steps) is read again.
function IdentityStepState({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const validation = useIdentityValidation(applicationId);
  const status = validation.data ? (validation.data.result ?? validation.data.status) : null;
  useEffect(() => {
    if (status && status !== 'pending' && status !== 'opened' && status !== 'revoked') {
      void queryClient.invalidateQueries({ queryKey: applicationKey(applicationId) });
    }
  }, [applicationId, queryClient, status]);
  return (
    <Typography variant="caption" data-testid="identity-step-state">
      {status
        ? t(`application.identityStatuses.${status}` as MessageKey)
        : t('application.identityNotStarted')}
    </Typography>
  );
}

function fieldErrorsOf(error: unknown, section: string) {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors)
      .filter(([field]) => field.startsWith(`${section}.`))
      .map(([field, messages]) => [field.slice(section.length + 1), messages[0] ?? '']),
  );
}

function FlowFrame({
  title,
  application,
  step,
  children,
}: {
  title: string;
  application?: Application;
  step: ApplicationStep;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = applicationSteps.indexOf(step);
  const done = new Set(application?.completed_steps ?? []);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {application ? (
          <Typography sx={{ color: 'text.secondary' }}>
            {t('application.folio')}: <strong data-testid="application-folio">{application.folio}</strong> ·{' '}
            {application.customer_name}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Typography variant="body2">
          {t('application.stepOf', { current: active + 1, total: applicationSteps.length })}:{' '}
          <strong>{t(`application.steps.${step}` as MessageKey)}</strong>
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((active + 1) / applicationSteps.length) * 100}
          sx={{ mt: 1 }}
          aria-hidden
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Stepper
          activeStep={active}
          orientation="vertical"
          nonLinear
          aria-label={t('nav.newApplication')}
          component="nav"
          sx={{ display: { xs: 'none', md: 'flex' } }}
        >
          {applicationSteps.map((name, index) => (
            <Step key={name} completed={done.has(name)}>
              <StepButton
                // Every step up to where the capture resumes opens, the identity check included
                // while the customer has not finished it.
                disabled={
                  !application ||
                  (index > Math.max(active, applicationSteps.indexOf(application.next_step)) &&
                    !done.has(name))
                }
                optional={
                  name === 'biometria' && application && !done.has(name) ? (
                    <IdentityStepState applicationId={application.id} />
                  ) : undefined
                }
                onClick={() => application && navigate(stepPath(application.id, name))}
                aria-current={index === active ? 'step' : undefined}
              >
                {t(`application.steps.${name}` as MessageKey)}
              </StepButton>
            </Step>
          ))}
        </Stepper>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
              {t(`application.steps.${step}` as MessageKey)}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
    </Stack>
  );
}

/** /dashboard/nueva-solicitud and /pre-solicitud: the customer's basics start a draft. */
export function NewApplicationPage() {
  const { t } = useTranslation();
  usePageTitle(t('application.newTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const simulation = search.get('simulation');
  // One key per form: a retried or doubled click creates one application.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (values: unknown) => {
    setSaving(true);
    setFormError(null);
    try {
      const created = await createApplication(
        { pre_solicitud: values as never, ...(simulation ? { simulation } : {}) },
        idempotencyKey,
      );
      queryClient.setQueryData(applicationKey(created.id), created);
      navigate(stepPath(created.id, created.next_step));
    } catch (error) {
      const fields = fieldErrorsOf(error, 'pre_solicitud');
      setServerErrors(fields);
      setFormError(Object.keys(fields).length > 0 ? null : errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FlowFrame title={t('application.newTitle')} step="pre-solicitud">
      <Stack spacing={2}>
        <Typography sx={{ color: 'text.secondary' }}>{t('application.preSolicitudIntro')}</Typography>
        {simulation ? <Typography role="status">{t('application.fromSimulation')}</Typography> : null}
        <SectionForm
          schema={preSolicitudSchema}
          fields={preSolicitudFields}
          defaults={{}}
          serverErrors={serverErrors}
          formError={formError}
          saving={saving}
          submitLabel={saving ? t('application.starting') : t('application.start')}
          onSubmit={onSubmit}
        />
      </Stack>
    </FlowFrame>
  );
}

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

/** /dashboard/nueva-solicitud/{id}/{step}: one step of a draft, saved when continuing. */
export function ApplicationStepPage() {
  const { t } = useTranslation();
  const { slug = '', step: stepParam = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const application = useApplication(slug);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  usePageTitle(t('application.newTitle'));

  const step = (applicationSteps as readonly string[]).includes(stepParam)
    ? (stepParam as ApplicationStep)
    : null;
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
  if (application.isError) return <FormAlert>{errorMessage(application.error, t)}</FormAlert>;

  const current = application.data;
  const index = applicationSteps.indexOf(step);
  const goTo = (target: ApplicationStep | undefined) => target && navigate(stepPath(current.id, target));
  const onBack = index > 0 ? () => goTo(applicationSteps[index - 1]) : undefined;
  const onNext = () => goTo(nextOpenStep(current, step));

  const onSave = async (section: ApplicationSection, values: unknown) => {
    setSaving(true);
    setFormError(null);
    setServerErrors({});
    try {
      const saved = await saveApplication(current.id, current.version, { [section]: values });
      queryClient.setQueryData(applicationKey(current.id), saved);
      setConflict(false);
      // On to the next step still open: the next one of a draft; after a changes request the next
      // part to fix, then the preview to resubmit.
      goTo(nextOpenStep(saved, step));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 412) {
        // Someone saved first: load their version, keep what was typed here for a new try.
        setConflict(true);
        await application.refetch();
      } else {
        const fields = fieldErrorsOf(error, section);
        setServerErrors(fields);
        setFormError(Object.keys(fields).length > 0 ? null : errorMessage(error, t));
      }
    } finally {
      setSaving(false);
    }
  };

  // Whether anything may still change is the lifecycle model's call (a draft, or changes
  // requested); the submit step of such an application has not been sent: back to the preview,
  // which says what is missing.
  const capturing = ownerMay('submit', current);
  if (step === 'submit' && capturing) return <Navigate to={stepPath(current.id, 'vista-previa')} replace />;
  const access = stepAccess(current, step);
  let content: ReactNode;
  if (step === 'submit') {
    content = <SubmitOutcome application={current} />;
  } else if (!capturing) {
    content = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormAlert>{t('application.notEditable')}</FormAlert>
        <Button component={Link} to={`${paths.dashboard.myApplications}/${current.id}`} variant="outlined">
          {t('myApplications.open')}
        </Button>
      </Stack>
    );
  } else if (step === 'vista-previa') {
    content = <PreviewStep application={current} onBack={onBack} />;
  } else if (access.identity) {
    content = (
      <BiometriaStep
        applicationId={current.id}
        reopened={current.reopened_sections.includes(identityPart)}
        onBack={onBack}
        onContinue={onNext}
      />
    );
  } else if (access.data) {
    const StepForm = stepComponents[step]!;
    content = (
      <StepForm
        key={step}
        application={current}
        saving={saving}
        serverErrors={serverErrors}
        formError={formError}
        onSave={onSave}
        onBack={onBack}
      />
    );
  } else if (access.documents) {
    content = <DocumentsStep application={current} onBack={onBack} onNext={onNext} />;
  } else {
    content = (
      <ClosedStep application={current} onBack={onBack} onNext={onNext}>
        {access.section ? <ApplicationSections application={current} readOnly only={access.section} /> : null}
      </ClosedStep>
    );
  }

  return (
    <FlowFrame title={t('application.newTitle')} application={current} step={step}>
      {conflict ? (
        <Box sx={{ mb: 2 }}>
          <FormAlert>{t('application.conflict')}</FormAlert>
        </Box>
      ) : null}
      {content}
    </FlowFrame>
  );
}
