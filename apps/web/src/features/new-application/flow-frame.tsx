import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { Application } from '@origina/domain/application-api';
import { type ApplicationStep, applicationSteps } from '@origina/domain/application-sections';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LoanFiguresBar } from '../../components/loan-figures-bar.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { IdentityStepState } from './identity-step-state.js';
import { stepPath } from './step-path.js';
import { StepSheet } from './step-sheet.js';
import { stepEntries } from './step-states.js';

/** The flow's frame: title, folio, the list of steps (on a phone, a progress bar that opens them in a sheet), the loan's figures and the step. */
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
  const entries = stepEntries(application, step);
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
      <StepSheet application={application} step={step} />
      {/* Once the product step is saved, the loan's figures stay at hand on every step. */}
      <LoanFiguresBar figures={application?.loan_figures ?? null} sticky />
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
          {entries.map(({ name, state, openable }, index) => (
            <Step key={name} completed={state === 'done'}>
              <StepButton
                disabled={!openable}
                optional={
                  name === 'biometria' && application && state !== 'done' ? (
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
