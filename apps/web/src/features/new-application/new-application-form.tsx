import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { preSolicitudSchema } from '@origina/domain/application-sections';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCreateApplication } from '../../api/applications.js';
import { usePrefetchCaptureCatalogues } from '../../api/capture-catalogues.js';
import { newIdempotencyKey } from '../../api/idempotency-key.js';
import { onceLoaded, useLater } from '../../components/later.js';
import { useTranslation } from '../../i18n/i18n.js';
import { FlowFrame } from './flow-frame.js';
import { preSolicitudFields } from './pre-solicitud-step.js';
import { SectionForm } from './section-form.js';
import { stepPath } from './step-path.js';
import { useRefusal } from './use-refusal.js';

// The steps' screen loads apart, so Nueva solicitud draws sooner on a slow phone (issue 35); it is
// asked once this screen has drawn, so the first step opens at once after the draft is created.
const stepPageCode = onceLoaded(() => import('./application-step-page.js'));

/** Nueva solicitud's form: the customer's basics start a draft. */
export function NewApplicationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const simulation = search.get('simulation');
  // One key per form: a retried or doubled click creates one application.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const create = useCreateApplication();
  const refusal = useRefusal();
  // While the network is here: the steps' lists, for a capture that goes on without it.
  usePrefetchCaptureCatalogues();
  useLater(stepPageCode);

  const onSubmit = (values: unknown) => {
    refusal.clear();
    create.mutate(
      { body: { pre_solicitud: values as never, ...(simulation ? { simulation } : {}) }, idempotencyKey },
      {
        onSuccess: (created) => navigate(stepPath(created.id, created.next_step)),
        onError: (error) => refusal.show(error, 'pre_solicitud'),
      },
    );
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
          serverErrors={refusal.serverErrors}
          formError={refusal.formError}
          saving={create.isPending}
          submitLabel={create.isPending ? t('application.starting') : t('application.start')}
          onSubmit={onSubmit}
        />
      </Stack>
    </FlowFrame>
  );
}
