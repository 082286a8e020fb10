import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n/i18n.js';
import { QrCode } from './qr-code.js';

// A link to this computer itself (localhost, 127.x, ::1) cannot open on the customer's phone.
function isLoopback(url: string) {
  const { hostname } = new URL(url);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127\./.test(hostname) ||
    hostname === '[::1]'
  );
}

// WhatsApp and SMS open on the customer's number when the application has it (10 digits, +52).
const whatsAppTo = (phone: string | null) => (phone ? `52${phone}` : '');
const smsTo = (phone: string | null) => (phone ? `+52${phone}` : '');

/**
 * A customer's link (identity check, contract signature) as the promoter hands it over: a QR code
 * to scan, the address (with a warning when it points to this computer), when it expires, and
 * copy, WhatsApp, SMS and e-mail. `header` goes above the address (its state); `children` below
 * the buttons (a new link).
 */
export function SharedLink({
  url,
  qrLabel,
  expires,
  shareText,
  mailSubject,
  linkTestId,
  phone = null,
  header,
  children,
}: {
  url: string;
  qrLabel: string;
  expires: string;
  shareText: string;
  mailSubject: string;
  linkTestId: string;
  /** The customer's mobile (10 digits), if the application has it. */
  phone?: string | null;
  header?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const message = encodeURIComponent(shareText);
  return (
    // Side by side where there is room (a step), one under the other in a narrow column (a card
    // beside the application) or on a phone.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      <QrCode text={url} label={qrLabel} />
      <Stack spacing={1.5} sx={{ flex: '1 1 260px', minWidth: 0 }}>
        {header}
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid={linkTestId}>
          {url}
        </Typography>
        {isLoopback(url) ? (
          <Alert severity="warning" data-testid="loopback-warning" sx={{ overflowWrap: 'anywhere' }}>
            {t('application.linkLoopback')}
          </Alert>
        ) : null}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {expires}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<ContentCopyOutlined />}
            onClick={() => navigator.clipboard?.writeText(url).then(() => setCopied(true))}
          >
            {copied ? t('application.copied') : t('application.copyLink')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            href={`https://wa.me/${whatsAppTo(phone)}?text=${message}`}
            target="_blank"
            rel="noreferrer"
          >
            WhatsApp
          </Button>
          <Button size="small" variant="outlined" href={`sms:${smsTo(phone)}?&body=${message}`}>
            SMS
          </Button>
          <Button
            size="small"
            variant="outlined"
            href={`mailto:?subject=${encodeURIComponent(mailSubject)}&body=${message}`}
          >
            {t('application.fields.email')}
          </Button>
        </Box>
        {children}
      </Stack>
    </Box>
  );
}
