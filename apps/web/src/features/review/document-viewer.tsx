import RotateRight from '@mui/icons-material/RotateRight';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSessionFileUrl } from '../../api/session-files.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';

// One document seen in place: an image with zoom and rotation, a PDF in the browser's viewer. The
// file comes through the signed-in session (never a public address) as a blob.
export function DocumentViewer({
  source,
  contentType,
  label,
  testId,
}: {
  source: string;
  contentType: string;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { url, error } = useSessionFileUrl(source);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);

  const image = contentType.startsWith('image/');
  return (
    // Side by side, the frames line up whatever their captions' lengths: the heading takes the slack.
    <Box component="figure" sx={{ m: 0, display: 'flex', flexDirection: 'column' }} data-testid={testId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-end', justifyContent: 'space-between', mb: 1, flexGrow: 1 }}
      >
        <Typography component="figcaption" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {image ? (
          <Stack direction="row">
            <IconButton
              aria-label={t('review.zoomOut')}
              onClick={() => setZoom((value) => Math.max(0.5, value - 0.25))}
            >
              <ZoomOut />
            </IconButton>
            <IconButton
              aria-label={t('review.zoomIn')}
              onClick={() => setZoom((value) => Math.min(4, value + 0.25))}
            >
              <ZoomIn />
            </IconButton>
            <IconButton
              aria-label={t('review.rotate')}
              onClick={() => setRotation((value) => (value + 90) % 360)}
            >
              <RotateRight />
            </IconButton>
          </Stack>
        ) : url ? (
          <Button size="small" href={url} target="_blank" rel="noopener">
            {t('review.openDocument', { name: label })}
          </Button>
        ) : null}
      </Stack>
      {/* Zoomed in, the photo scrolls inside its frame: the frame takes the keyboard too. */}
      <Box
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={{
          height: 360,
          overflow: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {error ? (
          <FormAlert>{errorMessage(error, t)}</FormAlert>
        ) : !url ? (
          <LoadingBlock label={t('app.loading')} size={24} />
        ) : image ? (
          <Box
            component="img"
            src={url}
            alt={label}
            sx={{
              maxWidth: '100%',
              transform: `scale(${zoom}) rotate(${rotation}deg)`,
              transition: 'transform 0.2s',
            }}
          />
        ) : (
          <Box component="iframe" src={url} title={label} sx={{ width: '100%', height: '100%', border: 0 }} />
        )}
      </Box>
    </Box>
  );
}
