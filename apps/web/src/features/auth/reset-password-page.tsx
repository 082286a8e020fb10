import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../components/page-title.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { MessageScreen } from './message-screen.js';
import { NewPasswordForm } from './new-password-form.js';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.reset.title'));
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('account.reset.title')}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <NewPasswordForm
        token={id}
        submitLabel={t('account.reset.submit')}
        onDone={() => navigate(paths.auth.resetPasswordSuccess, { replace: true })}
        onLinkRefused={() => navigate(paths.auth.forgotPasswordError, { replace: true })}
        onError={setError}
      />
    </Stack>
  );
}

export function ResetPasswordSuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.reset.successTitle'));
  return (
    <MessageScreen
      icon={<CheckCircleOutline color="success" sx={{ fontSize: 56 }} />}
      title={t('account.reset.successTitle')}
      body={t('account.reset.successBody')}
      action={{ label: t('account.toLogin'), to: paths.auth.login }}
    />
  );
}
