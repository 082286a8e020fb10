import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../components/form-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { useTranslation } from '../../i18n/i18n.js';
import type { Messages } from '../../i18n/locales/es.js';
import { type FieldKind, issueMessage } from './field-messages.js';
import { valueSetter } from './field-values.js';
import { revealFirst } from './reveal-field.js';
import { UnsavedChanges } from './unsaved-changes.js';
import { YesNoField } from './yes-no-field.js';

/** The fields the catalogue names under `application.fields` (their label when none is given). */
type NamedField = keyof Messages['application']['fields'];

// Every field has a label: its name is one the catalogue labels, or it brings its own words. A
// field with neither does not compile (it would show its raw key).
export type FieldSpec = FieldTraits &
  ({ name: NamedField; label?: string } | { name: string; label: string });

interface FieldTraits {
  kind: FieldKind;
  options?: { value: string; label: string }[];
  helper?: string;
  /** Something unusual but allowed about the value: said under the field, never blocking. */
  warning?: string;
  optional?: boolean;
  autoComplete?: string;
  uppercase?: boolean;
  wide?: boolean;
  /** Asked only after this answer (the follow-up question): hidden and emptied otherwise. */
  showWhen?: { field: string; equals: unknown };
}

/** What a stored value looks like in an input (numbers as text, null as empty). */
export const asInput = (value: unknown) => (value === null || value === undefined ? '' : value);

interface SectionFormProps<T extends FieldValues> {
  schema: z.ZodType;
  fields: FieldSpec[];
  defaults: Record<string, unknown>;
  /** Field messages from the server, by field name. */
  serverErrors: Record<string, string>;
  formError: string | null;
  saving: boolean;
  submitLabel: string;
  onSubmit: (values: T) => void;
  onBack?: (() => void) | undefined;
  children?: (form: UseFormReturn<T>) => ReactNode;
  /** What the fields are about, shown before them (the loan the promoter confirms). */
  lead?: ReactNode;
  /** Told of every change, for steps whose choices depend on another field. */
  onValuesChange?: (values: Record<string, unknown>) => void;
  /** Where unsaved changes are kept on this device (and asked about before leaving). */
  draftKey?: string;
  /** Lists of rows the children edit (a buy-out's payoffs): each by name, with its fields' kinds. */
  lists?: Record<string, Record<string, FieldKind>>;
}

// One step's form: fields checked as the user types with the same schema the server uses, the
// server's own refusals placed on their fields, and Back / Save and continue.
export function SectionForm<T extends FieldValues>({
  schema,
  fields,
  defaults,
  serverErrors,
  formError,
  saving,
  submitLabel,
  onSubmit,
  onBack,
  children,
  lead,
  onValuesChange,
  draftKey,
  lists = {},
}: SectionFormProps<T>) {
  const { t } = useTranslation();
  const form = useForm<T>({
    mode: 'onTouched',
    // The first field with a problem is revealed below (never under the sticky top bar).
    shouldFocusError: false,
    defaultValues: Object.fromEntries([
      ...fields.map((field) => [
        field.name,
        defaults[field.name] ?? (field.kind === 'checkbox' ? false : ''),
      ]),
      ...Object.keys(lists).map((name) => [name, defaults[name] ?? []]),
    ]) as never,
    resolver: zodResolver(
      schema as never,
      {
        error: (issue: z.core.$ZodRawIssue) =>
          issueMessage(
            issue,
            (path) =>
              fields.find((field) => field.name === path?.[0])?.kind ??
              lists[String(path?.[0])]?.[String(path?.at(-1))],
            t,
          ),
      } as never,
    ) as never,
  });
  const { register, handleSubmit, formState, setError } = form;
  // A follow-up question shows only after its answer; hidden, it holds nothing (the schema
  // refuses a follow-up without its answer).
  const values = form.watch();
  const shown = fields.filter(
    (field) => !field.showWhen || values[field.showWhen.field] === field.showWhen.equals,
  );
  const hidden = fields
    .filter((field) => !shown.includes(field) && asInput(values[field.name]) !== '')
    .map((field) => field.name)
    .join('|');
  useEffect(() => {
    if (!hidden) return;
    for (const name of hidden.split('|')) form.setValue(name as Path<T>, null as never);
  }, [hidden, form]);

  // Choices often arrive after the form (catalogues load): the chosen value is shown again once
  // its option exists, instead of starting the form over and losing what was typed.
  const choices = fields.map((field) => `${field.name}:${field.options?.length ?? 0}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the number of choices changes (fields is rebuilt every render)
  useEffect(() => {
    for (const field of fields) {
      if (field.kind === 'select' && field.options?.length) {
        form.setValue(field.name as Path<T>, form.getValues(field.name as Path<T>));
      }
    }
  }, [choices, form]);

  useEffect(() => {
    if (!onValuesChange) return;
    const subscription = form.watch((values) => onValuesChange(values as Record<string, unknown>));
    return () => subscription.unsubscribe();
  }, [form, onValuesChange]);

  useEffect(() => {
    for (const [name, message] of Object.entries(serverErrors))
      setError(name as Path<T>, { type: 'server', message });
    revealFirst(Object.keys(serverErrors));
  }, [serverErrors, setError]);

  // FieldSpec lets a field go without a label only when the catalogue names it.
  const label = (field: FieldSpec) => field.label ?? t(`application.fields.${field.name as NamedField}`);
  const errorOf = (name: string) =>
    fieldMessage(t, (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit, (errors) =>
        revealFirst(shown.map((field) => field.name).filter((name) => name in errors)),
      )}
    >
      <Stack spacing={2.5}>
        {draftKey ? <UnsavedChanges form={form} draftKey={draftKey} saved={defaults} /> : null}
        {lead}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
          {shown.map((field) => {
            const error = errorOf(field.name);
            if (field.kind === 'yesno') {
              return (
                <YesNoField
                  key={field.name}
                  name={field.name}
                  control={form.control}
                  legend={label(field)}
                  helper={field.helper}
                  error={error}
                />
              );
            }
            const { ref, ...registration } = register(field.name as Path<T>, {
              setValueAs: valueSetter(field),
            });
            if (field.kind === 'checkbox') {
              return (
                <Box key={field.name} sx={{ gridColumn: '1 / -1' }}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        {...registration}
                        slotProps={{ input: { ref } as never }}
                        defaultChecked={Boolean(defaults[field.name])}
                      />
                    }
                    label={label(field)}
                  />
                  {error ? <FormHelperText error>{error}</FormHelperText> : null}
                </Box>
              );
            }
            return (
              <TextField
                key={field.name}
                {...registration}
                inputRef={ref}
                label={label(field)}
                select={field.kind === 'select'}
                type={
                  field.kind === 'date'
                    ? 'date'
                    : field.kind === 'email'
                      ? 'email'
                      : field.kind === 'tel'
                        ? 'tel'
                        : 'text'
                }
                error={Boolean(error)}
                helperText={error ?? field.warning ?? field.helper}
                autoComplete={field.autoComplete ?? 'off'}
                fullWidth
                sx={field.wide ? { gridColumn: '1 / -1' } : undefined}
                slotProps={{
                  inputLabel: { shrink: true },
                  select: { native: true },
                  // A warning reads in the warning colour, unlike a plain hint.
                  formHelperText: !error && field.warning ? { sx: { color: 'warning.main' } } : {},
                  htmlInput: {
                    ...(field.kind === 'integer' || field.kind === 'money'
                      ? { inputMode: field.kind === 'money' ? 'decimal' : 'numeric' }
                      : {}),
                    ...(field.uppercase ? { style: { textTransform: 'uppercase' } } : {}),
                  },
                }}
              >
                {field.kind === 'select' ? (
                  <>
                    <option value="">{t('application.choose')}</option>
                    {field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </>
                ) : null}
              </TextField>
            );
          })}
        </Box>
        {children?.(form)}
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <StepActions saving={saving} submitLabel={submitLabel} onBack={onBack} />
      </Stack>
    </Box>
  );
}

export function StepActions({
  saving,
  submitLabel,
  onBack,
  onNext,
  disabled = false,
}: {
  saving: boolean;
  submitLabel: string;
  onBack?: (() => void) | undefined;
  onNext?: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
      {onBack ? (
        <Button variant="outlined" onClick={onBack} disabled={saving}>
          {t('application.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type={onNext ? 'button' : 'submit'}
        onClick={onNext}
        variant="contained"
        disabled={saving || disabled}
      >
        {saving ? t('application.saving') : submitLabel}
      </Button>
    </Box>
  );
}
