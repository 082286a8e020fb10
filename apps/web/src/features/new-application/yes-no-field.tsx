import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n.js';

/**
 * A yes/no question as a radio group under its legend: read aloud by a screen reader as one
 * question, answered with the arrow keys. Nothing is chosen until someone answers (the answer is
 * required, never defaulted); the value is a boolean.
 */
export function YesNoField<T extends FieldValues>({
  name,
  control,
  legend,
  helper,
  error,
}: {
  name: string;
  control: Control<T>;
  legend: string;
  helper?: string | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const helperId = `${name}-helper`;
  const errorId = `${name}-error`;
  const describedBy = [helper ? helperId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Controller
      name={name as Path<T>}
      control={control}
      render={({ field }) => (
        <FormControl
          component="fieldset"
          error={Boolean(error)}
          sx={{ gridColumn: '1 / -1' }}
          data-field={name}
        >
          <FormLabel
            id={`${name}-legend`}
            component="legend"
            sx={{ color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}
          >
            {legend}
          </FormLabel>
          {helper ? (
            <FormHelperText id={helperId} sx={{ mx: 0 }}>
              {helper}
            </FormHelperText>
          ) : null}
          <RadioGroup
            row
            name={field.name}
            value={field.value === true ? 'yes' : field.value === false ? 'no' : ''}
            onChange={(_, value) => field.onChange(value === 'yes')}
            onBlur={field.onBlur}
            aria-labelledby={`${name}-legend`}
            aria-describedby={describedBy || undefined}
          >
            <FormControlLabel
              value="yes"
              control={<Radio slotProps={{ input: { ref: field.ref } as never }} />}
              label={t('application.yes')}
            />
            <FormControlLabel value="no" control={<Radio />} label={t('application.no')} />
          </RadioGroup>
          {error ? (
            <FormHelperText id={errorId} sx={{ mx: 0 }}>
              {error}
            </FormHelperText>
          ) : null}
        </FormControl>
      )}
    />
  );
}
