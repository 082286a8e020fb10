import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { usePublicConfig } from '../api/config.js';
import { FormTextField } from '../components/form-text-field.js';
import { LoadingBlock } from '../components/loading-block.js';
import { loadCatalogPart, useTranslation } from '../i18n/i18n.js';
import { faqTopics, matchesQuery } from './help-faq.js';

const WriteToSupport = lazy(async () => ({
  default: (await import('./write-to-support.js')).WriteToSupport,
}));

// The built-in help chat: searchable answers, the support contacts and a message to support.
export function HelpPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadCatalogPart('help').then(() => setReady(true));
  }, []);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 400 }, p: 3, gap: 3 },
          role: 'dialog',
          'aria-labelledby': 'help-title',
        },
      }}
    >
      {ready ? <HelpContent onClose={onClose} /> : <LoadingBlock label={t('app.loading')} />}
    </Drawer>
  );
}

function HelpContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const topics = faqTopics.filter((topic) =>
    matchesQuery(query, [t(`help.faq.${topic}.q`), t(`help.faq.${topic}.a`)]),
  );
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box>
          <Typography id="help-title" variant="h6" component="h2">
            {t('help.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('help.body')}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={t('app.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box component="section" aria-labelledby="help-faq-title">
        <FormTextField
          label={t('help.search')}
          type="search"
          placeholder={t('help.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          }
        />
        <Typography id="help-faq-title" variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
          {t('help.faqTitle')}{' '}
          <Box component="span" role="status" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            ({t('help.results', { count: topics.length })})
          </Box>
        </Typography>
        {topics.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('help.noResults', { query })}</Typography>
        ) : (
          topics.map((topic) => (
            // Searching opens the answers found; browsing shows the questions only.
            <Accordion
              key={`${topic}-${query.trim() ? 'found' : 'listed'}`}
              disableGutters
              defaultExpanded={Boolean(query.trim())}
            >
              <AccordionSummary>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {t(`help.faq.${topic}.q`)}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography variant="body2">{t(`help.faq.${topic}.a`)}</Typography>
              </AccordionDetails>
            </Accordion>
          ))
        )}
      </Box>
      <SupportContacts />
      <WriteToSupportSection />
    </>
  );
}

function SupportContacts() {
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
    <Box component="section" aria-labelledby="help-contacts-title">
      <Typography id="help-contacts-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('help.contactsTitle')}
      </Typography>
      {contacts.length === 0 ? (
        <Typography variant="body2">{t('help.noContacts')}</Typography>
      ) : (
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
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
    </Box>
  );
}

function WriteToSupportSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('help.write.open')}
      </Button>
    );
  }
  return (
    <Suspense fallback={<LoadingBlock label={t('app.loading')} />}>
      <WriteToSupport />
    </Suspense>
  );
}
