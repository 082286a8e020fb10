import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Application, applicationRefusalSchema } from '@origina/domain/application-api';
import { applicationSteps } from '@origina/domain/application-sections';
import { ownerMay } from '@origina/domain/lifecycle-verdicts';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import { useSubmitApplication } from '../../api/applications.js';
import { ApplicationSections } from '../../components/application-sections-view.js';
import { ApplicationWarnings } from '../../components/application-warnings.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoanSummary } from '../../components/loan-summary.js';
import { ReopenedParts } from '../../components/reopened-parts.js';
import { errorMessage } from '../../components/server-errors.js';
import { UploadedDocuments } from '../../components/uploaded-documents.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../routes/paths.js';

export function PreviewStep({ application, onBack }: { application: Application; onBack?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sending = useSubmitApplication(application.id);
  const submitting = sending.isPending;
  const refusal = sending.error;
  const error = refusal ? errorMessage(refusal, t) : null;
  // What the server named as missing, each with the step that fixes it.
  const parsed = refusal instanceof ApiRequestError ? applicationRefusalSchema.safeParse(refusal.body) : null;
  const missing = parsed?.success ? (parsed.data.missing ?? []) : [];
  const submit = () =>
    sending.mutate(undefined, {
      onSuccess: () => navigate(`${paths.dashboard.newApplication}/${application.id}/submit`),
    });

  // Until the server names what it refuses, the steps not yet complete are what is missing.
  const incomplete = applicationSteps
    .slice(0, applicationSteps.indexOf('vista-previa'))
    .filter((step) => !application.completed_steps.includes(step));

  return (
    <Stack spacing={2.5}>
      <Typography>{t('application.previewIntro')}</Typography>
      <ApplicationWarnings warnings={application.warnings} title={t('application.warningsTitle')} />
      {application.reopened_sections.length > 0 ? (
        <Alert severity="warning">
          <AlertTitle>{t('myApplications.changesRequestedTitle')}</AlertTitle>
          <Typography variant="body2">{t('myApplications.changesRequestedSections')}</Typography>
          <ReopenedParts application={application} />
        </Alert>
      ) : null}
      {missing.length === 0 && incomplete.length > 0 ? (
        <Box role="status" data-testid="missing-list">
          <Typography sx={{ fontWeight: 600 }}>{t('application.missingTitle')}</Typography>
          <Box component="ul" sx={{ mt: 0.5 }}>
            {incomplete.map((step) => (
              <li key={step}>
                <Link to={`${paths.dashboard.newApplication}/${application.id}/${step}`}>
                  {t(`application.steps.${step}` as MessageKey)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      <LoanSummary figures={application.loan_figures} />
      <ApplicationSections application={application} />
      <UploadedDocuments applicationId={application.id} />
      {error ? <FormAlert>{error}</FormAlert> : null}
      {missing.length > 0 ? (
        <Box role="alert" data-testid="missing-list">
          <Typography sx={{ fontWeight: 600 }}>{t('application.missingTitle')}</Typography>
          {/* Grouped by step, each with the link that fixes it. */}
          <Box component="ul" sx={{ mt: 0.5 }}>
            {[...new Set(missing.map((item) => item.step))].map((step) => (
              <li key={step}>
                <Link to={`${paths.dashboard.newApplication}/${application.id}/${step}`}>
                  {t(`application.steps.${step}` as MessageKey)}
                </Link>
                <Box component="ul" sx={{ m: 0 }}>
                  {missing
                    .filter((item) => item.step === step)
                    .map((item) => (
                      <li key={`${item.field}-${item.message}`}>{item.message}</li>
                    ))}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button variant="outlined" onClick={onBack} disabled={submitting}>
          {t('application.back')}
        </Button>
        {ownerMay('submit', application) ? (
          <Button variant="contained" onClick={submit} disabled={submitting}>
            {submitting ? t('application.submitting') : t('application.submit')}
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
}
