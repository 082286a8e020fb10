import Box from '@mui/material/Box';
import type { AgeingLevel } from '@origina/domain/review';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { formatWaited } from '../../i18n/waited.js';

const colors: Record<AgeingLevel, string> = {
  on_time: 'success.main',
  amber: 'warning.main',
  red: 'error.main',
};

/** How long an application has waited, and in words how that stands against the admin's
 * thresholds ("hace 3 d · Atrasada"): the colour only repeats the words. A dash once the desk no
 * longer works on it. */
export function AgeingMark({
  submittedAt,
  ageing,
}: {
  submittedAt: string | null;
  ageing: AgeingLevel | null;
}) {
  const { t, language } = useTranslation();
  // No level: the desk no longer works on it (decided, signed): it waits for nobody here.
  if (!ageing) return <>—</>;
  const waited = formatWaited(submittedAt, language);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
      <span>{waited}</span>
      <Box
        component="span"
        data-testid={`ageing-${ageing}`}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: 0.75,
          borderRadius: 1,
          border: 1,
          borderColor: colors[ageing],
          fontSize: '0.8125rem',
          fontWeight: ageing === 'on_time' ? 400 : 600,
          whiteSpace: 'nowrap',
        }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: colors[ageing], flex: 'none' }}
        />
        {t(`deskQueue.ageing.${ageing}` as MessageKey)}
      </Box>
    </Box>
  );
}
