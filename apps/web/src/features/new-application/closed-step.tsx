import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Application } from '@origina/domain/application-api';
import type { ReactNode } from 'react';
import { ReopenedParts } from '../../components/reopened-parts.js';
import { useTranslation } from '../../i18n/i18n.js';
import { StepActions } from './section-form.js';

// A step the reviewer did not reopen, after a changes request: read-only, with the way to what
// must be fixed.
export function ClosedStep({
  application,
  onBack,
  onNext,
  children,
}: {
  application: Application;
  onBack?: (() => void) | undefined;
  onNext: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5} data-testid="closed-step">
      <Alert severity="info">
        <AlertTitle>{t('application.stepClosedTitle')}</AlertTitle>
        <Typography variant="body2">{t('application.stepClosedBody')}</Typography>
        <ReopenedParts application={application} />
      </Alert>
      {children}
      <StepActions saving={false} submitLabel={t('application.next')} onBack={onBack} onNext={onNext} />
    </Stack>
  );
}
