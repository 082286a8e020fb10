import { z } from 'zod';
import { required } from './schema-errors.js';

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one). Left blank, it is missing: "required",
 * not "a valid date" (a form's empty date field sends ""). */
export const isoDateSchema = z
  .string(required)
  .min(1, { message: 'validation.required', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date_format' })
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    { message: 'validation.date_format' },
  );

/** The day a moment falls on in Mexico City (YYYY-MM-DD). */
export const dateInMexico = (moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(moment);

/** Today in Mexico City (YYYY-MM-DD): the contract date a simulation assumes. */
export const todayInMexico = () => dateInMexico(new Date());
