import { z } from 'zod';
import { required, requiredOfType } from './schema-errors.js';
import { singleLineText } from './text-rule.js';

// The lender as its contracts present it (issue 31): who it is, where a customer complains (its
// Unidad Especializada de Atención a Usuarios, UNE, and CONDUSEF), how statements reach the
// customer, and who signs for it. One record per installation, kept by an administrator; every
// document of the contract set reads it, and no contract is made while a field a document prints
// is empty (409 lender_profile_incomplete, naming the fields; docs/architecture.md, The lender
// profile).

// An empty field reads "required", whatever other rule it would also break.
const given = () => singleLineText(required).min(1, { message: 'validation.required', abort: true });
const line = (max: number) => given().max(max);
const phone = given()
  .min(8)
  .max(40)
  .regex(/^[\d +()-]+$/, { message: 'validation.contact_phone_format' });

// CONDUSEF's public contact as the lender may print it; an administrator may change it should
// CONDUSEF change it (a lender cannot leave it out). The number and address as CONDUSEF itself
// gave them in its acuerdo of August 2020 (DOF; "Atención Técnico Jurídica ... 55 53 400 999 ...
// https://www.condusef.gob.mx"), the number written as CONDUSEF writes it.
export const condusefDefaults = { phone: '55 53 400 999', web: 'www.condusef.gob.mx' } as const;

export const lenderProfileInputSchema = z.strictObject({
  legal_name: line(160),
  // A company's RFC (12 characters) or a person's (13).
  rfc: given()
    .toUpperCase()
    .regex(/^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/, { message: 'validation.rfc_invalid' }),
  address: line(240),
  web_address: line(120),
  une: z.strictObject({
    address: line(240),
    phone,
    email: given().email({ message: 'validation.email_invalid' }).max(120),
  }),
  condusef: z.strictObject({ phone, web: line(120) }).default({ ...condusefDefaults }),
  // How the customer receives statements ("Estado de cuenta mensual por correo electrónico…").
  statement_delivery: line(400),
  // Who signs the contracts for the lender.
  signatory: z.strictObject({ name: line(120), position: line(120) }),
});
export type LenderProfileInput = z.output<typeof lenderProfileInputSchema>;

/** Every field of the profile by its path ("une.phone"): all of them are printed by a document. */
export const lenderProfileFields = [
  'legal_name',
  'rfc',
  'address',
  'web_address',
  'une.address',
  'une.phone',
  'une.email',
  'condusef.phone',
  'condusef.web',
  'statement_delivery',
  'signatory.name',
  'signatory.position',
] as const;
export type LenderProfileField = (typeof lenderProfileFields)[number];

// The profile as it stands, every field text: "" where nothing is given yet (before an
// administrator first saves it, only what the LENDER_* settings and CONDUSEF's defaults give).
const text = z.string();
export const lenderProfileSchema = z.object({
  legal_name: text,
  rfc: text,
  address: text,
  web_address: text,
  une: z.object({ address: text, phone: text, email: text }),
  condusef: z.object({ phone: text, web: text }),
  statement_delivery: text,
  signatory: z.object({ name: text, position: text }),
  // The paths of the fields still empty ("une.phone"); [] when complete.
  missing: z.array(z.enum(lenderProfileFields)),
  // null: never saved (what is shown are the first-start defaults).
  updated_at: z.string().nullable(),
});
export type LenderProfile = z.infer<typeof lenderProfileSchema>;
export type LenderProfileDraft = Omit<LenderProfile, 'missing' | 'updated_at'>;

const valueAt = (profile: LenderProfileDraft, field: LenderProfileField) =>
  field.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], profile);

/** The fields of a profile that are still empty, in the form's order. */
export const missingProfileFields = (profile: LenderProfileDraft): LenderProfileField[] =>
  lenderProfileFields.filter((field) => String(valueAt(profile, field) ?? '').trim() === '');

export const pagareModes = ['electronic', 'paper'] as const;
export type PagareMode = (typeof pagareModes)[number];

// The highest late-payment rate a product may state, as a fraction (1000 % a year).
export const moratorioRateLimit = 10;

/** A commission other than opening, as the carátula lists it ("Pago tardío", "$250.00 más IVA por evento"). */
const otherCommissionSchema = z.strictObject({ concept: line(120), amount: line(160) });
export type OtherCommission = z.output<typeof otherCommissionSchema>;

/**
 * What a product's contract states beyond its figures; kept with the product. A product may be
 * saved before its contract is registered: the RECA number and the moratorio rate may wait (null),
 * but no contract is made for it until they are given (nor, when it carries insurance, until its
 * insurer and policy are).
 */
export const productContractTermsSchema = z.strictObject({
  // The contract's number in CONDUSEF's Registro de Contratos de Adhesión (RECA).
  reca_number: line(80).nullish(),
  // Late-payment (moratorio) interest, an annual fraction like the ordinary rate.
  moratorio_rate: z
    .number(requiredOfType)
    .finite()
    .min(0, { message: 'validation.rate_range' })
    .max(moratorioRateLimit, { message: 'validation.rate_range' })
    .nullish(),
  other_commissions: z.array(otherCommissionSchema).max(20).default([]),
  // When the product carries insurance: who insures and under which policy.
  insurer: line(160).nullish(),
  policy_number: line(80).nullish(),
  pagare_mode: z.enum(pagareModes, { message: 'validation.choose' }).default('electronic'),
});

/** A product's contract terms as the API answers them (with the product). */
export const productContractTermsOutput = {
  reca_number: z.string().nullable(),
  moratorio_rate: z.number().nullable(),
  other_commissions: z.array(z.object({ concept: z.string(), amount: z.string() })),
  insurer: z.string().nullable(),
  policy_number: z.string().nullable(),
  pagare_mode: z.enum(pagareModes),
};

const productTermFields = ['reca_number', 'moratorio_rate', 'insurer', 'policy_number'] as const;
export type ProductTermField = (typeof productTermFields)[number];

/** The terms a contract of this product prints that are still missing: the insurer and policy
 * only when the product carries insurance. */
export function missingProductTerms(product: {
  reca_number: string | null;
  moratorio_rate: number | null;
  insurer: string | null;
  policy_number: string | null;
  insurance_per_period: number;
}): ProductTermField[] {
  const insured = product.insurance_per_period > 0;
  return productTermFields.filter((field) => {
    if (!insured && (field === 'insurer' || field === 'policy_number')) return false;
    const value = product[field];
    return value === null || String(value).trim() === '';
  });
}

/** The lender as a contract document prints it (gathered by the API from the profile). */
export interface LenderFacts {
  name: string;
  legalName: string;
  rfc: string;
  address: string;
  web: string;
  une: { address: string; phone: string; email: string };
  condusef: { phone: string; web: string };
  statementDelivery: string;
  signatory: { name: string; position: string };
}

/** A product's contract terms as a document prints them. */
export interface ContractTermsFacts {
  reca: string;
  moratorioRate: number;
  otherCommissions: { concept: string; amount: string }[];
  insurance: { insurer: string; policy: string } | null;
  pagareMode: PagareMode;
}
