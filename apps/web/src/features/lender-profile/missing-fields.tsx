import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { LenderProfile, LenderProfileField } from '@origina/domain/lender-profile';
import { formatDateTime } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

export const fieldLabel = (field: LenderProfileField): MessageKey => `lenderProfile.fields.${field}`;

/** What the saved profile still lacks, each a link to its field; or that it is complete. */
export function MissingFields({
  profile,
  onPick,
}: {
  profile: LenderProfile;
  onPick: (field: LenderProfileField) => void;
}) {
  const { t, language } = useTranslation();
  const saved = profile.updated_at
    ? t('lenderProfile.updatedAt', { date: formatDateTime(profile.updated_at, language) })
    : t('lenderProfile.neverSaved');
  if (profile.missing.length === 0)
    return (
      <Alert severity="success" data-testid="lender-profile-complete">
        {t('lenderProfile.complete')} {saved}
      </Alert>
    );
  return (
    <Alert severity="warning" data-testid="lender-profile-missing">
      <Box sx={{ fontWeight: 600 }}>{t('lenderProfile.missingTitle', { count: profile.missing.length })}</Box>
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {profile.missing.map((field) => (
          <li key={field}>
            <Link component="button" type="button" onClick={() => onPick(field)} sx={{ textAlign: 'left' }}>
              {t(fieldLabel(field))}
            </Link>
          </li>
        ))}
      </Box>
      {saved}
    </Alert>
  );
}
