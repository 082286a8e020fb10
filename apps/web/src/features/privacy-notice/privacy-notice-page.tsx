import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePrivacyNotice } from '../../api/privacy-notice.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { NoticeHistory } from './notice-history.js';
import { PrivacyNoticeForm } from './privacy-notice-form.js';

// The lender's privacy notice (administrators): a banner while the demo's sample is in force, the
// editor with the customer's preview, and the versions written.
export function PrivacyNoticePage() {
  const { t } = useTranslation();
  usePageTitle(t('privacyNotice.title'));
  const notice = usePrivacyNotice();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('privacyNotice.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 960 }}>{t('privacyNotice.intro')}</Typography>
      {notice.isPending ? (
        <LoadingBlock label={t('app.loading')} />
      ) : notice.isError ? (
        <FormAlert>{errorMessage(notice.error, t)}</FormAlert>
      ) : (
        <>
          {notice.data.current?.sample ? (
            <Alert severity="warning" variant="filled" data-testid="privacy-notice-sample">
              {t('privacyNotice.sampleBanner', { version: notice.data.current.version })}
            </Alert>
          ) : null}
          {notice.data.current ? null : <Alert severity="warning">{t('privacyNotice.none')}</Alert>}
          <Alert severity="info">{t('privacyNotice.checklist')}</Alert>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
              alignItems: 'start',
            }}
          >
            <PrivacyNoticeForm key={notice.data.current?.version ?? 0} current={notice.data.current} />
            <NoticeHistory versions={notice.data.versions} current={notice.data.current?.version ?? null} />
          </Box>
        </>
      )}
    </Stack>
  );
}
