import { z } from 'zod';
import { required } from './schema-errors.js';
import { singleLineText } from './text-rule.js';

// The lender as its contracts present it (issue 31): who it is, where a customer complains (its
// Unidad Especializada de Atención a Usuarios, UNE, and CONDUSEF), how statements reach the
// customer, and who signs for it. One record per installation, kept by an administrator; every
// document of the contract set reads it, and outside the demo no contract is made while a field a
// document prints is empty (409 lender_profile_incomplete, naming the fields).

const line = (max: number) => singleLineText(required).min(1).max(max);
const phone = singleLineText(required)
  .min(8)
  .max(40)
  .regex(/^[\d +()-]+$/, { message: 'validation.phone_format' });

// CONDUSEF's public contact as the lender may print it; an administrator may change it should
// CONDUSEF change it (a lender cannot leave it out).
export const condusefDefaults = { phone: '55 5340 0999', web: 'www.condusef.gob.mx' } as const;

export const lenderProfileInputSchema = z.strictObject({
  legal_name: line(160),
  // A company's RFC (12 characters) or a person's (13).
  rfc: singleLineText(required)
    .toUpperCase()
    .regex(/^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/, { message: 'validation.rfc_format' }),
  address: line(240),
  web_address: line(120),
  une: z.strictObject({
    address: line(240),
    phone,
    email: singleLineText(required).email({ message: 'validation.email_format' }).max(120),
  }),
  condusef: z.strictObject({ phone, web: line(120) }).default({ ...condusefDefaults }),
  // How the customer receives statements ("Estado de cuenta mensual por correo electrónico…").
  statement_delivery: line(400),
  // Who signs the contracts for the lender.
  signatory: z.strictObject({ name: line(120), position: line(120) }),
});
export type LenderProfileInput = z.output<typeof lenderProfileInputSchema>;

export const lenderProfileSchema = lenderProfileInputSchema.extend({
  // The paths of the fields a document prints that are still empty ("une.phone"); [] when complete.
  missing: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type LenderProfile = z.infer<typeof lenderProfileSchema>;

export const pagareModes = ['electronic', 'paper'] as const;
export type PagareMode = (typeof pagareModes)[number];

/** A commission other than opening, as the carátula lists it ("Pago tardío", "$250.00 más IVA por evento"). */
export const otherCommissionSchema = z.strictObject({ concept: line(120), amount: line(160) });

/** What a product's contract states beyond its figures; kept with the product. */
export const productContractTermsSchema = z.strictObject({
  // The contract's number in CONDUSEF's Registro de Contratos de Adhesión (RECA).
  reca_number: line(80),
  // Late-payment (moratorio) interest, an annual fraction like the ordinary rate.
  moratorio_rate: z.number().finite().min(0).max(10),
  other_commissions: z.array(otherCommissionSchema).max(20).default([]),
  // When the product carries insurance: who insures and under which policy.
  insurer: line(160).nullish(),
  policy_number: line(80).nullish(),
  pagare_mode: z.enum(pagareModes).default('electronic'),
});
export type ProductContractTerms = z.output<typeof productContractTermsSchema>;

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
