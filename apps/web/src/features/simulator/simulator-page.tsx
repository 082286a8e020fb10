import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { lazyBody, ScreenBody } from '../../components/screen-body.js';
import { useTranslation } from '../../i18n/i18n.js';

// The form, the result and the schedule are code of their own: the heading draws with the frame,
// and that code (the form library, the schemas, the chart) arrives while it does, instead of the
// whole screen waiting for its last byte on a slow phone (issue 35).
const workspace = lazyBody(
  async () => (await import('./simulator-workspace.js')).SimulatorWorkspace,
  'SimulatorWorkspace',
);

export function SimulatorPage() {
  const { t } = useTranslation();
  usePageTitle(t('simulator.title'));
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('simulator.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('simulator.intro')}</Typography>
      </Box>
      <ScreenBody body={workspace} loading={<LoadingBlock label={t('simulator.loading')} />} />
    </Stack>
  );
}
