import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ApplicationData, relationships } from '@origina/domain/application-sections';
import { useEffect, useState } from 'react';
import { type FieldErrors, get, useFieldArray, useForm } from 'react-hook-form';
import { FormAlert } from '../../components/form-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { referencesResolver } from './references-resolver.js';
import { revealFirst } from './reveal-field.js';
import { StepActions } from './section-form.js';
import type { StepProps } from './step-form.js';
import { UnsavedChanges } from './unsaved-changes.js';

type Reference = { name: string; phone: string; relationship: string };
type Values = { references: Reference[] };
const blank: Reference = { name: '', phone: '', relationship: '' };
const parts = ['name', 'phone', 'relationship'] as const;

// Two to five people who know the customer, none with the customer's own phone.
export function ReferenciasStep({ application, saving, serverErrors, formError, onSave, onBack }: StepProps) {
  const { t } = useTranslation();
  const stored = (application.data as ApplicationData).referencias?.references as Reference[] | undefined;
  const [saved] = useState<Values>(() => ({ references: stored?.length ? stored : [blank, blank] }));
  const form = useForm<Values>({
    mode: 'onTouched',
    // The first field with a problem is revealed below (never under the sticky top bar).
    shouldFocusError: false,
    defaultValues: saved,
    resolver: referencesResolver(t, [
      (application.data as ApplicationData).pre_solicitud?.mobile,
      (application.data as ApplicationData).datos_generales_2?.mobile,
    ]),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'references' });
  const errors = form.formState.errors.references;
  // The fields' names in the order they are on the screen.
  const names = fields.flatMap((_, index) => parts.map((part) => `references.${index}.${part}`));

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the server answers (names follow the rows)
  useEffect(() => {
    for (const [name, message] of Object.entries(serverErrors))
      form.setError(name as never, { type: 'server', message });
    revealFirst(names.filter((name) => name in serverErrors));
  }, [serverErrors, form]);
  const revealInvalid = (invalid: FieldErrors<Values>) =>
    revealFirst(names.filter((name) => get(invalid, name)));

  const messageOf = (index: number, field: keyof Reference) =>
    fieldMessage(t, (errors?.[index] as Record<string, { message?: string }> | undefined)?.[field]?.message);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit((values) => onSave('referencias', values), revealInvalid)}
    >
      <Stack spacing={2.5}>
        <UnsavedChanges form={form} draftKey={`${application.id}:referencias`} saved={saved} />
        {fields.map((item, index) => (
          <Box
            key={item.id}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {t('application.referenceTitle', { number: index + 1 })}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 2 }}>
              {parts.slice(0, 2).map((field) => {
                const { ref, ...registration } = form.register(`references.${index}.${field}`);
                return (
                  <TextField
                    key={field}
                    {...registration}
                    inputRef={ref}
                    type={field === 'phone' ? 'tel' : 'text'}
                    label={t(`application.fields.${field}`)}
                    error={Boolean(messageOf(index, field))}
                    helperText={messageOf(index, field)}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                );
              })}
              {(() => {
                const { ref, ...registration } = form.register(`references.${index}.relationship`);
                return (
                  <TextField
                    {...registration}
                    inputRef={ref}
                    select
                    label={t('application.fields.relationship')}
                    error={Boolean(messageOf(index, 'relationship'))}
                    helperText={messageOf(index, 'relationship')}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  >
                    <option value="">{t('application.choose')}</option>
                    {relationships.map((value) => (
                      <option key={value} value={value}>
                        {t(`application.options.relationship.${value}` as MessageKey)}
                      </option>
                    ))}
                  </TextField>
                );
              })()}
            </Box>
            {fields.length > 2 ? (
              <Button size="small" onClick={() => remove(index)} sx={{ mt: 1 }}>
                {t('application.removeReference')}
              </Button>
            ) : null}
          </Box>
        ))}
        {errors?.root?.message || errors?.message ? (
          <FormAlert>{fieldMessage(t, errors.root?.message ?? errors.message) ?? ''}</FormAlert>
        ) : null}
        {fields.length < 5 ? (
          <Button variant="outlined" onClick={() => append(blank)} sx={{ alignSelf: 'flex-start' }}>
            {t('application.addReference')}
          </Button>
        ) : null}
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <StepActions saving={saving} submitLabel={t('application.continue')} onBack={onBack} />
      </Stack>
    </Box>
  );
}
