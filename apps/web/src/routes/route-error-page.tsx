import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';
import { useTranslation } from '../i18n/i18n.js';
import { ChunkTimeoutError } from './lazy-page.js';

export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error('Route failed to load', error);
  return (
    <Stack
      component="main"
      role="alert"
      spacing={2}
      sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 3 }}
    >
      <Typography variant="h5" component="h1">
        {t('errors.chunkTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {error instanceof ChunkTimeoutError ? t('errors.chunkTimeout') : t('errors.chunkBody')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('app.retry')}
      </Button>
    </Stack>
  );
}
