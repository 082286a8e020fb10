import { z } from 'zod';
import { catalogListQuerySchema } from './catalog-lists.js';
import { checklistInputSchema, checklistItemSchema } from './decision-record.js';
import { documentTypeCodes } from './document-types.js';
import {
  moratorioRateLimit,
  productContractTermsOutput,
  productContractTermsSchema,
} from './lender-profile.js';
import { pesosSchema } from './money.js';
import {
  defaultPayrollCalendar,
  payrollCalendarFor,
  payrollCalendarInputSchema,
  payrollCalendarSchema,
} from './payroll-calendar.js';
import { postalCodeSchema } from './postal-codes.js';
import { required, requiredOfType } from './schema-errors.js';
import { singleLineText } from './text-rule.js';

// Payroll frequencies a convenio pays on, and so the frequency of its products' payments.
// biweekly is quincenal (the 15th and the month's end); fortnightly is catorcenal (every 14 days,
// 26 a year: IMSS and many federal payrolls).
export const payrollFrequencies = ['weekly', 'fortnightly', 'biweekly', 'monthly'] as const;
export type PayrollFrequency = (typeof payrollFrequencies)[number];

// Day-count basis of the period rate (docs/domain-rules.md, Products and convenios).
export const rateBases = ['periods', 'days360'] as const;
export type RateBasis = (typeof rateBases)[number];

// Catalogue codes are the operator's natural keys: an import finds existing rows by them.
const catalogCodeSchema = z
  .string(required)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9_-]{1,39}$/, { message: 'validation.catalog_code_format' });

// Names and addresses are one line each (text-rule.ts).
const name = singleLineText(required).min(2).max(120);

const money = pesosSchema;

// Rates are fractions: 0.58 is 58 % a year. The highest each may be (screens show them as
// percentages: 500 %, 20 %, 100 %, 1000 %).
export const fractionLimits = {
  annual_rate: 5,
  commission_rate: 0.2,
  max_deduction_share: 1,
  renewal_min_paid_share: 1,
  moratorio_rate: moratorioRateLimit,
} as const;

const fraction = (max: number) =>
  z
    .number(requiredOfType)
    .finite()
    .min(0, { message: 'validation.rate_range' })
    .max(max, { message: 'validation.rate_range' });

const documentTypeList = z
  .array(z.enum(documentTypeCodes, { message: 'validation.document_type_unknown' }))
  .max(documentTypeCodes.length)
  .transform((codes) => [...new Set(codes)]);

// A term is a number of payments: 520 is ten years of weekly payments.
const termLimits = { min: 1, max: 520 } as const;
const termSchema = z
  .number(requiredOfType)
  .int({ message: 'validation.whole_number' })
  .min(termLimits.min, { message: 'validation.term_range' })
  .max(termLimits.max, { message: 'validation.term_range' });

export const branchInputSchema = z.strictObject({
  code: catalogCodeSchema,
  name,
  street: singleLineText(required).min(2).max(120),
  exterior_number: singleLineText(required).min(1).max(20),
  interior_number: singleLineText().max(20).nullish(),
  zip: postalCodeSchema,
  // The settlement must be one of the postal code's; municipality and state come from the catalogue.
  settlement: singleLineText(required).min(2).max(120),
  phone: z
    .string(required)
    .trim()
    .regex(/^\d{10}$/, { message: 'validation.phone_format' }),
  affiliates: z.array(catalogCodeSchema).max(200).default([]),
  active: z.boolean().default(true),
});
export type BranchInput = z.output<typeof branchInputSchema>;

const calendarPaths = new Set(['frequency', 'payroll_calendar']);

export const affiliateInputSchema = z
  .strictObject({
    code: catalogCodeSchema,
    name,
    employer: name,
    frequency: z.enum(payrollFrequencies, { message: 'validation.frequency_unknown' }),
    max_deduction_share: z
      .number(requiredOfType)
      .finite()
      .gt(0, { message: 'validation.share_range' })
      .max(fractionLimits.max_deduction_share, { message: 'validation.share_range' }),
    // The payroll calendar; what the frequency needs and is not given gets docs/domain-rules.md's default,
    // except a catorcenal reference payday.
    payroll_calendar: payrollCalendarInputSchema.nullish(),
    products: z.array(catalogCodeSchema).max(200).default([]),
    required_document_types: documentTypeList.default([]),
    active: z.boolean().default(true),
  })
  .superRefine(
    (affiliate, context) => {
      const resolved = payrollCalendarFor(affiliate.frequency, affiliate.payroll_calendar);
      if ('field' in resolved)
        context.addIssue({
          code: 'custom',
          path: ['payroll_calendar', resolved.field],
          message: resolved.message,
        });
    },
    // Also when another field is missing (Zod would skip the check), so that one refusal names
    // every field to fix, the catorcenal reference payday too; not when the frequency or the
    // calendar is itself unreadable, nor when the body is not an object at all (an issue at the root).
    {
      when: ({ issues }) =>
        !issues.some(
          (issue) =>
            issue.continue !== true && (!issue.path?.length || calendarPaths.has(String(issue.path[0]))),
        ),
    },
  )
  .transform((affiliate) => {
    const resolved = payrollCalendarFor(affiliate.frequency, affiliate.payroll_calendar);
    return {
      ...affiliate,
      payroll_calendar:
        'calendar' in resolved ? resolved.calendar : defaultPayrollCalendar(affiliate.frequency),
    };
  });
export type AffiliateInput = z.output<typeof affiliateInputSchema>;

// A term may carry its own annual rate; every other term uses the product's.
const termRatesSchema = z
  .record(z.string().regex(/^\d{1,3}$/), fraction(fractionLimits.annual_rate))
  .default({});

export const productInputSchema = z
  .strictObject({
    code: catalogCodeSchema,
    name,
    name_en: name.nullish(),
    frequency: z.enum(payrollFrequencies, { message: 'validation.frequency_unknown' }),
    annual_rate: fraction(fractionLimits.annual_rate),
    rate_basis: z.enum(rateBases, { message: 'validation.rate_basis_unknown' }),
    iva_on_interest: z.boolean().default(true),
    commission_rate: fraction(fractionLimits.commission_rate),
    insurance_per_period: money.default(0),
    min_amount: money.refine((value) => value > 0, { message: 'validation.amount_positive' }),
    max_amount: money,
    terms: z
      .array(termSchema)
      .min(1, { message: 'validation.terms_required' })
      .max(60)
      .transform((terms) => [...new Set(terms)].sort((a, b) => a - b)),
    term_rates: termRatesSchema,
    required_document_types: documentTypeList.default([]),
    // What the reviewer ticks before deciding (issue 34); absent: left as it is (a catalogue
    // import keeps the list the administrator wrote).
    checklist: checklistInputSchema.optional(),
    active: z.boolean().default(true),
    // The oldest a customer may be at the last payment, in years (null: no limit). Beyond it the
    // desk sees the age_at_end signal (desk-signals.ts); nothing is refused.
    max_age_at_end: z
      .number({ message: 'validation.whole_number' })
      .int({ message: 'validation.whole_number' })
      .min(18, { message: 'validation.age_limit_range' })
      .max(120, { message: 'validation.age_limit_range' })
      .nullish(),
    // The share of a current loan's amount paid before it may be renewed (issue 36): 0 (any time)
    // unless given.
    renewal_min_paid_share: fraction(fractionLimits.renewal_min_paid_share).default(0),
    // What its contract states beyond the figures (lender-profile.ts).
    ...productContractTermsSchema.shape,
  })
  .superRefine((product, context) => {
    if (product.max_amount < product.min_amount) {
      context.addIssue({ code: 'custom', path: ['max_amount'], message: 'validation.amount_order' });
    }
    for (const term of Object.keys(product.term_rates)) {
      if (!product.terms.includes(Number(term))) {
        context.addIssue({
          code: 'custom',
          path: ['term_rates', term],
          message: 'validation.term_not_offered',
        });
      }
    }
  });
export type ProductInput = z.output<typeof productInputSchema>;

// PATCH: any subset of the fields; the server merges it with the stored record and re-checks the
// whole, so cross-field rules (min ≤ max, a convenio's products share its frequency) still hold.
export const catalogPatchSchema = z.record(z.string(), z.unknown());

export const catalogReferenceSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });

export const branchSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  street: z.string(),
  exterior_number: z.string(),
  interior_number: z.string().nullable(),
  zip: z.string(),
  settlement: z.string(),
  municipality: z.string(),
  state: z.string(),
  phone: z.string(),
  affiliates: z.array(catalogReferenceSchema),
  active: z.boolean(),
});
export type Branch = z.infer<typeof branchSchema>;

export const affiliateSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  employer: z.string(),
  frequency: z.enum(payrollFrequencies),
  max_deduction_share: z.number(),
  payroll_calendar: payrollCalendarSchema,
  products: z.array(catalogReferenceSchema),
  required_document_types: z.array(z.string()),
  active: z.boolean(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;

export const productSchema = z.object({
  id: z.string(),
  code: z.string(),
  // In the request's language; name_en is the English name as stored (null: the Spanish one).
  name: z.string(),
  name_en: z.string().nullable(),
  frequency: z.enum(payrollFrequencies),
  annual_rate: z.number(),
  rate_basis: z.enum(rateBases),
  iva_on_interest: z.boolean(),
  commission_rate: z.number(),
  insurance_per_period: z.number(),
  min_amount: z.number(),
  max_amount: z.number(),
  terms: z.array(z.number()),
  term_rates: z.record(z.string(), z.number()),
  required_document_types: z.array(z.string()),
  checklist: z.array(checklistItemSchema),
  active: z.boolean(),
  max_age_at_end: z.number().nullable(),
  renewal_min_paid_share: z.number(),
  ...productContractTermsOutput,
});
export type Product = z.infer<typeof productSchema>;

export const productOptionSchema = z.object({
  product: z.string(),
  term: z.number(),
  frequency: z.enum(payrollFrequencies),
  annual_rate: z.number(),
  rate_basis: z.enum(rateBases),
  iva_on_interest: z.boolean(),
  commission_rate: z.number(),
  insurance_per_period: z.number(),
  min_amount: z.number(),
  max_amount: z.number(),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

// One option per allowed term: the product's terms with the rate that applies to each.
export function productOptions(product: Product): ProductOption[] {
  return product.terms.map((term) => ({
    product: product.id,
    term,
    frequency: product.frequency,
    annual_rate: product.term_rates[String(term)] ?? product.annual_rate,
    rate_basis: product.rate_basis,
    iva_on_interest: product.iva_on_interest,
    commission_rate: product.commission_rate,
    insurance_per_period: product.insurance_per_period,
    min_amount: product.min_amount,
    max_amount: product.max_amount,
  }));
}

const idFilter = z.string().trim().max(64).optional();
const frequencyFilter = z.enum(payrollFrequencies, { message: 'validation.frequency_unknown' }).optional();

// Admins may list deactivated entries too, to find and reactivate them.
const lenderListQuerySchema = catalogListQuerySchema.extend({
  include_inactive: z.enum(['true', 'false']).optional(),
});
export type LenderListQuery = z.output<typeof lenderListQuerySchema>;

export const branchListQuerySchema = lenderListQuerySchema.extend({ affiliate: idFilter });
export const affiliateListQuerySchema = lenderListQuerySchema.extend({
  branch: idFilter,
  frequency: frequencyFilter,
});
export const productListQuerySchema = lenderListQuerySchema.extend({
  affiliate: idFilter,
  frequency: frequencyFilter,
});
