import Typography from '@mui/material/Typography';
import { useIdentityValidation } from '../../api/biometric-validations.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

// The identity check's live state under its step: the customer works on it while the promoter
// goes on; when it is sent, the application (its completed steps) is read again (the hook does).
export function IdentityStepState({ applicationId }: { applicationId: string }) {
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
