import RestartAlt from '@mui/icons-material/RestartAlt';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useSessionFileUrl } from '../../api/session-files.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';

const minZoom = 1;
const maxZoom = 5;
const zoomStep = 0.5;
const panStep = 40;
const original = { zoom: 1, x: 0, y: 0 };
// A little tighter on a phone, so the caption and the controls share a line.
const buttonSpace = { p: { xs: 0.75, md: 1 } };
type View = typeof original;

const within = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

// The keys a focused photo answers; the arrows move the photo the way the view goes (→ shows what
// is to the right).
const keyActions: Record<string, (view: View) => Partial<View>> = {
  '+': (view) => ({ zoom: view.zoom + zoomStep }),
  '=': (view) => ({ zoom: view.zoom + zoomStep }),
  '-': (view) => ({ zoom: view.zoom - zoomStep }),
  '0': () => original,
  ArrowLeft: (view) => ({ x: view.x + panStep }),
  ArrowRight: (view) => ({ x: view.x - panStep }),
  ArrowUp: (view) => ({ y: view.y + panStep }),
  ArrowDown: (view) => ({ y: view.y - panStep }),
};

/** One photo of the compare view: zoomed with its buttons or + and −, moved by dragging or with
 * the arrow keys, back to its size with the reset button or 0. Fetched through the session. */
export function ZoomablePhoto({
  source,
  label,
  note,
  alt,
  describedBy,
  testId,
}: {
  source: string;
  label: string;
  note: string;
  alt: string;
  describedBy: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { url, error } = useSessionFileUrl(source);
  const [view, setView] = useState(original);
  const [dragging, setDragging] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const lastPointer = useRef({ x: 0, y: 0 });

  // A zoomed photo moves at most by half of what overflows the frame: never out of sight.
  const change = (next: (current: View) => Partial<View>) =>
    setView((current) => {
      const merged = { ...current, ...next(current) };
      const zoom = Math.min(maxZoom, Math.max(minZoom, merged.zoom));
      const width = frame.current?.clientWidth ?? 0;
      const height = frame.current?.clientHeight ?? 0;
      return {
        zoom,
        x: within(merged.x, (width * (zoom - 1)) / 2),
        y: within(merged.y, (height * (zoom - 1)) / 2),
      };
    });

  const onKeyDown = (event: KeyboardEvent) => {
    const action = keyActions[event.key];
    if (!action) return;
    event.preventDefault();
    change(action);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (view.zoom === minZoom) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    lastPointer.current = { x: event.clientX, y: event.clientY };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!dragging) return;
    const dx = event.clientX - lastPointer.current.x;
    const dy = event.clientY - lastPointer.current.y;
    lastPointer.current = { x: event.clientX, y: event.clientY };
    change((current) => ({ x: current.x + dx, y: current.y + dy }));
  };

  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }} data-testid={testId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="figcaption" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {note}
          </Typography>
        </Box>
        <Stack
          direction="row"
          role="group"
          aria-label={t('review.compare.controls', { name: label })}
          sx={{ alignItems: 'center' }}
        >
          <IconButton
            sx={buttonSpace}
            aria-label={t('review.zoomOut')}
            onClick={() => change((v) => ({ zoom: v.zoom - zoomStep }))}
          >
            <ZoomOut />
          </IconButton>
          <Typography
            variant="body2"
            aria-live="polite"
            sx={{ minWidth: '3em', textAlign: 'center' }}
            data-testid={`${testId}-zoom`}
          >
            {t('review.compare.zoomLevel', { percent: Math.round(view.zoom * 100) })}
          </Typography>
          <IconButton
            sx={buttonSpace}
            aria-label={t('review.zoomIn')}
            onClick={() => change((v) => ({ zoom: v.zoom + zoomStep }))}
          >
            <ZoomIn />
          </IconButton>
          <IconButton
            sx={buttonSpace}
            aria-label={t('review.compare.reset')}
            onClick={() => setView(original)}
          >
            <RestartAlt />
          </IconButton>
        </Stack>
      </Stack>
      <Box
        ref={frame}
        tabIndex={0}
        role="group"
        aria-label={t('review.compare.photo', { name: label })}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => setDragging(false)}
        onPointerCancel={() => setDragging(false)}
        onDoubleClick={() => change((v) => (v.zoom >= maxZoom ? original : { zoom: v.zoom + 1 }))}
        sx={{
          height: { xs: 'max(200px, calc((100dvh - 330px) / 2))', md: 'min(68vh, 720px)' },
          overflow: 'hidden',
          bgcolor: 'action.hover',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          touchAction: view.zoom > minZoom ? 'none' : 'auto',
          cursor: view.zoom > minZoom ? (dragging ? 'grabbing' : 'grab') : 'zoom-in',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {error ? (
          <FormAlert>{errorMessage(error, t)}</FormAlert>
        ) : !url ? (
          <LoadingBlock label={t('app.loading')} size={24} />
        ) : (
          <Box
            component="img"
            src={url}
            alt={alt}
            draggable={false}
            sx={{
              width: '100%',
              height: '100%',
              objectFit: 'contain',
              userSelect: 'none',
              pointerEvents: 'none',
              transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})`,
              transition: dragging ? 'none' : 'transform 0.15s',
            }}
          />
        )}
      </Box>
    </Box>
  );
}
