import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/i18n.js';

/** Why an action that only the server can do is off while offline (issue 35): said beside it,
 * instead of a generic error after a try. Its id describes the disabled button. */
export function NeedsNetwork({ id, what }: { id: string; what: 'submit' | 'identityLink' | 'signingLink' }) {
  const { t } = useTranslation();
  return (
    <Typography
      id={id}
      role="status"
      variant="body2"
      sx={{ color: 'text.secondary' }}
      data-testid="needs-network"
    >
      {t(`application.needsNetwork.${what}`)}
    </Typography>
  );
}
