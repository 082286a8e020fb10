import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicIdentityStatus } from '@origina/domain/identity-checks';
import { useState } from 'react';
import { sendIdentityAction } from '../../api/biometric-validations.js';
import { FormAlert } from '../../components/form-alert.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { LegalText } from './legal-text.js';
import { StageHeading } from './stage-heading.js';

type Notice = NonNullable<PublicIdentityStatus['privacy_notice']>;

/** The lender's privacy notice: the necessary purposes and the biometric data must be accepted
 * to go on; each voluntary purpose is the customer's choice (unticked: refused). */
export function NoticeStep({
  slug,
  notice,
  lender,
  onDone,
}: {
  slug: string;
  notice: Notice;
  lender: string;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [necessary, setNecessary] = useState(false);
  const [biometric, setBiometric] = useState(false);
  const [voluntary, setVoluntary] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await sendIdentityAction(slug, {
        consent: { accepted: true, notice_version: notice.version, biometric: true, voluntary },
      });
      await onDone();
    } catch (failure) {
      setError(errorMessage(failure, t));
      // A newer notice (409 stale): the page shows it, to be read and accepted again.
      await onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2.5}>
      <StageHeading>{t('identity.noticeTitle')}</StageHeading>
      <Typography>{t('identity.noticeIntro', { lender })}</Typography>
      <LegalText label={t('identity.noticeTitle')} text={notice.text} sample={notice.sample} />
      <FormGroup sx={{ gap: 1 }}>
        <FormControlLabel
          control={<Checkbox checked={necessary} onChange={(event) => setNecessary(event.target.checked)} />}
          label={t('identity.acceptNecessary')}
        />
        <FormControlLabel
          control={<Checkbox checked={biometric} onChange={(event) => setBiometric(event.target.checked)} />}
          label={t('identity.acceptBiometric')}
        />
        {notice.voluntary_purposes.map((purpose) => (
          <FormControlLabel
            key={purpose.key}
            control={
              <Checkbox
                checked={voluntary[purpose.key] === true}
                onChange={(event) => setVoluntary({ ...voluntary, [purpose.key]: event.target.checked })}
              />
            }
            label={
              <>
                {t('identity.acceptVoluntary')} {/* The lender's own words, in Spanish. */}
                <span lang="es">{purpose.text}</span>
              </>
            }
          />
        ))}
      </FormGroup>
      {notice.voluntary_purposes.length > 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('identity.voluntaryHelp')}
        </Typography>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button variant="contained" size="large" disabled={!necessary || !biometric || busy} onClick={accept}>
        {t('identity.acceptAndContinue')}
      </Button>
    </Stack>
  );
}
