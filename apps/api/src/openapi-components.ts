import { managedUserSchema } from '@origina/domain/administration';
import { apiErrorSchema } from '@origina/domain/api-error';
import {
  applicationEventSchema,
  applicationRefusalSchema,
  applicationSchema,
  applicationSummarySchema,
  renewalRefusalSchema,
  submitProblemSchema,
} from '@origina/domain/application-api';
import { applicationStatuses } from '@origina/domain/application-lifecycle';
import {
  type ApplicationSection,
  applicationSections,
  applicationSteps,
  reopenableParts,
  sectionSchemas,
} from '@origina/domain/application-sections';
import { promoterSchema, userSchema } from '@origina/domain/auth';
import { bureauInquirySchema } from '@origina/domain/bureau-inquiry';
import { bankSchema, countrySchema } from '@origina/domain/catalog-lists';
import { contractDocumentSchema, contractSchema, pagareScanSchema } from '@origina/domain/contract-documents';
import { signatureLinkSchema } from '@origina/domain/contract-signature';
import { contractTemplateSchema } from '@origina/domain/contract-templates';
import { privacyNoticeSchema } from '@origina/domain/customer-consents';
import { applicationDocumentSchema, documentTypeSchema } from '@origina/domain/document-types';
import { captureKinds, identityValidationSchema } from '@origina/domain/identity-checks';
import {
  affiliateSchema,
  branchSchema,
  catalogReferenceSchema,
  payrollFrequencies,
  productOptionSchema,
  productSchema,
} from '@origina/domain/lender-catalog';
import { lenderProfileSchema } from '@origina/domain/lender-profile';
import { loanFiguresSchema } from '@origina/domain/loan-figures';
import { payoffSchema } from '@origina/domain/loan-payoff';
import { notificationSchema } from '@origina/domain/notifications';
import { renewableLoanSchema, renewableLoansSchema } from '@origina/domain/renewable-loans';
import { loanToDisburseSchema, reviewApplicationSchema, reviewQueueItemSchema } from '@origina/domain/review';
import { roles } from '@origina/domain/roles';
import { applicationScreeningSchema } from '@origina/domain/screening';
import { scheduleRowSchema, simulationSchema, simulationSummarySchema } from '@origina/domain/simulations';
import { z } from 'zod';

// The named schemas of the OpenAPI document (components/schemas): a generated client gets these
// names as its types. Each is registered by id in zod's global registry, which the zod provider
// turns into `$ref`s wherever the same schema object is used; openapi.ts also refers to a name
// wherever a schema of the same shape is written out again (an enum built afresh with its own
// error message, an error schema with its own description).

// What the server adds to a section when it saves it (modules/applications/section-checks.ts);
// optional, since a section saved before a field was added does not have it.
const serverFields: Partial<Record<ApplicationSection, z.ZodRawShape>> = {
  domicilio: {
    municipality: z.string().optional(),
    state: z.string().optional(),
    city: z.string().nullable().optional(),
  },
  datos_laborales: { employer: z.string().nullable().optional() },
};

/** What an application's `data` holds, section by section, as the server stores and answers it
 * (each section's schema as it comes out of validation, and what the server adds); the route
 * answers it as a plain record, and the contract suites check every answer against this. */
const applicationDataSchema = z.object(
  Object.fromEntries(
    applicationSections.map((section) => [
      section,
      sectionSchemas[section].safeExtend(serverFields[section] ?? {}).optional(),
    ]),
  ),
);

export const namedSchemas: [z.ZodType, string][] = [
  [apiErrorSchema, 'ApiError'],
  [applicationRefusalSchema, 'ApplicationRefusal'],
  [renewalRefusalSchema, 'RenewalRefusal'],
  [z.enum(applicationStatuses), 'ApplicationStatus'],
  [z.enum(applicationSteps), 'ApplicationStep'],
  [z.enum(reopenableParts), 'ReopenablePart'],
  [z.enum(roles), 'Role'],
  [z.enum(payrollFrequencies), 'PayrollFrequency'],
  [z.enum(captureKinds), 'CaptureKind'],
  [applicationDataSchema, 'ApplicationData'],
  [applicationSchema, 'Application'],
  [submitProblemSchema, 'SubmitProblem'],
  [applicationSummarySchema, 'ApplicationSummary'],
  [applicationEventSchema, 'ApplicationEvent'],
  [reviewApplicationSchema, 'ReviewApplication'],
  [reviewQueueItemSchema, 'ReviewQueueItem'],
  [applicationDocumentSchema, 'ApplicationDocument'],
  [documentTypeSchema, 'DocumentType'],
  [identityValidationSchema, 'IdentityValidation'],
  [applicationScreeningSchema, 'ApplicationScreening'],
  [bureauInquirySchema, 'BureauInquiry'],
  [contractSchema, 'Contract'],
  [contractDocumentSchema, 'ContractDocument'],
  [pagareScanSchema, 'PagareScan'],
  [signatureLinkSchema, 'SignatureLink'],
  [loanToDisburseSchema, 'LoanToDisburse'],
  [loanFiguresSchema, 'LoanFigures'],
  [payoffSchema, 'LoanPayoff'],
  [renewableLoanSchema, 'RenewableLoan'],
  [renewableLoansSchema, 'RenewableLoans'],
  [simulationSchema, 'Simulation'],
  [simulationSummarySchema, 'SimulationSummary'],
  [scheduleRowSchema, 'ScheduleRow'],
  [userSchema, 'User'],
  [promoterSchema, 'Promoter'],
  [managedUserSchema, 'ManagedUser'],
  [productSchema, 'Product'],
  [productOptionSchema, 'ProductOption'],
  [affiliateSchema, 'Affiliate'],
  [branchSchema, 'Branch'],
  [catalogReferenceSchema, 'CatalogReference'],
  [bankSchema, 'Bank'],
  [countrySchema, 'Country'],
  [notificationSchema, 'Notification'],
  [contractTemplateSchema, 'ContractTemplate'],
  [privacyNoticeSchema, 'PrivacyNotice'],
  [lenderProfileSchema, 'LenderProfile'],
];

/** Names that stand for another: the route answers `data` as a plain record, and the document
 * names what that record holds. */
export const aliasedSchemas: Record<string, string> = { StoredApplicationData: 'ApplicationData' };

/** Registers the names once per process (the registry is global; a module loaded again by a test
 * runner must not register its schemas twice). */
export function registerNamedSchemas() {
  const registry = z.globalRegistry;
  const entries: [z.ZodType, string][] = [
    ...namedSchemas,
    [applicationSchema.shape.data, 'StoredApplicationData'],
  ];
  for (const [schema, id] of entries) {
    const holder = registry._idmap.get(id);
    if (holder === schema) continue;
    if (holder) registry.remove(holder);
    registry.add(schema, { ...registry.get(schema), id });
  }
}
