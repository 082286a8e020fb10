import {
  type ApplicationData,
  type ApplicationSection,
  type ApplicationStep,
  applicationSections,
  applicationSteps,
  sectionSchemas,
  startsOfWorkingAge,
  stepOfSection,
} from '@origina/domain/application-sections';
import { todayInMexico } from '@origina/domain/calendar-date';
import { documentTypes } from '@origina/domain/document-types';
import { isValidIdentificationNumber } from '@origina/domain/identification-types';
import { loanInputProblems, simulate } from '@origina/domain/simulations';
import { folded } from '@origina/domain/text-search';
import { clabe } from 'clabe-validator';
import { and, desc, eq } from 'drizzle-orm';
import isoCountries from 'i18n-iso-countries';
import type { Executor } from '../../db/client.js';
import {
  affiliateProducts,
  applicationDocuments,
  biometricCaptures,
  biometricValidations,
  branchAffiliates,
  postalSettlements,
} from '../../db/schema.js';
import type { MessageKey, MessageParams } from '../../i18n/messages.js';
import { fieldErrorsOf } from '../../plugins/errors.js';
import { findAffiliateRow, findBranchRow, requiredDocumentCodes } from '../catalogs/lender-catalog.js';
import { calendarOfAffiliate } from './affiliate-calendar.js';
import { capacityProblem } from './capacity-problem.js';
import { loanOptionOf } from './loan-option.js';
import { type LoanNames, otherLoansOf } from './other-loans.js';

/** A problem with a section: the field (dotted path, or null for the whole step) and a message key. */
export interface SectionProblem {
  field: string | null;
  key: MessageKey;
  // The values the message names (amounts, formatted as pesos the same in both languages; other
  // loans, named in the reader's language).
  params?: MessageParams;
}

const problem = (field: string | null, key: MessageKey, params?: MessageParams): SectionProblem[] => [
  params ? { field, key, params } : { field, key },
];

/** The day and the application a loan is weighed for. */
export interface LoanScope {
  /** The contract date the figures assume: as if signed today. */
  today: string;
  /** The application: its customer's other loans and applications in flight with the lender count
   * against the capacity (never itself). Left out, the loan is weighed alone (a step being saved). */
  applicationId?: string | undefined;
  /** Whose other loans the answer names by folio; left out, none (the others still count). */
  names?: LoanNames | undefined;
  /** Days the contract would stay valid (the lender's setting; DOMAIN.md's default without it). */
  validityDays?: number | undefined;
}

// The checks that need the database or other sections, run after a section's own schema: the
// catalogue references exist and fit together, the address exists, the CLABE's bank is known, the
// loan fits the product and the payroll capacity. Some sections also gain what the server knows
// (municipality and state of the address, the employer of the convenio).
export async function checkSection(
  executor: Executor,
  section: ApplicationSection,
  data: ApplicationData,
  scope: LoanScope = { today: todayInMexico() },
): Promise<{ problems: SectionProblem[]; value: Record<string, unknown> }> {
  const value = { ...(data[section] as Record<string, unknown>) };
  switch (section) {
    case 'branch': {
      const branch = await findBranchRow(executor, data.branch!.branch);
      return { problems: branch?.active ? [] : problem('branch', 'validation.unknown_reference'), value };
    }
    case 'convenio': {
      const affiliate = await findAffiliateRow(executor, data.convenio!.affiliate);
      if (!affiliate?.active)
        return { problems: problem('affiliate', 'validation.unknown_reference'), value };
      if (data.branch) {
        const served = await executor.query.branchAffiliates.findFirst({
          where: and(
            eq(branchAffiliates.branchId, data.branch.branch),
            eq(branchAffiliates.affiliateId, affiliate.id),
          ),
        });
        if (!served) return { problems: problem('affiliate', 'application.affiliate_not_at_branch'), value };
      }
      return { problems: [], value };
    }
    case 'producto':
      return { problems: await checkLoan(executor, data, scope), value };
    case 'datos_generales': {
      const general = data.datos_generales!;
      const problems: SectionProblem[] = [];
      if (!isoCountries.isValid(general.nationality))
        problems.push(...problem('nationality', 'validation.country_unknown'));
      if (!isValidIdentificationNumber(general.identification_type, general.identification_number)) {
        problems.push(...problem('identification_number', 'validation.identification_number_format'));
      }
      return { problems, value };
    }
    case 'domicilio': {
      const address = data.domicilio!;
      const settlements = await executor
        .select()
        .from(postalSettlements)
        .where(eq(postalSettlements.zip, address.zip));
      if (settlements.length === 0) return { problems: problem('zip', 'validation.zip_unknown'), value };
      const place = settlements.find((row) => folded(row.settlement) === folded(address.settlement));
      if (!place) return { problems: problem('settlement', 'validation.settlement_unknown'), value };
      return {
        problems: [],
        value: {
          ...value,
          settlement: place.settlement,
          municipality: place.municipality,
          state: place.state,
          city: place.city,
        },
      };
    }
    case 'datos_laborales': {
      const work = data.datos_laborales!;
      if (!clabe.banksMap[Number(work.bank)])
        return { problems: problem('bank', 'validation.bank_unknown'), value };
      const birthDate = data.datos_generales?.birth_date;
      if (birthDate && !startsOfWorkingAge(work.start_date, birthDate))
        return { problems: problem('start_date', 'validation.start_date_before_15'), value };
      const affiliate = data.convenio ? await findAffiliateRow(executor, data.convenio.affiliate) : undefined;
      return { problems: [], value: { ...value, employer: affiliate?.employer ?? null } };
    }
    case 'referencias': {
      const own = new Set([data.pre_solicitud?.mobile, data.datos_generales_2?.mobile].filter(Boolean));
      const problems = data.referencias!.references.flatMap((reference, index) =>
        own.has(reference.phone)
          ? problem(`references.${index}.phone`, 'application.reference_is_customer')
          : [],
      );
      return { problems, value };
    }
    default:
      return { problems: [], value };
  }
}

// The loan an application asks for, worked out again on the server from the stored product and
// convenio, dated on the convenio's payroll calendar as if the contract were made on `scope.today`:
// the option chosen (none when the term is not offered) and, with the payroll data and the
// convenio, the capacity, less the customer's other loans when the scope names the application.
export async function loanOf(executor: Executor, data: ApplicationData, scope: LoanScope) {
  const loan = data.producto;
  if (!loan) return null;
  const { row, option } = await loanOptionOf(executor, loan);
  const affiliate = data.convenio ? await findAffiliateRow(executor, data.convenio.affiliate) : undefined;
  const work = data.datos_laborales;
  const maxDeductionShare = affiliate ? Number(affiliate.maxDeductionShare) : null;
  const curp = data.datos_generales?.curp ?? data.pre_solicitud?.curp;
  // Only worth the query when there is a capacity to weigh them against.
  const otherLoans =
    scope.applicationId && curp && work?.net_pay != null && maxDeductionShare != null
      ? await otherLoansOf(executor, {
          curp,
          excludeApplicationId: scope.applicationId,
          today: scope.today,
          names: scope.names,
        })
      : [];
  const calendar = option ? calendarOfAffiliate(affiliate, option.frequency) : null;
  const outcome =
    option && calendar
      ? simulate({
          option,
          amount: loan.amount,
          contractDate: scope.today,
          calendar,
          validityDays: scope.validityDays,
          netPay: work?.net_pay,
          existingDeductions: work?.existing_deductions,
          maxDeductionShare,
          otherLoans,
        })
      : null;
  return { row, option, outcome, calendar };
}

// The product must be offered by the convenio, the term one of its options, the amount within its
// limits and, once the net pay is known, the payment within the payroll capacity.
async function checkLoan(
  executor: Executor,
  data: ApplicationData,
  scope: LoanScope,
): Promise<SectionProblem[]> {
  const loan = data.producto!;
  const { row, option, outcome } = (await loanOf(executor, data, scope))!;
  if (!row?.active) return problem('product', 'validation.unknown_reference');
  if (data.convenio) {
    const offered = await executor.query.affiliateProducts.findFirst({
      where: and(
        eq(affiliateProducts.affiliateId, data.convenio.affiliate),
        eq(affiliateProducts.productId, row.id),
      ),
    });
    if (!offered) return problem('product', 'simulation.product_not_offered');
  }
  if (!option) return problem('term', 'validation.term_not_offered');
  const limits = loanInputProblems(option, loan.amount);
  if (limits.amount) return problem('amount', limits.amount);
  const overCapacity = outcome && capacityProblem(outcome, option.frequency);
  return overCapacity ? problem('amount', overCapacity.key, overCapacity.params) : [];
}

/** What keeps an application from being submitted, step by step, in SPEC's order; the customer's
 * other loans named as `names` allows. */
export async function missingForSubmit(
  executor: Executor,
  applicationId: string,
  data: ApplicationData,
  { today, names }: { today: string; names: LoanNames },
) {
  const missing: { step: ApplicationStep; field: string | null; key: MessageKey; params?: MessageParams }[] =
    [];
  for (const section of applicationSections) {
    const step = stepOfSection(section);
    const stored = data[section];
    if (!stored) {
      missing.push({ step, field: null, key: 'application.step_incomplete' });
      continue;
    }
    // Catalogues and other sections may have changed since the step was saved: check it again.
    const parsed = sectionSchemas[section].safeParse(stripServerFields(section, stored));
    if (!parsed.success) {
      for (const [field, keys] of Object.entries(fieldErrorsOf(parsed.error.issues))) {
        missing.push({ step, field, key: keys[0]! });
      }
      continue;
    }
    // The customer's other loans and applications in flight count against the capacity here.
    const { problems } = await checkSection(
      executor,
      section,
      { ...data, [section]: parsed.data },
      { today, applicationId, names },
    );
    for (const item of problems) missing.push({ step, ...item });
  }
  if (!(await identitySubmitted(executor, applicationId))) {
    // In step order: before whatever is missing after the biometria step.
    const after = missing.findIndex(
      (item) => applicationSteps.indexOf(item.step) > applicationSteps.indexOf('biometria'),
    );
    missing.splice(after === -1 ? missing.length : after, 0, {
      step: 'biometria',
      field: null,
      key: 'application.identity_missing',
    });
  }
  for (const { type, have } of await missingDocuments(executor, applicationId, data)) {
    missing.push({
      step: 'datos-de-solicitud',
      field: `documents.${type.code}`,
      key: have === 0 ? 'application.document_missing_named' : 'application.document_needs_more',
      // Each missing document by its name, in the reader's language, and how many files it needs.
      params: {
        document: (language) => type.name[language],
        min: String(type.min_files),
        have: String(have),
      },
    });
  }
  return missing;
}

/** The identity check's photos the customer sent (any sent check of the application). */
export async function identityPhotoKinds(executor: Executor, applicationId: string) {
  const rows = await executor
    .select({ kind: biometricCaptures.kind })
    .from(biometricCaptures)
    .innerJoin(biometricValidations, eq(biometricValidations.id, biometricCaptures.validationId))
    .where(
      and(
        eq(biometricValidations.applicationId, applicationId),
        eq(biometricValidations.status, 'submitted'),
        eq(biometricCaptures.status, 'uploaded'),
      ),
    );
  return new Set(rows.map((row) => row.kind));
}

/**
 * Document types the convenio and product require with fewer uploaded files than they need; one
 * the identity check's photo stands for needs none once the customer has sent the photos.
 */
async function missingDocuments(executor: Executor, applicationId: string, data: ApplicationData) {
  const required = await requiredDocumentCodes(executor, {
    affiliate: data.convenio?.affiliate,
    product: data.producto?.product,
  });
  const uploaded = await executor
    .select({ type: applicationDocuments.documentType })
    .from(applicationDocuments)
    .where(
      and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.status, 'uploaded')),
    );
  const photos = await identityPhotoKinds(executor, applicationId);
  return documentTypes
    .filter((type) => required.has(type.code))
    .filter((type) => !(type.from_identity && photos.has(type.from_identity)))
    .map((type) => ({ type, have: uploaded.filter((row) => row.type === type.code).length }))
    .filter(({ type, have }) => have < type.min_files);
}

// Fields the server adds to a section are not the client's to send, so re-checks leave them out.
const serverFields: Partial<Record<ApplicationSection, string[]>> = {
  domicilio: ['municipality', 'state', 'city'],
  datos_laborales: ['employer'],
};
function stripServerFields(section: ApplicationSection, stored: unknown) {
  const copy = { ...(stored as Record<string, unknown>) };
  for (const field of serverFields[section] ?? []) delete copy[field];
  return copy;
}

/** The first step still to do (biometria waits for the identity issue), or the preview. */
export function nextStep(data: ApplicationData): ApplicationStep {
  const first = applicationSections.find((section) => !data[section]);
  return first ? stepOfSection(first) : 'vista-previa';
}

export const completedSteps = (data: ApplicationData) =>
  applicationSteps.filter((step) =>
    applicationSections.some((section) => stepOfSection(section) === step && data[section]),
  );

/** Whether the customer has sent their identity check (the latest link, submitted). */
/** The latest identity check's link status, 'none' when no link was ever issued. */
export async function identityLinkStatus(executor: Executor, applicationId: string) {
  const [latest] = await executor
    .select({ status: biometricValidations.status })
    .from(biometricValidations)
    .where(eq(biometricValidations.applicationId, applicationId))
    .orderBy(desc(biometricValidations.createdAt))
    .limit(1);
  return latest?.status ?? 'none';
}

export const identitySubmitted = async (executor: Executor, applicationId: string) =>
  (await identityLinkStatus(executor, applicationId)) === 'submitted';
