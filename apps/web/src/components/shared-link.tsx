import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '../i18n/i18n.js';
import { QrCode } from './qr-code.js';
import { SystemShareButton } from './system-share-button.js';

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

// The clipboard API exists only on secure pages (https, localhost): at this computer's network
// address over http it is missing, so the address is selected and copied the old way, or left
// selected for the promoter to copy.
async function copyText(text: string, shown: HTMLElement | null): Promise<boolean> {
  if (navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission): the selection below.
    }
  }
  if (!shown) return false;
  const selection = window.getSelection();
  selection?.selectAllChildren(shown);
  return document.execCommand('copy');
}

export interface CustomerContact {
  mobile: string | null;
  email: string | null;
}

// WhatsApp and SMS open on the customer's number when the application has it (10 digits, +52).
const whatsAppTo = (phone: string | null) => (phone ? `52${phone}` : '');
const smsTo = (phone: string | null) => (phone ? `+52${phone}` : '');

/**
 * A customer's link (identity check, contract signature) as the promoter hands it over: a QR code
 * to scan, the address (with a warning when it points to this computer), when it expires, and
 * copy, WhatsApp, SMS, e-mail and the system share sheet (where the browser has one). `header` goes above the address (its state); `children` below
 * the buttons (a new link).
 */
export function SharedLink({
  url,
  qrLabel,
  expires,
  shareText,
  mailSubject,
  linkTestId,
  customer = { mobile: null, email: null },
  header,
  children,
}: {
  url: string;
  qrLabel: string;
  expires: string;
  shareText: string;
  mailSubject: string;
  linkTestId: string;
  /** The customer's mobile (10 digits) and e-mail, where the application has them. */
  customer?: CustomerContact;
  header?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'copied' | 'selected' | null>(null);
  const shown = useRef<HTMLElement>(null);
  const message = encodeURIComponent(shareText);
  return (
    // Side by side where there is room (a step), one under the other in a narrow column (a card
    // beside the application) or on a phone.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      <QrCode text={url} label={qrLabel} />
      <Stack spacing={1.5} sx={{ flex: '1 1 260px', minWidth: 0 }}>
        {header}
        <Typography ref={shown} variant="body2" sx={{ wordBreak: 'break-all' }} data-testid={linkTestId}>
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
            onClick={() =>
              copyText(url, shown.current).then((done) => setCopied(done ? 'copied' : 'selected'))
            }
          >
            {copied === 'copied' ? t('application.copied') : t('application.copyLink')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            href={`https://wa.me/${whatsAppTo(customer.mobile)}?text=${message}`}
            target="_blank"
            rel="noreferrer"
          >
            WhatsApp
          </Button>
          <Button size="small" variant="outlined" href={`sms:${smsTo(customer.mobile)}?&body=${message}`}>
            SMS
          </Button>
          <Button
            size="small"
            variant="outlined"
            href={`mailto:${customer.email ? encodeURIComponent(customer.email) : ''}?subject=${encodeURIComponent(mailSubject)}&body=${message}`}
          >
            {t('application.fields.email')}
          </Button>
          <SystemShareButton label={t('application.shareSheet')} title={mailSubject} text={shareText} />
        </Box>
        {copied === 'selected' ? (
          <Typography variant="body2" role="status">
            {t('application.copySelected')}
          </Typography>
        ) : null}
        {children}
      </Stack>
    </Box>
  );
}
