import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { lazyBody, ScreenBody } from '../../components/screen-body.js';
import { useTranslation } from '../../i18n/i18n.js';

// The flow's frame and the form are code of their own (the form library, the application's
// schemas): the heading draws with the dashboard's frame and that code arrives while it does,
// instead of the whole screen waiting for its last byte on a slow phone (issue 35). The heading
// stands where the flow's own heading then takes its place.
const form = lazyBody(
  async () => (await import('./new-application-form.js')).NewApplicationForm,
  'NewApplicationForm',
);

/** /dashboard/nueva-solicitud and /pre-solicitud: the customer's basics start a draft. */
export function NewApplicationPage() {
  const { t } = useTranslation();
  usePageTitle(t('application.newTitle'));
  // Until the flow's frame arrives (or if its code fails), its heading stands where the flow's own will.
  const underHeading = (content: ReactNode) => (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('application.newTitle')}
      </Typography>
      {content}
    </Stack>
  );
  return <ScreenBody body={form} loading={<LoadingBlock label={t('app.loading')} />} around={underHeading} />;
}
