import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Application } from '@origina/domain/application-api';
import { stepOfSection } from '@origina/domain/application-sections';
import { withQueued } from '../../api/application-with-queued.js';
import type { QueuedSave } from '../../api/save-outbox.js';
import { ApplicationSections } from '../../components/application-sections-view.js';
import { useTranslation } from '../../i18n/i18n.js';

/**
 * A queued save the server refused because the step moved on another device (412), or for a rule
 * this device could not check: both versions side by side (stacked on a phone), and the
 * promoter's choice of the one that stays.
 */
export function QueuedConflict({
  save,
  server,
  busy,
  onKeepMine,
  onTakeServer,
}: {
  save: QueuedSave;
  /** The application as the server holds it now. */
  server: Application;
  busy: boolean;
  onKeepMine: () => void;
  onTakeServer: () => void;
}) {
  const { t } = useTranslation();
  const step = t(`application.steps.${stepOfSection(save.section)}`);
  return (
    <Stack
      component="section"
      spacing={2}
      aria-labelledby="queued-conflict-title"
      data-testid="queued-conflict"
    >
      <Alert severity="warning">
        <AlertTitle id="queued-conflict-title" component="h2">
          {t('application.queuedConflict.title', { step })}
        </AlertTitle>
        {save.reason
          ? t('application.queuedConflict.refused', { reason: save.reason })
          : t('application.queuedConflict.body')}
      </Alert>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: 2,
        }}
      >
        <Stack spacing={1} data-testid="conflict-mine">
          <Typography id="conflict-mine" variant="h6" component="h3">
            {t('application.queuedConflict.mine')}
          </Typography>
          <ApplicationSections
            application={withQueued(server, [save])}
            readOnly
            only={save.section}
            scope="conflict-mine"
          />
        </Stack>
        <Stack spacing={1} data-testid="conflict-server">
          <Typography id="conflict-server" variant="h6" component="h3">
            {t('application.queuedConflict.server')}
          </Typography>
          <ApplicationSections application={server} readOnly only={save.section} scope="conflict-server" />
        </Stack>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onTakeServer} disabled={busy}>
          {t('application.queuedConflict.takeServer')}
        </Button>
        <Button variant="contained" onClick={onKeepMine} disabled={busy}>
          {t('application.queuedConflict.keepMine')}
        </Button>
      </Box>
    </Stack>
  );
}
