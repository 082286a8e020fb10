import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ChunkTimeoutError, isChunkLoadError } from '../components/chunk-load.js';
import { useTranslation } from '../i18n/i18n.js';
import { reportError } from '../monitoring/report-error.js';

// Every error a screen could not handle ends here: a friendly, translated page with a retry, and
// a report (without personal data) to the error reporting. A screen that failed to download says
// so instead: that is the connection, not a bug.
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const loading = isChunkLoadError(error);
  useEffect(() => {
    console.error('Route failed', error);
    if (!loading) reportError(error);
  }, [error, loading]);
  return (
    <Stack
      component="main"
      role="alert"
      spacing={2}
      sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}
    >
      <Typography variant="h5" component="h1">
        {loading ? t('errors.chunkTitle') : t('errors.boundaryTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>
        {error instanceof ChunkTimeoutError
          ? t('errors.chunkTimeout')
          : loading
            ? t('errors.chunkBody')
            : t('errors.boundaryBody')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('app.retry')}
      </Button>
    </Stack>
  );
}
