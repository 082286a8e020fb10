import { describe, expect, it } from 'vitest';
import { datosGeneralesSchema, datosLaboralesSchema } from './application-sections.js';
import { unansweredKyc } from './kyc-file.js';

// docs/domain-rules.md's valid CURP, with the birth date and sex it states.
const general = {
  first_name: 'Gabriela',
  last_name: 'Hernández',
  second_last_name: 'García',
  birth_date: '1956-04-27',
  sex: 'M',
  nationality: 'MX',
  curp: 'HEGG560427MVZRRL04',
  rfc: 'HEGG560427AB3',
  identification_type: 'ine',
  identification_number: 'GMVLMR80070501M100',
  marital_status: 'married',
  pep: false,
  pep_relative: false,
  third_party: false,
};
const work = {
  employee_number: 'E-1',
  position: 'Docente',
  start_date: '2015-01-16',
  net_pay: 12_000,
  existing_deductions: 0,
  bank: '002',
  clabe: '002010077777777771',
  occupation: 'Docente de primaria',
  resource_source: 'salary',
};

const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the identification file (Expediente PLD) in Datos generales', () => {
  it('accepts every question answered, yes or no', () => {
    expect(datosGeneralesSchema.safeParse(general).success).toBe(true);
    expect(datosGeneralesSchema.safeParse({ ...general, pep: true, pep_relative: true }).success).toBe(true);
  });

  it('requires each yes/no question: an absent or empty answer is never taken for "no"', () => {
    for (const field of ['pep', 'pep_relative', 'third_party'] as const) {
      const { [field]: _, ...without } = general;
      expect(problems(datosGeneralesSchema.safeParse(without))).toEqual({
        [field]: 'validation.answer_yes_no',
      });
      expect(problems(datosGeneralesSchema.safeParse({ ...general, [field]: null }))).toEqual({
        [field]: 'validation.answer_yes_no',
      });
      expect(problems(datosGeneralesSchema.safeParse({ ...general, [field]: 'false' }))).toEqual({
        [field]: 'validation.invalid_value',
      });
    }
  });

  it('asks who the customer acts for when they act for someone else, and only then', () => {
    expect(problems(datosGeneralesSchema.safeParse({ ...general, third_party: true }))).toEqual({
      third_party_name: 'validation.third_party_name',
    });
    expect(
      problems(datosGeneralesSchema.safeParse({ ...general, third_party: true, third_party_name: '  ' })),
    ).toEqual({ third_party_name: 'validation.third_party_name' });
    expect(
      datosGeneralesSchema.safeParse({ ...general, third_party: true, third_party_name: 'Rosa García' })
        .success,
    ).toBe(true);
    expect(problems(datosGeneralesSchema.safeParse({ ...general, third_party_name: 'Rosa García' }))).toEqual(
      { third_party_name: 'validation.not_applicable' },
    );
  });

  it('keeps the beneficial owner on one line', () => {
    const parsed = datosGeneralesSchema.safeParse({
      ...general,
      third_party: true,
      third_party_name: 'Rosa\nGarcía',
    });
    expect(problems(parsed)).toEqual({ third_party_name: 'validation.single_line' });
  });
});

describe('the identification file (Expediente PLD) in Datos laborales', () => {
  it('requires the occupation and the source of the funds', () => {
    const { occupation: _, resource_source: __, ...without } = work;
    expect(problems(datosLaboralesSchema.safeParse(without))).toEqual({
      occupation: 'validation.required',
      resource_source: 'validation.choose',
    });
    expect(problems(datosLaboralesSchema.safeParse({ ...work, occupation: '   ' }))).toEqual({
      occupation: 'validation.required',
    });
    expect(problems(datosLaboralesSchema.safeParse({ ...work, resource_source: 'lottery' }))).toEqual({
      resource_source: 'validation.invalid_value',
    });
  });

  it('takes each source, and "other" only with its description', () => {
    for (const source of ['salary', 'pension', 'business'])
      expect(datosLaboralesSchema.safeParse({ ...work, resource_source: source }).success).toBe(true);
    expect(problems(datosLaboralesSchema.safeParse({ ...work, resource_source: 'other' }))).toEqual({
      resource_source_other: 'validation.resource_source_other',
    });
    expect(
      datosLaboralesSchema.safeParse({
        ...work,
        resource_source: 'other',
        resource_source_other: 'Renta de un local',
      }).success,
    ).toBe(true);
    expect(
      problems(datosLaboralesSchema.safeParse({ ...work, resource_source_other: 'Renta de un local' })),
    ).toEqual({ resource_source_other: 'validation.not_applicable' });
  });

  it('keeps the occupation and the description on one line', () => {
    expect(problems(datosLaboralesSchema.safeParse({ ...work, occupation: 'Docente\tprimaria' }))).toEqual({
      occupation: 'validation.single_line',
    });
    expect(
      problems(
        datosLaboralesSchema.safeParse({
          ...work,
          resource_source: 'other',
          resource_source_other: 'Renta\r\nlocal',
        }),
      ),
    ).toEqual({ resource_source_other: 'validation.single_line' });
  });
});

describe('a section saved before the file existed', () => {
  it('names the answers it lacks, and none for other sections', () => {
    const { pep: _, pep_relative: __, third_party: ___, ...old } = general;
    expect(unansweredKyc('datos_generales', old)).toEqual(['pep', 'pep_relative', 'third_party']);
    expect(unansweredKyc('datos_generales', general)).toEqual([]);
    expect(unansweredKyc('datos_laborales', { ...work, occupation: undefined })).toEqual(['occupation']);
    expect(unansweredKyc('domicilio', {})).toEqual([]);
  });
});
