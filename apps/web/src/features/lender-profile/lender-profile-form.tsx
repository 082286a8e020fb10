import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type LenderProfile,
  type LenderProfileDraft,
  type LenderProfileField,
  type LenderProfileInput,
  lenderProfileFields,
  lenderProfileInputSchema,
} from '@origina/domain/lender-profile';
import { type KeyboardEvent, useState } from 'react';
import { get, useForm } from 'react-hook-form';
import { useSaveLenderProfile } from '../../api/lender-profile.js';
import { FormAlert } from '../../components/form-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { domainResolver } from '../../components/form-resolver.js';
import { FormTextField } from '../../components/form-text-field.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { fieldLabel, MissingFields } from './missing-fields.js';

interface FieldSpec {
  name: LenderProfileField;
  hint?: MessageKey;
  type?: 'email' | 'tel';
  /** Across the whole card, wrapping like a paragraph (a legal name, an address). */
  wide?: boolean;
}

// The form in the order the documents present the lender; CONDUSEF's contact arrives filled in.
const sections: { title: MessageKey; hint?: MessageKey; fields: FieldSpec[] }[] = [
  {
    title: 'lenderProfile.sections.lender',
    fields: [
      { name: 'legal_name', hint: 'lenderProfile.hints.legal_name', wide: true },
      { name: 'rfc', hint: 'lenderProfile.hints.rfc' },
      { name: 'web_address' },
      { name: 'address', wide: true },
    ],
  },
  {
    title: 'lenderProfile.sections.une',
    fields: [
      { name: 'une.address', wide: true },
      { name: 'une.phone', type: 'tel' },
      { name: 'une.email', type: 'email' },
    ],
  },
  {
    title: 'lenderProfile.sections.condusef',
    hint: 'lenderProfile.hints.condusef',
    fields: [{ name: 'condusef.phone', type: 'tel' }, { name: 'condusef.web' }],
  },
  {
    title: 'lenderProfile.sections.statements',
    fields: [{ name: 'statement_delivery', hint: 'lenderProfile.hints.statement_delivery', wide: true }],
  },
  {
    title: 'lenderProfile.sections.signatory',
    fields: [{ name: 'signatory.name' }, { name: 'signatory.position' }],
  },
];

const endsNoLine = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

const draftOf = ({ missing: _, updated_at: __, ...draft }: LenderProfile): LenderProfileDraft => draft;

/** The whole profile, checked with the domain's schema and saved at once. */
export function LenderProfileForm({ profile }: { profile: LenderProfile }) {
  const { t } = useTranslation();
  const save = useSaveLenderProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<LenderProfileDraft, unknown, LenderProfileInput>({
    resolver: domainResolver(lenderProfileInputSchema),
    defaultValues: draftOf(profile),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    setSaved(false);
    try {
      form.reset(draftOf(await save.mutateAsync(body)));
      setSaved(true);
    } catch (error) {
      setFormError(
        applyServerErrors(
          error,
          lenderProfileFields,
          (field, message) => form.setError(field, { type: 'server', message }),
          t,
        ),
      );
    }
  });

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submit} data-testid="lender-profile-form">
      <MissingFields profile={profile} onPick={(field) => form.setFocus(field)} />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {sections.map((section) => (
        <Card key={section.title} variant="outlined" component="section" aria-label={t(section.title)}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: section.hint ? 0.5 : 2 }}>
              {t(section.title)}
            </Typography>
            {section.hint ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {t(section.hint)}
              </Typography>
            ) : null}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
              {section.fields.map((field) => {
                const message = (get(errors, field.name) as { message?: string } | undefined)?.message;
                return (
                  <Box key={field.name} sx={field.wide ? { gridColumn: '1 / -1' } : undefined}>
                    <FormTextField
                      label={t(fieldLabel(field.name))}
                      type={field.type ?? 'text'}
                      autoComplete="off"
                      required
                      {...form.register(field.name)}
                      // A long value wraps to be read whole; Enter still adds no line (the field is one line).
                      multiline={field.wide}
                      onKeyDown={field.wide ? endsNoLine : undefined}
                      error={Boolean(message)}
                      helperText={fieldMessage(t, message) ?? (field.hint ? t(field.hint) : undefined)}
                    />
                  </Box>
                );
              })}
            </Box>
          </CardContent>
        </Card>
      ))}
      {saved ? (
        <Alert severity="success" role="status">
          {t('lenderProfile.saved')}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('lenderProfile.save')}
        </Button>
      </Box>
    </Stack>
  );
}
