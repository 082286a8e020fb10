import { describe, expect, it } from 'vitest';
import { ageBeyondLimit, ageOn, birthDateOf, incomeChanges } from './desk-signals.js';

describe('ageOn', () => {
  it('counts a birthday on its day and not the day before', () => {
    expect(ageOn('1960-05-10', '2026-05-09')).toBe(65);
    expect(ageOn('1960-05-10', '2026-05-10')).toBe(66);
  });

  it('counts a 29 February birthday from 1 March in a common year', () => {
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });
});

describe('birthDateOf', () => {
  it('prefers the birth date given, else reads the CURP', () => {
    expect(birthDateOf('1990-01-02', 'HEGG560427MVZRRL04')).toBe('1990-01-02');
    expect(birthDateOf(null, 'HEGG560427MVZRRL04')).toBe('1956-04-27');
    expect(birthDateOf(undefined, 'not a curp')).toBeNull();
  });
});

describe('ageBeyondLimit', () => {
  const today = '2026-11-27';

  it('answers the ages when the customer is older than the limit at the last payment', () => {
    expect(ageBeyondLimit({ birthDate: '1953-01-15', today, lastPayment: '2028-12-15', limit: 74 })).toEqual({
      now: 73,
      at_end: 75,
      limit: 74,
      last_payment: '2028-12-15',
    });
  });

  it('says nothing at the limit itself, without a limit or without a birth date', () => {
    expect(
      ageBeyondLimit({ birthDate: '1954-12-16', today, lastPayment: '2028-12-15', limit: 74 }),
    ).toBeNull();
    expect(ageBeyondLimit({ birthDate: '1940-01-01', today, lastPayment: null, limit: null })).toBeNull();
    expect(ageBeyondLimit({ birthDate: null, today, lastPayment: '2030-01-01', limit: 60 })).toBeNull();
  });

  it('counts the age today when the schedule is unknown or already over', () => {
    expect(ageBeyondLimit({ birthDate: '1950-01-01', today, lastPayment: null, limit: 74 })).toMatchObject({
      now: 76,
      at_end: 76,
      last_payment: today,
    });
  });
});

describe('incomeChanges', () => {
  it('lists net pay and start date that differ, as text', () => {
    expect(
      incomeChanges(
        { net_pay: 18000, start_date: '2015-03-01' },
        { net_pay: 24500.5, start_date: '2012-03-01' },
      ),
    ).toEqual([
      { field: 'net_pay', before: '18000.00', after: '24500.50' },
      { field: 'start_date', before: '2015-03-01', after: '2012-03-01' },
    ]);
  });

  it('finds nothing when they agree to the cent or a side is missing', () => {
    expect(
      incomeChanges(
        { net_pay: 18000, start_date: '2015-03-01' },
        { net_pay: 18000.001, start_date: '2015-03-01' },
      ),
    ).toEqual([]);
    expect(incomeChanges(null, { net_pay: 1 })).toEqual([]);
    expect(incomeChanges({ net_pay: 1 }, { start_date: '2015-03-01' })).toEqual([]);
  });
});
