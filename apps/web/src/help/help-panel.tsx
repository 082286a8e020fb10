import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { usePublicConfig } from '../api/config.js';
import { sendSupportMessage } from '../api/support-messages.js';
import { useAuthContext } from '../auth/auth-context.js';
import { CaptchaField } from '../components/captcha-field.js';
import { useCaptchaGate } from '../components/captcha-gate.js';
import { FormTextField } from '../components/form-text-field.js';
import { LoadingBlock } from '../components/loading-block.js';
import { applyServerErrors } from '../components/server-errors.js';
import { loadCatalogPart, useTranslation } from '../i18n/i18n.js';
import { faqTopics, matchesQuery } from './help-faq.js';

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
      <WriteToSupport />
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

type SupportField = 'name' | 'email' | 'subject' | 'message';

function WriteToSupport() {
  const { t } = useTranslation();
  // An account whose e-mail is not verified writes as a visitor does (the API treats it so).
  const signedIn = Boolean(useAuthContext().user?.email_verified);
  const gate = useCaptchaGate();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<SupportField, string>>({
    name: '',
    email: '',
    subject: '',
    message: '',
  });
  const [errors, setErrors] = useState<Partial<Record<SupportField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);

  if (!open) {
    return (
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('help.write.open')}
      </Button>
    );
  }
  if (reference) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('help.write.sent', { reference })}
        </Alert>
        <Button
          onClick={() => {
            setReference(null);
            setValues((current) => ({ ...current, subject: '', message: '' }));
          }}
        >
          {t('help.write.another')}
        </Button>
      </Stack>
    );
  }

  const change = (field: SupportField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSending(true);
    try {
      const answer = await sendSupportMessage({
        subject: values.subject,
        message: values.message,
        page: window.location.pathname,
        ...(signedIn ? {} : { name: values.name, email: values.email, captcha: await gate.take() }),
      });
      setReference(answer.reference);
    } catch (error) {
      const fields: SupportField[] = ['name', 'email', 'subject', 'message'];
      setFormError(
        applyServerErrors(
          error,
          fields,
          (field, message) => setErrors((current) => ({ ...current, [field]: message })),
          t,
        ),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="help-write-title">
      <Typography id="help-write-title" variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {t('help.write.title')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-busy={sending}>
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        {signedIn ? null : (
          <>
            <FormTextField
              label={t('help.write.name')}
              autoComplete="name"
              value={values.name}
              onChange={change('name')}
            />
            <FormTextField
              label={t('help.write.email')}
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={change('email')}
              error={Boolean(errors.email)}
              helperText={errors.email}
            />
          </>
        )}
        <FormTextField
          label={t('help.write.subject')}
          required
          value={values.subject}
          onChange={change('subject')}
          error={Boolean(errors.subject)}
          helperText={errors.subject}
        />
        <FormTextField
          label={t('help.write.message')}
          required
          multiline
          minRows={4}
          value={values.message}
          onChange={change('message')}
          error={Boolean(errors.message)}
          helperText={errors.message ?? t('help.write.messageHint')}
        />
        {signedIn ? null : <CaptchaField gate={gate} />}
        <Button type="submit" variant="contained" loading={sending}>
          {t('help.write.send')}
        </Button>
      </Stack>
    </Box>
  );
}
