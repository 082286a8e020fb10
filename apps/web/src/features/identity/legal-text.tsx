import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/i18n.js';

/** A legal text the customer reads before accepting it: in a scrollable, keyboard-reachable box.
 * The text is the lender's, in Spanish: in English the page says so. */
export function LegalText({
  label,
  text,
  sample = false,
}: {
  label: string;
  text: string;
  sample?: boolean;
}) {
  const { t, language } = useTranslation();
  return (
    <Stack spacing={1}>
      {sample ? (
        <Chip color="warning" label={t('identity.sampleNotice')} sx={{ alignSelf: 'flex-start' }} />
      ) : null}
      {language === 'es' ? null : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('identity.textInSpanish')}
        </Typography>
      )}
      <Box
        role="region"
        aria-label={label}
        // Reachable by keyboard, so that it can be scrolled without a pointer.
        tabIndex={0}
        lang="es"
        sx={{
          maxHeight: { xs: '45vh', sm: 360 },
          overflowY: 'auto',
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Typography variant="body2" component="div">
          {text}
        </Typography>
      </Box>
    </Stack>
  );
}
