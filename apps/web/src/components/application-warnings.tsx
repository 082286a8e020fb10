import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { Application } from '@origina/domain/application-api';
import { type MessageKey, useTranslation } from '../i18n/i18n.js';

// What is unusual but allowed in an application (an RFC whose check digit fails, deductions over
// half the pay), as the server words it: for the promoter before sending, for the reviewer deciding.
export function ApplicationWarnings({
  warnings,
  title,
}: {
  warnings: Application['warnings'];
  title: string;
}) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="application-warnings">
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {warnings.map((warning) => (
          <li key={`${warning.step}-${warning.field}-${warning.message}`}>
            {t(`application.steps.${warning.step}` as MessageKey)}: {warning.message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
