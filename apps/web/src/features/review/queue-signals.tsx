import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReviewQueueItem } from '@origina/domain/review';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { signalIcons } from './signal-icons.js';

// Read by screen readers, not drawn (the tooltip shows the same words to the eye).
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

function useSignalWords(item: ReviewQueueItem) {
  const { t } = useTranslation();
  const list = item.signals.map((code) => t(`deskSignals.short.${code}` as MessageKey)).join(', ');
  return t('deskSignals.queueLabel', { list });
}

/** A queue row's signals on a desktop: a flag whose words a tooltip shows and a screen reader
 * reads; focusable, so the keyboard reaches the tooltip too. Nothing when there are none. */
export function QueueSignalsFlag({ item }: { item: ReviewQueueItem }) {
  const words = useSignalWords(item);
  if (item.signals.length === 0) return null;
  return (
    <Tooltip title={words} describeChild>
      <Box
        component="span"
        tabIndex={0}
        data-testid="queue-signals"
        sx={{ display: 'inline-flex', verticalAlign: 'middle', ml: 1, color: 'warning.dark' }}
      >
        <FlagOutlined fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          {words}
        </Box>
      </Box>
    </Tooltip>
  );
}

/** A queue card's signals on a phone (and the decision panel's): each signal's icon and its short
 * words, in full. */
export function QueueSignalsLine({ item }: { item: Pick<ReviewQueueItem, 'signals'> }) {
  const { t } = useTranslation();
  if (item.signals.length === 0) return null;
  return (
    <Box
      data-testid="queue-signals"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mt: 0.5, color: 'warning.dark' }}
    >
      <Typography variant="body2" component="span" sx={visuallyHidden}>
        {t('deskSignals.title')}:
      </Typography>
      {item.signals.map((code) => {
        const Icon = signalIcons[code];
        return (
          <Typography
            key={code}
            variant="body2"
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
          >
            <Icon fontSize="small" aria-hidden />
            {t(`deskSignals.short.${code}` as MessageKey)}
          </Typography>
        );
      })}
    </Box>
  );
}
