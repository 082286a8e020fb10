import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { privacyNoticeForCustomer, type VoluntaryPurpose } from '@origina/domain/customer-consents';
import { useLenderProfile } from '../../api/lender-profile.js';
import { useTranslation } from '../../i18n/i18n.js';

/** The notice as the customer's link shows it: the lender profile's identity and address first,
 * then the text, then the voluntary purposes they answer one by one. */
export function NoticePreview({ text, purposes }: { text: string; purposes: VoluntaryPurpose[] }) {
  const { t } = useTranslation();
  const lender = useLenderProfile();
  const profile = lender.data ?? { legal_name: '', address: '', web_address: '' };
  const shown = privacyNoticeForCustomer({ text }, profile);
  const listed = purposes.filter((purpose) => purpose.text.trim());
  return (
    <Card variant="outlined" component="section" aria-labelledby="privacy-notice-preview">
      <CardContent>
        <Typography id="privacy-notice-preview" variant="h6" component="h2">
          {t('privacyNotice.preview')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('privacyNotice.previewHint')}
        </Typography>
        {lender.data && !lender.data.legal_name ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('privacyNotice.lenderMissing')}
          </Alert>
        ) : null}
        {/* A phone's width and a scroll of its own: as the customer reads it. */}
        <Box
          data-testid="privacy-notice-preview"
          tabIndex={0}
          aria-label={t('privacyNotice.preview')}
          sx={{
            maxWidth: 420,
            maxHeight: 420,
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            p: 2,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          <Typography variant="body2">{shown}</Typography>
          {listed.length > 0 ? (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600, mt: 2 }}>
                {t('privacyNotice.previewVoluntary')}
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
                {listed.map((purpose) => (
                  <Typography component="li" variant="body2" key={purpose.key}>
                    {purpose.text}
                  </Typography>
                ))}
              </Box>
            </>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
