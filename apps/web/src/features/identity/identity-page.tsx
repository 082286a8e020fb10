import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaptureKind, PublicIdentityStatus } from '@origina/domain/identity-checks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import {
  getPublicIdentityStatus,
  sendIdentityAction,
  uploadIdentityPhoto,
} from '../../api/biometric-validations.js';
import { CustomerMessage } from '../../components/customer-message.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

type Stage = 'welcome' | 'consent' | 'capture' | 'review' | 'done';

const idBadge = <BadgeOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />;

// The camera, or a file picker when there is none (or it is not allowed): a photo to preview.
function PhotoTaker({ kind, onPhoto }: { kind: CaptureKind; onPhoto: (photo: Blob) => void }) {
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

/** A stage's title, focused as the stage appears: the button that led here is gone, and a
 * keyboard or screen-reader user would otherwise be left on the page's body. */
function StageHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Typography ref={ref} tabIndex={-1} variant="h4" component="h1" sx={{ outline: 'none' }}>
      {children}
    </Typography>
  );
}
/** /identidad/{slug}: the customer verifies their identity from their phone, without an account. */
export function IdentityPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  usePageTitle(t('identity.title'));
  const [status, setStatus] = useState<PublicIdentityStatus | null>(null);
  const [gone, setGone] = useState<'unknown' | 'expired' | null>(null);
  const [stage, setStage] = useState<Stage>('welcome');
  const [accepted, setAccepted] = useState(false);
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const current = await getPublicIdentityStatus(slug);
      setStatus(current);
      return current;
    } catch (failure) {
      // A malformed link is as unknown as one that does not exist.
      if (failure instanceof ApiRequestError && [400, 404, 410].includes(failure.status)) {
        setGone(failure.status === 410 ? 'expired' : 'unknown');
      } else {
        setError(errorMessage(failure, t));
      }
      return null;
    }
  }, [slug, t]);

  useEffect(() => {
    void load();
  }, [load]);

  if (gone) {
    return (
      <CustomerMessage
        icon={idBadge}
        title={t('identity.title')}
        body={gone === 'unknown' ? t('identity.unknownLink') : t('identity.expiredLink')}
      />
    );
  }
  if (!status) return error ? <FormAlert>{error}</FormAlert> : <LoadingBlock label={t('app.loading')} />;
  if (status.status === 'submitted' || stage === 'done') {
    return (
      <CustomerMessage
        title={stage === 'done' ? t('identity.doneTitle') : t('identity.usedTitle')}
        body={stage === 'done' ? t('identity.doneBody') : t('identity.usedBody')}
        done
      />
    );
  }

  const kind = status.missing_captures[0];
  const act = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  };

  if (stage === 'welcome') {
    return (
      <Stack spacing={3}>
        <CustomerMessage
          icon={idBadge}
          title={t('identity.title')}
          body={t('identity.welcome', { lender: status.lender })}
        />
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          <li>{t('identity.stepConsent')}</li>
          <li>{t('identity.stepPhotos')}</li>
          <li>{t('identity.stepSend')}</li>
        </Box>
        <Button
          variant="contained"
          size="large"
          onClick={() => setStage(status.consent_given ? 'capture' : 'consent')}
        >
          {t('identity.start')}
        </Button>
      </Stack>
    );
  }

  if (stage === 'consent') {
    return (
      <Stack spacing={2.5}>
        <StageHeading>{t('identity.noticeTitle')}</StageHeading>
        <Typography>{t('identity.notice', { lender: status.lender })}</Typography>
        <FormControlLabel
          control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />}
          label={t('identity.accept')}
        />
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Button
          variant="contained"
          size="large"
          disabled={!accepted}
          onClick={() =>
            act(async () => {
              await sendIdentityAction(slug, {
                consent: { accepted: true, notice_version: status.notice_version },
              });
              setStatus({ ...status, consent_given: true });
              setStage('capture');
            })
          }
        >
          {t('identity.acceptAndContinue')}
        </Button>
      </Stack>
    );
  }

  if (!kind) {
    return (
      <Stack spacing={2.5}>
        <StageHeading>{t('identity.readyTitle')}</StageHeading>
        <Typography>{t('identity.readyBody')}</Typography>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Button
          variant="contained"
          size="large"
          onClick={() =>
            act(async () => {
              await sendIdentityAction(slug, { submitted: true });
              setStage('done');
            })
          }
        >
          {t('identity.send')}
        </Button>
      </Stack>
    );
  }

  const upload = (blob: Blob) =>
    act(async () => {
      try {
        await uploadIdentityPhoto(slug, kind, blob, setProgress);
        setPhoto(null);
        await load();
      } finally {
        setProgress(null);
      }
    });

  return (
    <Stack spacing={2.5}>
      <StageHeading key={kind}>{t(`identity.capture.${kind}` as MessageKey)}</StageHeading>
      <Typography sx={{ color: 'text.secondary' }}>{t(`identity.hint.${kind}` as MessageKey)}</Typography>
      <Typography variant="body2">
        {t('identity.photoOf', { current: 4 - status.missing_captures.length, total: 3 })}
      </Typography>
      {photo ? (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={photo.url}
            alt={t('identity.preview')}
            sx={{ width: '100%', maxWidth: 480, borderRadius: 2 }}
          />
          {progress !== null ? (
            <Box sx={{ width: '100%' }}>
              <LinearProgress
                variant="determinate"
                value={Math.round(progress * 100)}
                aria-label={t('identity.uploading')}
              />
            </Box>
          ) : null}
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Button variant="outlined" disabled={progress !== null} onClick={() => setPhoto(null)}>
              {t('identity.retake')}
            </Button>
            <Button variant="contained" disabled={progress !== null} onClick={() => upload(photo.blob)}>
              {t('identity.usePhoto')}
            </Button>
          </Box>
        </Stack>
      ) : (
        <PhotoTaker
          key={kind}
          kind={kind}
          onPhoto={(blob) => setPhoto({ blob, url: URL.createObjectURL(blob) })}
        />
      )}
    </Stack>
  );
}
