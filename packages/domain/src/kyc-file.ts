import { z } from 'zod';
import { chosen, required } from './schema-errors.js';
import { singleLineText } from './text-rule.js';

// The identification file's answers (Expediente PLD, issue 32), captured in Datos generales and
// Datos laborales. The anti-money-laundering rules for SOFOMes (Disposiciones de carácter general
// a que se refieren los artículos 115 LIC en relación con el 87-D y el 95 Bis LGOAAC, DOF
// 17/03/2011 and reforms) ask a lender to know whether a customer is a "Persona Políticamente
// Expuesta" (2ª, definitions: someone who performs or performed prominent public functions, in
// Mexico or abroad: heads of state or government, political leaders, high-ranking government,
// judicial or military officials, senior executives of state companies, important members of
// political parties and international organisations), to treat their relatives alike, and to
// identify the beneficial owner (propietario real) of whoever acts for someone else. See
// docs/kyc-file.md for the sources read and what was not checked.

/** A yes/no question: it must be answered, never defaulted. */
const yesNoSchema = z.boolean({
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'validation.answer_yes_no'
      : 'validation.invalid_value',
});

// The customer's own words for who they act for and where their money comes from: one line.
const oneLine = (max: number) => singleLineText().max(max).nullish();

export const kycGeneralShape = {
  pep: yesNoSchema,
  pep_relative: yesNoSchema,
  third_party: yesNoSchema,
  // Who the customer acts for: the lender must identify the beneficial owner too, and a name is
  // what the desk asks the documents for and what the screening can match against the lists.
  third_party_name: oneLine(120),
};

export const resourceSources = ['salary', 'pension', 'business', 'other'] as const;
export type ResourceSource = (typeof resourceSources)[number];

export const kycWorkShape = {
  occupation: singleLineText(required).min(1, { message: 'validation.required' }).max(80),
  resource_source: z.enum(resourceSources, chosen),
  resource_source_other: oneLine(120),
};

type Context = z.core.$RefinementCtx<unknown>;
const filled = (value: string | null | undefined) => Boolean(value?.trim());

/** The beneficial owner's name goes with "yes" and only with it. */
export function checkThirdParty(
  data: { third_party: boolean; third_party_name?: string | null | undefined },
  context: Context,
) {
  if (data.third_party && !filled(data.third_party_name)) {
    context.addIssue({ code: 'custom', path: ['third_party_name'], message: 'validation.third_party_name' });
  }
  if (!data.third_party && filled(data.third_party_name)) {
    context.addIssue({ code: 'custom', path: ['third_party_name'], message: 'validation.not_applicable' });
  }
}

/** "Other" says which; the other sources need no words. */
export function checkResourceSource(
  data: { resource_source: ResourceSource; resource_source_other?: string | null | undefined },
  context: Context,
) {
  if (data.resource_source === 'other' && !filled(data.resource_source_other)) {
    context.addIssue({
      code: 'custom',
      path: ['resource_source_other'],
      message: 'validation.resource_source_other',
    });
  }
  if (data.resource_source !== 'other' && filled(data.resource_source_other)) {
    context.addIssue({
      code: 'custom',
      path: ['resource_source_other'],
      message: 'validation.not_applicable',
    });
  }
}

/** The answers every complete application holds (the names the screening reads, issue 32). */
export const kycAnswers = {
  datos_generales: ['pep', 'pep_relative', 'third_party'],
  datos_laborales: ['occupation', 'resource_source'],
} as const;
/** Every field of the file, the follow-up ones included. */
export const kycFields = {
  datos_generales: [...kycAnswers.datos_generales, 'third_party_name'],
  datos_laborales: [...kycAnswers.datos_laborales, 'resource_source_other'],
} as const;

/** The file's answers a stored section lacks (captured before they were asked): none for the
 * other sections. */
export function unansweredKyc(section: string, stored: unknown): string[] {
  const fields: readonly string[] = kycAnswers[section as keyof typeof kycAnswers] ?? [];
  const values = (stored ?? {}) as Record<string, unknown>;
  return fields.filter((field) => values[field] === undefined || values[field] === null);
}
