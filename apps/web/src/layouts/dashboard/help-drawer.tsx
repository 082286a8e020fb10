import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../../api/config.js';
import { useTranslation } from '../../i18n/i18n.js';

// "Ayuda": the support contacts from the runtime configuration. The searchable help centre and
// the chat come with the integrations work.
export function HelpDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const support = usePublicConfig().data?.support;
  const contacts = [
    support?.email ? { label: t('help.email'), value: support.email, href: `mailto:${support.email}` } : null,
    support?.phone ? { label: t('help.phone'), value: support.phone, href: `tel:${support.phone}` } : null,
    support?.whatsapp
      ? {
          label: t('help.whatsapp'),
          value: support.whatsapp,
          href: `https://wa.me/${support.whatsapp.replace(/\D/g, '')}`,
        }
      : null,
    support?.hours ? { label: t('help.hours'), value: support.hours, href: null } : null,
  ].filter((contact) => contact !== null);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 320, p: 3 }, role: 'dialog', 'aria-labelledby': 'help-title' } }}
    >
      <Typography id="help-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('help.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('help.body')}</Typography>
      {contacts.length === 0 ? (
        <Typography>{t('help.noContacts')}</Typography>
      ) : (
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          {contacts.map((contact) => (
            <div key={contact.label}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {contact.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {contact.href ? (
                  <Link
                    href={contact.href}
                    target={contact.href.startsWith('http') ? '_blank' : undefined}
                    rel="noopener noreferrer"
                  >
                    {contact.value}
                  </Link>
                ) : (
                  contact.value
                )}
              </Typography>
            </div>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
