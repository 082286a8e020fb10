import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { sendIdentityAction } from '../../api/biometric-validations.js';
import { useTranslation } from '../../i18n/i18n.js';
import { CodeEntry } from './code-entry.js';
import { LegalText } from './legal-text.js';
import { StageHeading } from './stage-heading.js';

/** The credit-bureau authorization: its text, a checkbox, confirmed with a fresh code sent to
 * the verified mobile. */
export function BureauStep({
  slug,
  text,
  mobile,
  onDone,
}: {
  slug: string;
  text: string;
  mobile: string | null;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  return (
    <Stack spacing={2.5}>
      <StageHeading>{t('identity.bureauTitle')}</StageHeading>
      <Typography>{t('identity.bureauIntro')}</Typography>
      <LegalText label={t('identity.bureauTitle')} text={text} />
      <FormControlLabel
        control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />}
        label={t('identity.acceptBureau')}
      />
      <CodeEntry
        slug={slug}
        mobile={mobile}
        field="bureau_authorization.code"
        submitLabel={t('identity.authorize')}
        ready={accepted}
        onCode={async (code) => {
          await sendIdentityAction(slug, { bureau_authorization: { accepted: true, code } });
          await onDone();
        }}
      />
    </Stack>
  );
}
