import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaptureKind } from '@origina/domain/identity-checks';
import { useEffect, useRef, useState } from 'react';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

// The camera, or a file picker when there is none (or it is not allowed): a photo to preview.
export function PhotoTaker({ kind, onPhoto }: { kind: CaptureKind; onPhoto: (photo: Blob) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [camera, setCamera] = useState<'starting' | 'on' | 'off'>('starting');

  useEffect(() => {
    let stream: MediaStream | undefined;
    let cancelled = false;
    const facingMode = kind === 'selfie' ? 'user' : 'environment';
    (navigator.mediaDevices?.getUserMedia
      ? navigator.mediaDevices.getUserMedia({ video: { facingMode, width: { ideal: 1280 } }, audio: false })
      : Promise.reject(new Error('no camera'))
    )
      .then((opened) => {
        stream = opened;
        if (cancelled || !video.current) return;
        // The shutter shows once frames arrive: a photo taken before would be black.
        video.current.onplaying = () => !cancelled && setCamera('on');
        video.current.srcObject = opened;
      })
      .catch(() => !cancelled && setCamera('off'));
    return () => {
      cancelled = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [kind]);

  const shoot = () => {
    const source = video.current;
    if (!source?.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = source.videoWidth;
    canvas.height = source.videoHeight;
    canvas.getContext('2d')?.drawImage(source, 0, 0);
    canvas.toBlob((blob) => blob && onPhoto(blob), 'image/jpeg', 0.92);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: 480,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'grey.900',
          display: camera === 'off' ? 'none' : 'block',
        }}
      >
        <Box
          component="video"
          ref={video}
          autoPlay
          playsInline
          muted
          sx={{ width: '100%', display: 'block' }}
          aria-label={t(`identity.capture.${kind}` as MessageKey)}
        />
        {/* The frame guide: where the card or the face should sit. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: kind === 'selfie' ? '12% 25%' : '18% 8%',
            border: '3px dashed rgba(255,255,255,0.85)',
            borderRadius: kind === 'selfie' ? '50%' : 2,
          }}
        />
      </Box>
      {camera === 'on' ? (
        <Button variant="contained" size="large" onClick={shoot}>
          {t('identity.takePhoto')}
        </Button>
      ) : null}
      {camera === 'off' ? <Typography>{t('identity.noCamera')}</Typography> : null}
      {/* A real button opening the file picker (a label acting as a button is not one). */}
      <Button variant={camera === 'off' ? 'contained' : 'text'} onClick={() => picker.current?.click()}>
        {t('identity.choosePhoto')}
      </Button>
      <input
        ref={picker}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture={kind === 'selfie' ? 'user' : 'environment'}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPhoto(file);
        }}
      />
    </Stack>
  );
}
