import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.js';

// The pad's drawing size (the server takes 100×40 to 2400×1200).
const padWidth = 640;
const padHeight = 240;
// A stroke this long (in the pad's pixels) is a signature; a tap or a dot is not.
const minimumInk = 150;

type Mode = 'draw' | 'type';

/**
 * The customer's signature: drawn with a finger or a mouse, or, for whoever cannot draw (a
 * keyboard, a screen reader), typed and written out on the pad. Answers a PNG data URL, or null
 * while there is no signature yet.
 */
export function SignaturePad({ label, onChange }: { label: string; onChange: (png: string | null) => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ x: number; y: number } | null>(null);
  const ink = useRef(0);
  const [mode, setMode] = useState<Mode>('draw');
  const [typed, setTyped] = useState('');

  const pen = () => {
    const context = canvas.current?.getContext('2d');
    if (context) {
      context.lineWidth = 4;
      context.lineCap = 'round';
      context.strokeStyle = '#111';
      context.fillStyle = '#111';
    }
    return context;
  };
  const clear = () => {
    const current = canvas.current;
    current?.getContext('2d')?.clearRect(0, 0, padWidth, padHeight);
    ink.current = 0;
    onChange(null);
  };
  const writeOut = (name: string) => {
    clear();
    const context = pen();
    if (!context || name.trim().length < 3) return;
    // The name in a handwriting-like face, as large as the pad allows.
    let size = 72;
    do {
      context.font = `italic ${size}px "Segoe Script", "Brush Script MT", cursive, serif`;
      size -= 4;
    } while (context.measureText(name).width > padWidth - 40 && size > 24);
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(name.trim(), padWidth / 2, padHeight / 2);
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };
  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = event.currentTarget.width / box.width;
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale };
  };

  return (
    <Stack spacing={1} component="section" aria-labelledby="signature-pad-label">
      <Typography id="signature-pad-label" variant="h6" component="h2">
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        aria-label={t('signature.mode')}
        onChange={(_, next: Mode | null) => {
          if (!next) return;
          setMode(next);
          clear();
          if (next === 'type') writeOut(typed);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="draw">{t('signature.modeDraw')}</ToggleButton>
        <ToggleButton value="type">{t('signature.modeType')}</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'type' ? (
        <TextField
          label={t('signature.typedName')}
          helperText={t('signature.typedHelp')}
          value={typed}
          autoComplete="name"
          onChange={(event) => {
            setTyped(event.target.value);
            writeOut(event.target.value);
          }}
          sx={{ maxWidth: 480 }}
        />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('signature.drawHelp')}
        </Typography>
      )}
      <Box
        component="canvas"
        ref={canvas}
        width={padWidth}
        height={padHeight}
        role="img"
        aria-label={t('signature.padLabel')}
        data-testid="signature-pad"
        sx={{
          width: '100%',
          maxWidth: 480,
          aspectRatio: `${padWidth} / ${padHeight}`,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          touchAction: 'none',
          cursor: mode === 'draw' ? 'crosshair' : 'default',
        }}
        onPointerDown={(event: React.PointerEvent<HTMLCanvasElement>) => {
          if (mode !== 'draw') return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = point(event);
          pen()?.beginPath();
          pen()?.moveTo(drawing.current.x, drawing.current.y);
        }}
        onPointerMove={(event: React.PointerEvent<HTMLCanvasElement>) => {
          const from = drawing.current;
          if (!from) return;
          const to = point(event);
          ink.current += Math.hypot(to.x - from.x, to.y - from.y);
          drawing.current = to;
          const context = pen();
          context?.lineTo(to.x, to.y);
          context?.stroke();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = null;
          onChange(ink.current >= minimumInk ? (canvas.current?.toDataURL('image/png') ?? null) : null);
        }}
      />
      <Button
        size="small"
        onClick={() => {
          setTyped('');
          clear();
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('signature.clear')}
      </Button>
    </Stack>
  );
}
