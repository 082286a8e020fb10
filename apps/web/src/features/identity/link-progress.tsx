import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CustomerLinkStep, customerLinkSteps } from '@origina/domain/customer-consents';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

/** Where the customer is on the link: "Paso 2 de 4 · Tu celular", and a bar. */
export function LinkProgress({ step }: { step: CustomerLinkStep }) {
  const { t } = useTranslation();
  const current = customerLinkSteps.indexOf(step) + 1;
  const label = t('identity.progress', {
    current,
    total: customerLinkSteps.length,
    name: t(`identity.steps.${step}` as MessageKey),
  });
  return (
    <Stack spacing={0.75}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.round(((current - 1) / customerLinkSteps.length) * 100)}
        aria-label={label}
      />
    </Stack>
  );
}
