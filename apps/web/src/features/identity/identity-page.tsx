import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicIdentityStatus } from '@origina/domain/identity-checks';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
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
import { BureauStep } from './bureau-step.js';
import { LinkProgress } from './link-progress.js';
import { NoticeStep } from './notice-step.js';
import { PhoneStep } from './phone-step.js';
import { PhotoTaker } from './photo-taker.js';
import { StageHeading } from './stage-heading.js';

// The welcome, then the link's steps in order (the API's steps_left), then done.
type Stage = 'welcome' | 'steps' | 'done';

const idBadge = <BadgeOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />;

/** /identidad/{slug}: the customer verifies their identity from their phone, without an account. */
export function IdentityPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  usePageTitle(t('identity.title'));
  const [status, setStatus] = useState<PublicIdentityStatus | null>(null);
  const [gone, setGone] = useState<'unknown' | 'expired' | null>(null);
  const [stage, setStage] = useState<Stage>('welcome');
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
  // An installation that never wrote its privacy notice: nothing can be accepted, so nothing goes on.
  if (!status.privacy_notice && status.steps_left.includes('privacy') && status.status !== 'submitted') {
    return <CustomerMessage icon={idBadge} title={t('identity.title')} body={t('identity.noticeMissing')} />;
  }
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
          <li>{t('identity.stepPhone')}</li>
          <li>{t('identity.stepBureau')}</li>
          <li>{t('identity.stepPhotos')}</li>
        </Box>
        <Button variant="contained" size="large" onClick={() => setStage('steps')}>
          {t('identity.start')}
        </Button>
      </Stack>
    );
  }

  const step = status.steps_left[0] ?? 'photos';
  const withProgress = (content: ReactNode) => (
    <Stack spacing={3}>
      <LinkProgress step={step} />
      {content}
    </Stack>
  );
  if (step === 'privacy')
    return withProgress(
      <NoticeStep slug={slug} notice={status.privacy_notice!} lender={status.lender} onDone={load} />,
    );
  if (step === 'phone')
    return withProgress(<PhoneStep slug={slug} mobile={status.mobile_masked} onDone={load} />);
  if (step === 'bureau')
    return withProgress(
      <BureauStep
        slug={slug}
        text={status.bureau_authorization_text}
        mobile={status.mobile_masked}
        onDone={load}
      />,
    );

  if (!kind) {
    return withProgress(
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
      </Stack>,
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

  return withProgress(
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
    </Stack>,
  );
}
