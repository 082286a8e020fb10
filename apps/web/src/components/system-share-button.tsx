import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';

/**
 * The phone's own share sheet (WhatsApp, Messages, Mail, whatever the customer uses). Shown only
 * where the browser has it: `navigator.share` exists only on secure pages (https, localhost), so
 * over plain HTTP at a network address the other buttons beside it do the job.
 */
export function SystemShareButton({
  label,
  title,
  text,
  size = 'small',
}: {
  label: string;
  title?: string;
  text: string;
  size?: 'small' | 'medium';
}) {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  return (
    <Button
      size={size}
      variant="outlined"
      startIcon={<ShareOutlined />}
      // Closing the sheet without choosing rejects (AbortError): nothing to say then.
      onClick={() => navigator.share(title ? { title, text } : { text }).catch(() => undefined)}
    >
      {label}
    </Button>
  );
}
