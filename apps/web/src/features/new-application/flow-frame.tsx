import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { Application } from '@origina/domain/application-api';
import { type ApplicationStep, applicationSteps } from '@origina/domain/application-sections';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useIdentityValidation } from '../../api/biometric-validations.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { stepPath } from './step-path.js';

// The identity check's live state under its step: the customer works on it while the promoter
// goes on; when it is sent, the application (its completed steps) is read again (the hook does).
function IdentityStepState({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const validation = useIdentityValidation(applicationId);
  const status = validation.data ? (validation.data.result ?? validation.data.status) : null;
  return (
    <Typography variant="caption" data-testid="identity-step-state">
      {status
        ? t(`application.identityStatuses.${status}` as MessageKey)
        : t('application.identityNotStarted')}
    </Typography>
  );
}

/** The flow's frame: title, folio, the list of steps (a progress bar on a phone) and the step. */
export function FlowFrame({
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
