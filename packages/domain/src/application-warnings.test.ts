import { describe, expect, it } from 'vitest';
import type { ApplicationData } from './application-sections.js';
import { datosLaboralesSchema, startsOfWorkingAge } from './application-sections.js';
import { applicationWarnings } from './application-warnings.js';
import { todayInMexico } from './calendar-date.js';

// docs/domain-rules.md's valid CURP; HEGG560427AB3 is a person's RFC for it with a right check digit.
const curp = 'HEGG560427MVZRRL04';
const general = (rfc: string) => ({ datos_generales: { rfc, curp } }) as unknown as ApplicationData;
const work = {
  employee_number: 'E-1',
  position: 'Docente',
  start_date: '2015-01-16',
  net_pay: 12_000,
  existing_deductions: 0,
  bank: '002',
  clabe: '002010077777777771',
  occupation: 'Docente',
  resource_source: 'salary',
};

describe('sanity checks on the application', () => {
  it('refuses a start date after today and deductions above the net pay', () => {
    const tomorrow = new Date(Date.parse(`${todayInMexico()}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const future = datosLaboralesSchema.safeParse({ ...work, start_date: tomorrow });
    expect(future.error?.issues.map((issue) => issue.message)).toEqual(['validation.start_date_future']);
    const over = datosLaboralesSchema.safeParse({ ...work, existing_deductions: 12_000.01 });
    expect(over.error?.issues.map((issue) => issue.message)).toEqual(['validation.deductions_exceed_pay']);
    expect(datosLaboralesSchema.safeParse(work).success).toBe(true);
  });

  it('knows the working age: from the 15th birthday on', () => {
    expect(startsOfWorkingAge('2011-12-30', '1996-12-31')).toBe(false);
    expect(startsOfWorkingAge('2011-12-31', '1996-12-31')).toBe(true);
  });

  it('warns, without refusing, on an RFC whose check digit fails or that does not match the CURP', () => {
    expect(applicationWarnings(general('HEGG560427AB3'))).toEqual([]);
    expect(applicationWarnings(general('HEGG560427AB4')).map((warning) => warning.key)).toEqual([
      'validation.rfc_check_digit',
    ]);
    // docs/domain-rules.md: GODE561231GR8 has a right digit but is another person's; VACE460910SX6 fails.
    expect(applicationWarnings(general('GODE561231GR8')).map((warning) => warning.key)).toEqual([
      'validation.rfc_curp_mismatch',
    ]);
    expect(applicationWarnings(general('VACE460910SX6')).map((warning) => warning.key)).toEqual([
      'validation.rfc_check_digit',
      'validation.rfc_curp_mismatch',
    ]);
  });

  it('warns when deductions take more than half the pay', () => {
    const high = { datos_laborales: { ...work, existing_deductions: 6_500 } } as ApplicationData;
    expect(applicationWarnings(high)).toEqual([
      { section: 'datos_laborales', field: 'existing_deductions', key: 'validation.deductions_high' },
    ]);
  });

  it('reads half-typed values without failing', () => {
    expect(applicationWarnings({ datos_generales: {} } as ApplicationData)).toEqual([]);
    expect(applicationWarnings({ datos_laborales: { net_pay: 100 } } as ApplicationData)).toEqual([]);
  });
});
