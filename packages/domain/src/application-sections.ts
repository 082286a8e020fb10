import { z } from 'zod';
import { type ApplicationStatus, documentsPart, identityPart } from './application-lifecycle.js';
import { payoffDeductionsFit, payoffsSchema } from './buyout.js';
import { isoDateSchema as isoDate, todayInMexico } from './calendar-date.js';
import { checkResourceSource, checkThirdParty, kycGeneralShape, kycWorkShape } from './kyc-file.js';
import { isPartOpen } from './lifecycle-verdicts.js';
import {
  curpFacts,
  curpProblem,
  isRfcFormat,
  isValidClabe,
  isValidCurp,
  normalizeId,
  normalizeMobile,
} from './mexican-ids.js';
import { pesosUpTo } from './money.js';
import { postalCodeSchema } from './postal-codes.js';
import { chosen, required } from './schema-errors.js';
import { singleLineText } from './text-rule.js';

// The steps of a new application, in docs/product-spec.md §2's order. Data steps save a section of the same name
// (snake_case in JSON); vista-previa and submit only read.
export const applicationSteps = [
  'pre-solicitud',
  'branch',
  'convenio',
  'producto',
  'biometria',
  'datos-generales',
  'datos-generales-2',
  'domicilio',
  'datos-laborales',
  'referencias',
  'datos-de-solicitud',
  'vista-previa',
  'submit',
] as const;
export type ApplicationStep = (typeof applicationSteps)[number];

export const applicationSections = [
  'pre_solicitud',
  'branch',
  'convenio',
  'producto',
  'datos_generales',
  'datos_generales_2',
  'domicilio',
  'datos_laborales',
  'referencias',
  'datos_de_solicitud',
] as const;
export type ApplicationSection = (typeof applicationSections)[number];

export const stepOfSection = (section: ApplicationSection) => section.replaceAll('_', '-') as ApplicationStep;

// What a request for changes may reopen: the data sections, the identity check and the documents.
export const reopenableParts = [...applicationSections, identityPart, documentsPart] as const;
export type ReopenablePart = (typeof reopenableParts)[number];

// The data sections the promoter may still change (application-lifecycle.ts decides).
export const editableSections = (
  status: ApplicationStatus,
  reopened: readonly string[] | null,
): readonly ApplicationSection[] =>
  applicationSections.filter((section) => isPartOpen(status, reopened, section));

// --- field rules ---------------------------------------------------------------------------

// Every free-text field of a section is one line on the form (text-rule.ts). A normalised id stays
// text: `asText` says so to the API's document, which cannot see through a transform.
const asText = { type: 'string' } as const;
const personName = singleLineText(required).min(1, { message: 'validation.required' }).max(60);
const optionalName = singleLineText().max(60).nullish();
// A customer's CURP as every form and the API take it: trimmed, upper case, checked part by part.
export const curpSchema = z
  .string(required)
  .trim()
  .min(1, { message: 'validation.required' })
  .transform(normalizeId)
  .superRefine((value, context) => {
    const problem = curpProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .meta(asText);
// A Mexican mobile number, kept as its 10 digits.
export const mobileSchema = z
  .string(required)
  .transform((value, context) => {
    const normalized = normalizeMobile(value);
    if (normalized) return normalized;
    context.addIssue({ code: 'custom', message: 'validation.phone_format' });
    return z.NEVER;
  })
  .meta(asText);
const email = z.string(required).trim().toLowerCase().email({ message: 'validation.email_invalid' }).max(254);
const id = singleLineText(required).min(1, { message: 'validation.required' }).max(64);
// Loans and pay in applications stay below 10 million pesos.
const pesos = pesosUpTo(10_000_000);

export const maritalStatuses = ['single', 'married', 'free_union', 'divorced', 'widowed'] as const;
export const educationLevels = [
  'none',
  'primary',
  'secondary',
  'high_school',
  'technical',
  'bachelor',
  'postgraduate',
] as const;
export const housingTypes = ['owned', 'mortgaged', 'rented', 'family', 'other'] as const;
export const relationships = [
  'parent',
  'sibling',
  'spouse',
  'child',
  'other_relative',
  'friend',
  'coworker',
] as const;
export const loanPurposes = [
  'debt_consolidation',
  'home_improvement',
  'education',
  'health',
  'business',
  'personal',
  'other',
] as const;

export const preSolicitudSchema = z.strictObject({
  first_name: personName,
  last_name: personName,
  second_last_name: optionalName,
  curp: curpSchema,
  mobile: mobileSchema,
  email,
  // The customer agrees to be contacted about this application (recorded with the draft).
  contact_consent: z.literal(true, { message: 'validation.consent_required' }),
});

const branchSectionSchema = z.strictObject({ branch: id });
const convenioSectionSchema = z.strictObject({ affiliate: id });
export const productoSectionSchema = z.strictObject({
  product: id,
  term: z.number(required).int().min(1).max(520),
  amount: pesos.refine((value) => value > 0, { message: 'validation.amount_positive' }),
});

export const datosGeneralesSchema = z
  .strictObject({
    first_name: personName,
    last_name: personName,
    second_last_name: optionalName,
    birth_date: isoDate,
    sex: z.enum(['H', 'M'], { message: 'validation.sex_invalid' }),
    nationality: z
      .string(required)
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { message: 'validation.country_unknown' }),
    curp: curpSchema,
    // Empty is missing, not malformed: the promoter is told to fill it in.
    rfc: z
      .string(required)
      .trim()
      .min(1, { message: 'validation.required' })
      .transform(normalizeId)
      .refine(isRfcFormat, { message: 'validation.rfc_invalid' })
      .meta(asText),
    identification_type: singleLineText(required).min(1).max(40),
    identification_number: singleLineText(required).min(1).max(40),
    marital_status: z.enum(maritalStatuses, chosen),
    // The identification file's questions (kyc-file.ts).
    ...kycGeneralShape,
  })
  .superRefine((data, context) => {
    checkThirdParty(data, context);
    // The CURP states the birth date and sex; they must agree with the form (docs/domain-rules.md).
    if (!isValidCurp(data.curp)) return;
    const facts = curpFacts(data.curp);
    if (facts.birthDate !== data.birth_date) {
      context.addIssue({
        code: 'custom',
        path: ['birth_date'],
        message: 'validation.curp_birth_date_mismatch',
      });
    }
    if (facts.sex !== data.sex) {
      context.addIssue({ code: 'custom', path: ['sex'], message: 'validation.curp_sex_mismatch' });
    }
  });

export const datosGenerales2Schema = z.strictObject({
  dependants: z.number(required).int().min(0).max(30),
  education: z.enum(educationLevels, chosen),
  housing: z.enum(housingTypes, chosen),
  email,
  mobile: mobileSchema,
  home_phone: z
    .string()
    .nullish()
    .transform((value, context) => {
      if (!value?.trim()) return null;
      const normalized = normalizeMobile(value);
      if (!normalized) context.addIssue({ code: 'custom', message: 'validation.phone_format' });
      return normalized;
    }),
});

export const domicilioSchema = z.strictObject({
  zip: postalCodeSchema,
  settlement: singleLineText(required).min(1, { message: 'validation.required' }).max(120),
  street: singleLineText(required).min(1, { message: 'validation.required' }).max(120),
  exterior_number: singleLineText(required).min(1, { message: 'validation.required' }).max(20),
  interior_number: singleLineText().max(20).nullish(),
  years_at_address: z.number(required).int().min(0).max(99),
});

export const datosLaboralesSchema = z
  .strictObject({
    employee_number: singleLineText(required).min(1, { message: 'validation.required' }).max(30),
    position: singleLineText(required).min(1, { message: 'validation.required' }).max(80),
    start_date: isoDate,
    net_pay: pesos.refine((value) => value > 0, { message: 'validation.amount_positive' }),
    existing_deductions: pesos.default(0),
    bank: z.string(required).regex(/^\d{3}$/, { message: 'validation.bank_unknown' }),
    clabe: z
      .string(required)
      .trim()
      .min(1, { message: 'validation.required' })
      .transform((value) => value.replace(/\s/g, ''))
      .refine(isValidClabe, { message: 'validation.clabe_invalid' })
      .meta(asText),
    // The identification file's questions (kyc-file.ts).
    ...kycWorkShape,
    // The outside loans this one pays off (a buy-out, buyout.ts); their deductions are part of
    // existing_deductions.
    payoffs: payoffsSchema,
  })
  .superRefine((data, context) => {
    checkResourceSource(data, context);
    if (isValidClabe(data.clabe) && !data.clabe.startsWith(data.bank)) {
      context.addIssue({ code: 'custom', path: ['clabe'], message: 'validation.clabe_bank_mismatch' });
    }
    // Impossible, not merely unusual: a job that starts in the future, deductions above the pay.
    if (data.start_date > todayInMexico()) {
      context.addIssue({ code: 'custom', path: ['start_date'], message: 'validation.start_date_future' });
    }
    if (data.existing_deductions > data.net_pay) {
      context.addIssue({
        code: 'custom',
        path: ['existing_deductions'],
        message: 'validation.deductions_exceed_pay',
      });
    }
    if (!payoffDeductionsFit(data.existing_deductions, data.payoffs)) {
      for (const index of data.payoffs.keys())
        context.addIssue({
          code: 'custom',
          path: ['payoffs', index, 'deduction'],
          message: 'validation.payoff_deductions_exceed',
        });
    }
  });

const reference = z.strictObject({
  name: singleLineText(required)
    .min(1, { message: 'validation.required' })
    .min(3, { message: 'validation.reference_name_short' })
    .max(120),
  phone: mobileSchema,
  relationship: z.enum(relationships, chosen),
});

export const referenciasSchema = z
  .strictObject({
    references: z.array(reference).min(2, { message: 'validation.references_minimum' }).max(5),
  })
  .superRefine((data, context) => {
    const seen = new Set<string>();
    data.references.forEach((item, index) => {
      if (seen.has(item.phone)) {
        context.addIssue({
          code: 'custom',
          path: ['references', index, 'phone'],
          message: 'validation.reference_phone_repeated',
        });
      }
      seen.add(item.phone);
    });
  });

/** The references (by position) whose phone is the customer's own mobile, as the pre-solicitud or
 * Datos generales 2 give it: a reference is someone else. Both the step's form and the server ask. */
export function referencesWithCustomerPhone(
  references: readonly { phone: string }[],
  customerMobiles: readonly (string | null | undefined)[],
) {
  const own = new Set(customerMobiles.flatMap((mobile) => normalizeMobile(mobile ?? '') ?? []));
  return references.flatMap((reference, index) =>
    own.has(normalizeMobile(reference.phone) ?? '') ? [index] : [],
  );
}

export const datosDeSolicitudSchema = z.strictObject({
  purpose: z.enum(loanPurposes, chosen),
  // The promoter confirms with the customer the amount and term chosen in producto.
  amount_confirmed: z.literal(true, { message: 'validation.confirmation_required' }),
});

/** Whether a job could have started on `startDate` for someone born on `birthDate`: Mexican law
 * lets people work from the age of 15. */
export const startsOfWorkingAge = (startDate: string, birthDate: string) =>
  startDate >= `${Number(birthDate.slice(0, 4)) + 15}${birthDate.slice(4)}`;

export const sectionSchemas = {
  pre_solicitud: preSolicitudSchema,
  branch: branchSectionSchema,
  convenio: convenioSectionSchema,
  producto: productoSectionSchema,
  datos_generales: datosGeneralesSchema,
  datos_generales_2: datosGenerales2Schema,
  domicilio: domicilioSchema,
  datos_laborales: datosLaboralesSchema,
  referencias: referenciasSchema,
  datos_de_solicitud: datosDeSolicitudSchema,
} satisfies Record<ApplicationSection, z.ZodType>;

export type ApplicationData = { [K in ApplicationSection]?: z.output<(typeof sectionSchemas)[K]> };

/** The customer's mobile and e-mail as the application holds them (Datos generales 2, else the
 * pre-solicitud): where the signing code and the shared links go. */
export function customerContactOf(application: { data: Record<string, unknown> }) {
  const data = application.data as ApplicationData;
  return {
    mobile: data.datos_generales_2?.mobile ?? data.pre_solicitud?.mobile ?? null,
    email: data.datos_generales_2?.email ?? data.pre_solicitud?.email ?? null,
  };
}
