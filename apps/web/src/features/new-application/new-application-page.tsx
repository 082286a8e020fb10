import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.js';
import { usePageTitle } from '../../components/page-title.js';
import { useTranslation } from '../../i18n/i18n.js';
import { applicationSteps } from '../../routes/paths.js';

// The wrapper of the new-application flow (SPEC §2); each step's form comes with its own issue.
export function NewApplicationPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.newApplication'));
  const { step } = useParams();
  const active = Math.max(
    0,
    applicationSteps.indexOf((step ?? 'pre-solicitud') as (typeof applicationSteps)[number]),
  );
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('nav.newApplication')}
      </Typography>
      <Stepper
        activeStep={active}
        alternativeLabel
        sx={{ overflowX: 'auto', pb: 1 }}
        aria-label={t('nav.newApplication')}
      >
        {applicationSteps.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <EmptyState
        icon={<NoteAddOutlined />}
        title={t('empty.newApplicationTitle')}
        body={t('empty.newApplicationBody')}
      />
    </Stack>
  );
}
