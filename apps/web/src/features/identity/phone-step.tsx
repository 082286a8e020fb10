import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { sendIdentityAction } from '../../api/biometric-validations.js';
import { useTranslation } from '../../i18n/i18n.js';
import { CodeEntry } from './code-entry.js';
import { StageHeading } from './stage-heading.js';

/** The customer proves they hold the application's mobile: a code by SMS, typed back. */
export function PhoneStep({
  slug,
  mobile,
  onDone,
}: {
  slug: string;
  mobile: string | null;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <StageHeading>{t('identity.phoneTitle')}</StageHeading>
      <Typography>{t('identity.phoneIntro')}</Typography>
      <CodeEntry
        slug={slug}
        mobile={mobile}
        field="phone_code"
        submitLabel={t('identity.confirmPhone')}
        onCode={async (code) => {
          await sendIdentityAction(slug, { phone_code: code });
          await onDone();
        }}
      />
    </Stack>
  );
}
