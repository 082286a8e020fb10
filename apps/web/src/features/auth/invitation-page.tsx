import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../components/page-title.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { NewPasswordForm } from './new-password-form.js';

// /auth/register/{id}: an invited reviewer, admin or promoter sets their password.
export function InvitationPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.invitation.title'));
  const { id = '' } = useParams();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (done) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success">{t('account.invitation.done')}</Alert>
        <Button component={RouterLink} to={paths.auth.login} variant="contained" size="large">
          {t('account.toLogin')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('account.invitation.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('account.invitation.body')}</Typography>
      </Stack>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <NewPasswordForm
        token={id}
        submitLabel={t('account.invitation.submit')}
        onDone={() => setDone(true)}
        onLinkRefused={(refusal) => setError(refusal.detail)}
        onError={setError}
      />
    </Stack>
  );
}
