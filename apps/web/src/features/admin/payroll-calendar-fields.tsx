import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n.js';
import { ChoiceInput, TextInput } from './catalogue-fields.js';
import type { Body } from './catalogue-form.js';
import {
  type CalendarField,
  calendarFieldsOf,
  monthDayChoices,
  weekdayChoices,
} from './payroll-calendar-form.js';

// The convenio's payroll calendar in its dialog: the paydays the chosen frequency uses, and the
// cut-off every frequency has.
export function PayrollCalendarFields<T extends FieldValues>({
  form,
  frequency,
}: {
  form: UseFormReturn<T, unknown, Body>;
  frequency: string;
}) {
  const { t } = useTranslation();
  const name = (field: CalendarField) => `payroll_calendar.${field}` as Path<T>;
  const shown = calendarFieldsOf(frequency);
  const days = monthDayChoices(t);
  const input = (field: CalendarField) => {
    switch (field) {
      case 'weekday':
        return (
          <ChoiceInput
            form={form}
            name={name(field)}
            label={t('catalogueAdmin.calendar.weekday')}
            helper={t('catalogueAdmin.calendar.weekdayHint')}
            choices={weekdayChoices(t)}
            wide
          />
        );
      case 'reference_payday':
        return <ReferencePayday form={form} name={name(field)} />;
      case 'first_day':
      case 'second_day':
        return (
          <ChoiceInput
            form={form}
            name={name(field)}
            label={t(`catalogueAdmin.calendar.${field === 'first_day' ? 'firstDay' : 'secondDay'}`)}
            choices={days}
          />
        );
      case 'month_day':
        return (
          <ChoiceInput
            form={form}
            name={name(field)}
            label={t('catalogueAdmin.calendar.monthDay')}
            helper={t('catalogueAdmin.calendar.daysHint')}
            choices={days}
            wide
          />
        );
      default:
        return (
          <TextInput
            form={form}
            name={name(field)}
            label={t('catalogueAdmin.calendar.cutoff')}
            helper={t('catalogueAdmin.calendar.cutoffHint')}
            numeric
            wide
          />
        );
    }
  };
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ gridColumn: '1 / -1', mb: -1 }}>
        {t('catalogueAdmin.calendar.title')}
      </Typography>
      {shown.map((field) => (
        <Fragment key={field}>
          {input(field)}
          {field === 'second_day' ? (
            // Said once under both days, where a helper text would be.
            <Typography
              variant="caption"
              sx={{ gridColumn: '1 / -1', color: 'text.secondary', mt: -1.5, mx: '14px' }}
            >
              {t('catalogueAdmin.calendar.daysHint')}
            </Typography>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

// A date the browser's own picker fills (YYYY-MM-DD, what the API takes).
function ReferencePayday<T extends FieldValues>({
  form,
  name,
}: {
  form: UseFormReturn<T, unknown, Body>;
  name: Path<T>;
}) {
  const { t } = useTranslation();
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const { ref, ...registration } = form.register(name);
  return (
    <TextField
      {...registration}
      inputRef={ref}
      type="date"
      label={t('catalogueAdmin.calendar.reference')}
      required
      error={Boolean(error)}
      helperText={error ?? t('catalogueAdmin.calendar.referenceHint')}
      sx={{ gridColumn: '1 / -1' }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
