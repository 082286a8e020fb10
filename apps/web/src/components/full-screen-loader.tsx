import Box from '@mui/material/Box';
import { useTranslation } from '../i18n/i18n.js';
import { Spinner } from './spinner.js';

export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        zIndex: 9998,
      }}
    >
      <Spinner label={t('app.loading')} />
    </Box>
  );
}
