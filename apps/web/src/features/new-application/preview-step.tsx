import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Application, applicationRefusalSchema } from '@origina/domain/application-api';
import { ownerMay } from '@origina/domain/lifecycle-verdicts';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import { useSubmitApplication } from '../../api/applications.js';
import { ApplicationSections } from '../../components/application-sections-view.js';
import { ApplicationWarnings } from '../../components/application-warnings.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoanSummary } from '../../components/loan-summary.js';
import { NeedsNetwork } from '../../components/needs-network.js';
import { ReopenedParts } from '../../components/reopened-parts.js';
import { errorMessage } from '../../components/server-errors.js';
import { UploadedDocuments } from '../../components/uploaded-documents.js';
import { useOnline } from '../../components/use-online.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';

export function PreviewStep({ application, onBack }: { application: Application; onBack?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sending = useSubmitApplication(application.id);
  const online = useOnline();
  const submitting = sending.isPending;
  const refusal = sending.error;
  const error = refusal ? errorMessage(refusal, t) : null;
  // What a submit would refuse, each with the step that fixes it: the application's read says so
  // before any submit (the same list), a refusal says so as it was then.
  const parsed = refusal instanceof ApiRequestError ? applicationRefusalSchema.safeParse(refusal.body) : null;
  const missing = (parsed?.success ? parsed.data.missing : undefined) ?? application.missing;
  // What the customer still has to do on the identity link (a refusal with consents_missing).
  const consentsMissing = parsed?.success ? (parsed.data.consents_missing ?? []) : [];
  // A refusal's list is at the top of a long page: brought into view once, where the promoter reads it.
  const missingList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!(refusal instanceof ApiRequestError)) return;
    if (applicationRefusalSchema.safeParse(refusal.body).data?.missing?.length) {
      missingList.current?.scrollIntoView({ block: 'start' });
    }
  }, [refusal]);
  const submit = () =>
    sending.mutate(undefined, {
      onSuccess: () => navigate(`${paths.dashboard.newApplication}/${application.id}/submit`),
    });

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
      {missing.length > 0 ? (
        <Box role={parsed?.success ? 'alert' : 'status'} data-testid="missing-list" ref={missingList}>
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
      <LoanSummary figures={application.loan_figures} />
      <ApplicationSections application={application} />
      <UploadedDocuments applicationId={application.id} />
      {error ? <FormAlert>{error}</FormAlert> : null}
      {consentsMissing.length > 0 ? (
        <Box role="alert" data-testid="consents-missing">
          <Typography sx={{ fontWeight: 600 }}>{t('application.missingTitle')}</Typography>
          <Box component="ul" sx={{ mt: 0.5 }}>
            <li>
              <Link to={`${paths.dashboard.newApplication}/${application.id}/biometria`}>
                {t('application.steps.biometria')}
              </Link>
              <Box component="ul" sx={{ m: 0 }}>
                {consentsMissing.map((step) => (
                  <li key={step}>{t(`application.customerSteps.${step}` as MessageKey)}</li>
                ))}
              </Box>
            </li>
          </Box>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button variant="outlined" onClick={onBack} disabled={submitting}>
          {t('application.back')}
        </Button>
        {ownerMay('submit', application) ? (
          <Button
            variant="contained"
            onClick={submit}
            disabled={submitting || !online}
            aria-describedby={online ? undefined : 'submit-needs-network'}
          >
            {submitting ? t('application.submitting') : t('application.submit')}
          </Button>
        ) : null}
      </Box>
      {online ? null : <NeedsNetwork id="submit-needs-network" what="submit" />}
    </Stack>
  );
}
