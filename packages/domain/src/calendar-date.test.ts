import { describe, expect, it } from 'vitest';
import { isoDateSchema } from './calendar-date.js';

const messages = (value: unknown) =>
  isoDateSchema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('a calendar date', () => {
  it('takes a real day as YYYY-MM-DD', () => {
    expect(isoDateSchema.safeParse('2015-03-01').success).toBe(true);
    expect(isoDateSchema.safeParse('2024-02-29').success).toBe(true);
  });

  it('left blank or missing, says it is required (once), not that it is not a valid date', () => {
    expect(messages('')).toEqual(['validation.required']);
    expect(messages(undefined)).toEqual(['validation.required']);
  });

  it('says a date that is not one is not a valid date', () => {
    expect(messages('2026-02-30')).toEqual(['validation.date_format']);
    expect(new Set(messages('01/03/2015'))).toEqual(new Set(['validation.date_format']));
  });
});
