import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Application } from '@origina/domain/application-api';
import { lifecycle } from '@origina/domain/application-lifecycle';
import { Link } from 'react-router';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';

// The submit step of an application no longer open to change: what status it is really in (the
// one submitting leads to just after sending it, or any later one on a return visit).
export function SubmitOutcome({ application }: { application: Application }) {
  const { t } = useTranslation();
  const status = t(`application.status.${application.status}` as MessageKey);
  const sent = application.status === lifecycle.submit.to;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status" data-testid="submit-outcome">
      {sent ? (
        <CheckCircleOutlined color="success" sx={{ fontSize: 48 }} aria-hidden />
      ) : (
        <InfoOutlined color="info" sx={{ fontSize: 48 }} aria-hidden />
      )}
      <Typography variant="h5" component="p">
        {sent ? t('application.submittedTitle') : t('application.statusTitle', { status })}
      </Typography>
      <Typography>{t('application.statusBody', { folio: application.folio, status })}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {t(`application.statusHint.${application.status}` as MessageKey)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button
          component={Link}
          to={`${paths.dashboard.myApplications}/${application.id}`}
          variant="contained"
        >
          {t('application.goToList')}
        </Button>
        <Button component={Link} to={paths.dashboard.newApplication} variant="outlined">
          {t('application.newAnother')}
        </Button>
      </Box>
    </Stack>
  );
}
