import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n.js';
import type { Body } from './catalogue-form.js';

// The catalogue dialogs' fields, bound to react-hook-form. Messages arrive already in words (the
// resolver and placeServerErrors write them).
interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, Body>;
  name: Path<T>;
  label: string;
  helper?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  wide?: boolean;
}

// A nested field's error ("payroll_calendar.weekday") is nested in the form's errors.
const errorOf = <T extends FieldValues>(form: UseFormReturn<T, unknown, Body>, name: Path<T>) =>
  (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

const span = (wide: boolean | undefined) => (wide ? { gridColumn: '1 / -1' } : undefined);

type Unit = 'percent' | 'pesos';
const adornments: Record<Unit, { end?: ReactNode; start?: ReactNode }> = {
  percent: { end: <InputAdornment position="end">%</InputAdornment> },
  pesos: { start: <InputAdornment position="start">$</InputAdornment> },
};

export function TextInput<T extends FieldValues>({
  form,
  name,
  label,
  helper,
  required = true,
  disabled,
  wide,
  unit,
  numeric,
  autoComplete = 'off',
  problem,
}: FieldProps<T> & {
  unit?: Unit;
  /** A whole number: digits on a phone's keypad. */
  numeric?: boolean;
  autoComplete?: string;
  /** Wrong before any submit (a postal code the catalogue does not know). */
  problem?: string | undefined;
}) {
  const error = errorOf(form, name) ?? problem;
  const { ref, ...registration } = form.register(name);
  const adornment = unit ? adornments[unit] : undefined;
  return (
    <TextField
      {...registration}
      inputRef={ref}
      label={label}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helper}
      autoComplete={autoComplete}
      sx={span(wide)}
      slotProps={{
        input: adornment ? { startAdornment: adornment.start, endAdornment: adornment.end } : undefined,
        // With a unit the label sits above the field: a long one never runs into the "%".
        inputLabel: adornment ? { shrink: true } : undefined,
        // Decimals on a phone's keypad; a comma is accepted as well as a point.
        htmlInput: unit ? { inputMode: 'decimal' } : numeric ? { inputMode: 'numeric' } : undefined,
      }}
    />
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function ChoiceInput<T extends FieldValues>({
  form,
  name,
  label,
  helper,
  choices,
  disabled,
  wide,
}: FieldProps<T> & { choices: Choice[] }) {
  const error = errorOf(form, name);
  const { ref, ...registration } = form.register(name);
  return (
    <TextField
      {...registration}
      inputRef={ref}
      select
      label={label}
      required
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helper}
      sx={span(wide)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}

export function CheckboxInput<T extends FieldValues>({ form, name, label }: FieldProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={span(true)}
          control={
            <Checkbox
              name={field.name}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
          label={label}
        />
      )}
    />
  );
}

export interface PickerOption {
  code: string;
  label: string;
  /** Said under the name in the list (the code, the frequency). */
  detail?: string;
}

// Found by name or code, accents and case aside.
const filter = createFilterOptions<PickerOption>({ stringify: (option) => `${option.label} ${option.code}` });

/** A searchable choice of several catalogue entries by name; the form keeps their codes. */
export function CodesPicker<T extends FieldValues>({
  form,
  name,
  label,
  helper,
  options,
}: FieldProps<T> & { options: PickerOption[] }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const codes = (field.value ?? []) as string[];
        // A code the options do not know (an entry since deactivated) still shows, by its code.
        const value = codes.map(
          (code) => options.find((option) => option.code === code) ?? { code, label: code },
        );
        return (
          <Autocomplete
            multiple
            sx={span(true)}
            options={options}
            value={value}
            filterOptions={filter}
            filterSelectedOptions
            onChange={(_, next) => field.onChange(next.map((option) => option.code))}
            onBlur={field.onBlur}
            getOptionLabel={(option) => option.label}
            isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
            noOptionsText={t('catalogueAdmin.picker.none')}
            clearText={t('catalogueAdmin.picker.clear')}
            openText={t('catalogueAdmin.picker.open')}
            closeText={t('catalogueAdmin.picker.close')}
            renderOption={({ key, ...props }, option) => (
              <Box component="li" key={key} {...props}>
                <Box>
                  <Typography variant="body2">{option.label}</Typography>
                  {option.detail ? (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {option.detail}
                    </Typography>
                  ) : null}
                </Box>
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label={label}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? helper}
              />
            )}
          />
        );
      }}
    />
  );
}
