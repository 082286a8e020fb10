import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { canUse } from '@origina/domain/role-workspaces';
import { Link as RouterLink } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import { useAuthContext } from '../../auth/auth-context.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';

/** Whether a refusal is a contract that cannot be made for want of the lender's or the product's details. */
export const isMissingLenderDetails = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && error.code === 'lender_profile_incomplete';

/**
 * What a refused contract lacks, each detail in words as the server names it (in the reader's
 * language), and for an administrator where to complete it.
 */
export function MissingLenderDetails({ error }: { error: ApiRequestError }) {
  const { t } = useTranslation();
  const { user } = useAuthContext();
  const fields = Object.keys(error.fieldErrors);
  const items = Object.values(error.fieldErrors).flat();
  const fixes = canUse(user?.role, 'administer')
    ? [
        fields.some((field) => field.startsWith('lender_profile.'))
          ? { to: paths.dashboard.lenderProfile, text: t('review.fixLenderProfile') }
          : null,
        fields.some((field) => field.startsWith('product.'))
          ? { to: paths.dashboard.catalogues, text: t('review.fixCatalogue') }
          : null,
      ].filter((fix) => fix !== null)
    : [];
  return (
    <Box data-testid="missing-lender-details">
      <Box>{error.detail}</Box>
      <Box sx={{ fontWeight: 600, mt: 1 }}>{t('review.missingDetails')}</Box>
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
      {fixes.map((fix) => (
        <Box key={fix.to}>
          <Link component={RouterLink} to={fix.to}>
            {fix.text}
          </Link>
        </Box>
      ))}
    </Box>
  );
}
