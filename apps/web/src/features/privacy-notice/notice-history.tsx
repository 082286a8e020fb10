import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PrivacyNoticeVersion } from '@origina/domain/privacy-notice-admin';
import { useState } from 'react';
import { usePrivacyNoticeVersion } from '../../api/privacy-notice.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { errorMessage } from '../../components/server-errors.js';
import { formatDateTime } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

function VersionDialog({ version, onClose }: { version: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notice = usePrivacyNoticeVersion(version);
  return (
    <Dialog open={version !== null} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('privacyNotice.viewing', { version: version ?? '' })}</DialogTitle>
      <DialogContent>
        {notice.isPending ? (
          <LoadingBlock label={t('app.loading')} />
        ) : notice.isError ? (
          <FormAlert>{errorMessage(notice.error, t)}</FormAlert>
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {notice.data.text}
            </Typography>
            {notice.data.voluntary_purposes.length > 0 ? (
              <Stack component="ul" sx={{ pl: 2.5, m: 0 }}>
                {notice.data.voluntary_purposes.map((purpose) => (
                  <Typography component="li" variant="body2" key={purpose.key}>
                    <strong>{purpose.key}</strong>: {purpose.text}
                  </Typography>
                ))}
              </Stack>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('privacyNotice.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Every version, newest first: its number, when and by whom, and whether it is the sample. */
export function NoticeHistory({
  versions,
  current,
}: {
  versions: PrivacyNoticeVersion[];
  current: number | null;
}) {
  const { t, language } = useTranslation();
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <Card variant="outlined" component="section" aria-labelledby="privacy-notice-history">
      <CardContent>
        <Typography id="privacy-notice-history" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('privacyNotice.history')}
        </Typography>
        <Stack
          component="ol"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          data-testid="privacy-notice-versions"
        >
          {versions.map((version) => (
            <Stack component="li" key={version.version} spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <Typography sx={{ fontWeight: 600 }}>
                  {t('privacyNotice.version', { version: version.version })}
                </Typography>
                {version.version === current ? (
                  <Chip size="small" color="primary" label={t('privacyNotice.current')} />
                ) : null}
                {version.sample ? (
                  <Chip size="small" color="warning" label={t('privacyNotice.sample')} />
                ) : null}
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {version.created_by
                  ? t('privacyNotice.by', {
                      date: formatDateTime(version.created_at, language),
                      name: version.created_by.name,
                    })
                  : t('privacyNotice.byDemo', { date: formatDateTime(version.created_at, language) })}
              </Typography>
              <Button
                size="small"
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => setViewing(version.version)}
              >
                {t('privacyNotice.view', { version: version.version })}
              </Button>
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <VersionDialog version={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
