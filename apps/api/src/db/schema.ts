import { applicationStatuses } from '@origina/domain/application-lifecycle';
import type {
  ContractDocumentType,
  ContractSetDocumentType,
  FrozenLoan,
  PagareScanStatus,
} from '@origina/domain/contract-documents';
import type { TemplatedDocumentType } from '@origina/domain/contract-templates';
import type { VoluntaryPurpose } from '@origina/domain/customer-consents';
import type { ChecklistItem, DecisionDetails } from '@origina/domain/decision-record';
import type { DeductionLayout } from '@origina/domain/deduction-layouts';
import { payrollFrequencies, rateBases } from '@origina/domain/lender-catalog';
import { type OtherCommission, type PagareMode, pagareModes } from '@origina/domain/lender-profile';
import type { SubmittedFigures } from '@origina/domain/loan-figures';
import type { NotificationKind } from '@origina/domain/notifications';
import type { RiskGrade } from '@origina/domain/risk-grade';
import { roles } from '@origina/domain/roles';
import type { StoredScreeningHit } from '@origina/domain/screening';
import type { ScreeningSource } from '@origina/domain/screening-match';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const userRole = pgEnum('user_role', roles);

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  role: userRole('role').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  photoUrl: text('photo_url'),
  language: text('language').notNull().default('es'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const promoterErpSequence = pgSequence('promoter_erp_seq', { startWith: 1001 });

export const promoters = pgTable('promoters', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  erpId: text('erp_id').notNull().unique(),
  mobileNumber: text('mobile_number'),
  // The branch the promoter works from (set by an administrator).
  branchId: uuid('branch_id').references((): AnyPgColumn => branches.id),
  createdAt: createdAt(),
});

// One family per sign-in; every rotation of its refresh token stays in the family, so replaying a
// used token can revoke all of them at once.
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (table) => [index('session_families_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

export const oneTimeSecretPurposes = ['email_verification', 'password_reset', 'invitation'] as const;
export type OneTimeSecretPurpose = (typeof oneTimeSecretPurposes)[number];

// Verification codes, reset links and invitation links. Only a keyed hash of the secret is kept.
export const oneTimeSecrets = pgTable(
  'one_time_secrets',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: oneTimeSecretPurposes }).notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('one_time_secrets_hash_idx').on(table.secretHash),
    index('one_time_secrets_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    // Files to attach, read from storage when the mail is sent (the outbox keeps only their keys).
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);

export interface MailAttachment {
  fileName: string;
  contentType: string;
  storageKey: string;
}

// Text messages wait here like mail in its outbox, when what causes them must not be lost (the
// signed copy's link): written in the same transaction, delivered with retries.
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey(),
    recipient: text('recipient').notNull(),
    textBody: text('text_body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_pending_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    ipAddress: text('ip_address'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [index('audit_log_entity_idx').on(table.entityType, table.entityId)],
);

// SEPOMEX / Correos de México postal-code catalogue: one row per settlement (colonia). A code
// usually covers several settlements; (state, municipality, settlement id) is unique.
export const postalSettlements = pgTable(
  'postal_settlements',
  {
    zip: text('zip').notNull(),
    settlement: text('settlement').notNull(),
    settlementType: text('settlement_type').notNull(),
    municipality: text('municipality').notNull(),
    state: text('state').notNull(),
    city: text('city'),
    zone: text('zone').notNull(),
    stateCode: text('state_code').notNull(),
    municipalityCode: text('municipality_code').notNull(),
    settlementId: text('settlement_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.stateCode, table.municipalityCode, table.settlementId] }),
    index('postal_settlements_zip_idx').on(table.zip),
  ],
);

// Which version of a reference catalogue is loaded, so a start imports it only once.
export const catalogImports = pgTable('catalog_imports', {
  catalog: text('catalog').primaryKey(),
  source: text('source').notNull(),
  rows: integer('rows').notNull(),
  sha256: text('sha256').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payrollFrequency = pgEnum('payroll_frequency', payrollFrequencies);
export const rateBasis = pgEnum('rate_basis', rateBases);
export const pagareMode = pgEnum('pagare_mode', pagareModes);

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
// Names and codes folded (no accents, lower case) at write time, so search works the same on
// PGlite and PostgreSQL without the unaccent extension.
const searchText = () => text('search_text').notNull();

// The lender's branches (sucursales). Rows are never deleted: deactivated ones leave the lists
// but applications that name them keep them.
export const branches = pgTable('branches', {
  id: uuid('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  exteriorNumber: text('exterior_number').notNull(),
  interiorNumber: text('interior_number'),
  zip: text('zip').notNull(),
  settlement: text('settlement').notNull(),
  municipality: text('municipality').notNull(),
  state: text('state').notNull(),
  phone: text('phone').notNull(),
  active: boolean('active').notNull().default(true),
  searchText: searchText(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Convenios: agreements with an employer whose payroll deducts the payments.
export const affiliates = pgTable('affiliates', {
  id: uuid('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  employer: text('employer').notNull(),
  frequency: payrollFrequency('frequency').notNull(),
  maxDeductionShare: numeric('max_deduction_share', { precision: 5, scale: 4 }).notNull(),
  // The payroll calendar (packages/domain/src/payroll-calendar.ts): the weekday of a weekly
  // payroll, a known payday of a catorcenal one, the days of the month of a quincenal or monthly
  // one (31: the last day), and the days before a payday a new deduction must reach the employer.
  paydayWeekday: integer('payday_weekday'),
  paydayReference: text('payday_reference'),
  paydayDays: integer('payday_days').array().notNull().default(sql`'{}'`),
  cutoffDays: integer('cutoff_days').notNull().default(10),
  requiredDocumentTypes: text('required_document_types').array().notNull().default(sql`'{}'`),
  active: boolean('active').notNull().default(true),
  searchText: searchText(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const products = pgTable('products', {
  id: uuid('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en'),
  frequency: payrollFrequency('frequency').notNull(),
  annualRate: numeric('annual_rate', { precision: 9, scale: 6 }).notNull(),
  rateBasis: rateBasis('rate_basis').notNull(),
  ivaOnInterest: boolean('iva_on_interest').notNull(),
  commissionRate: numeric('commission_rate', { precision: 7, scale: 6 }).notNull(),
  insurancePerPeriod: numeric('insurance_per_period', { precision: 12, scale: 2 }).notNull(),
  minAmount: numeric('min_amount', { precision: 12, scale: 2 }).notNull(),
  maxAmount: numeric('max_amount', { precision: 12, scale: 2 }).notNull(),
  terms: integer('terms').array().notNull(),
  termRates: jsonb('term_rates').$type<Record<string, number>>().notNull().default({}),
  requiredDocumentTypes: text('required_document_types').array().notNull().default(sql`'{}'`),
  active: boolean('active').notNull().default(true),
  // Its contract's terms (lender-profile.ts): null until given; no contract is made without them.
  recaNumber: text('reca_number'),
  moratorioRate: numeric('moratorio_rate', { precision: 9, scale: 6 }),
  otherCommissions: jsonb('other_commissions').$type<OtherCommission[]>().notNull().default([]),
  insurer: text('insurer'),
  policyNumber: text('policy_number'),
  pagareMode: pagareMode('pagare_mode').notNull().default('electronic'),
  // The oldest a customer may be at the loan's last payment (years); null: no limit. The desk sees
  // a signal beyond it (desk-signals.ts), nothing is refused.
  maxAgeAtEnd: integer('max_age_at_end'),
  // The share of a current loan's amount that must be paid before it may be renewed (issue 36):
  // 1 − payoff principal / amount, on the day the renewal starts; 0 lets any loan be renewed.
  renewalMinPaidShare: numeric('renewal_min_paid_share', { precision: 5, scale: 4 }).notNull().default('0'),
  // What the reviewer ticks before deciding (issue 34): items in Spanish and English, each with an
  // id that stays while its words are edited; a decision keeps the words it was taken with.
  checklist: jsonb('checklist').$type<ChecklistItem[]>().notNull().default([]),
  searchText: searchText(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// The lender as its contracts present it: one row per installation (`id` is always true), written
// by an administrator (or the demo's seed). A column is null until given.
export const lenderProfile = pgTable(
  'lender_profile',
  {
    id: boolean('id').primaryKey().default(true),
    legalName: text('legal_name'),
    rfc: text('rfc'),
    address: text('address'),
    webAddress: text('web_address'),
    uneAddress: text('une_address'),
    unePhone: text('une_phone'),
    uneEmail: text('une_email'),
    condusefPhone: text('condusef_phone'),
    condusefWeb: text('condusef_web'),
    statementDelivery: text('statement_delivery'),
    signatoryName: text('signatory_name'),
    signatoryPosition: text('signatory_position'),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (table) => [check('lender_profile_single_row', sql`${table.id}`)],
);

export const branchAffiliates = pgTable(
  'branch_affiliates',
  {
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
  },
  (table) => [
    primaryKey({ columns: [table.branchId, table.affiliateId] }),
    index('branch_affiliates_affiliate_idx').on(table.affiliateId),
  ],
);

export const affiliateProducts = pgTable(
  'affiliate_products',
  {
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
  },
  (table) => [
    primaryKey({ columns: [table.affiliateId, table.productId] }),
    index('affiliate_products_product_idx').on(table.productId),
  ],
);

// A promoter's saved loan simulations: the inputs, the product terms that applied and the
// results exactly as calculated then (the product may change later; the simulation does not).
export const simulations = pgTable(
  'simulations',
  {
    id: uuid('id').primaryKey(),
    promoterId: uuid('promoter_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    affiliateId: uuid('affiliate_id').references(() => affiliates.id),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    term: integer('term').notNull(),
    startDate: text('start_date').notNull(),
    netPay: numeric('net_pay', { precision: 12, scale: 2 }),
    existingDeductions: numeric('existing_deductions', { precision: 12, scale: 2 }),
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    searchText: searchText(),
    createdAt: createdAt(),
  },
  (table) => [index('simulations_promoter_created_idx').on(table.promoterId, table.createdAt)],
);

export const applicationStatus = pgEnum('application_status', applicationStatuses);
export const applicationFolioSequence = pgSequence('application_folio_seq', { startWith: 1 });

// A credit application. `data` holds each step's section as the server validated it; the columns
// beside it are copies for lists, filters and search. `version` is the ETag of optimistic
// concurrency: every change increments it.
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey(),
    folio: text('folio').notNull().unique(),
    promoterId: uuid('promoter_id')
      .notNull()
      .references(() => users.id),
    // Who held it before an admin reassigned it (issue 34): they never decide it either.
    formerPromoterIds: uuid('former_promoter_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: applicationStatus('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customerName: text('customer_name').notNull(),
    curp: text('curp').notNull(),
    mobile: text('mobile').notNull(),
    branchId: uuid('branch_id').references(() => branches.id),
    affiliateId: uuid('affiliate_id').references(() => affiliates.id),
    productId: uuid('product_id').references(() => products.id),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    term: integer('term'),
    searchText: searchText(),
    idempotencyKey: text('idempotency_key'),
    idempotencyHash: text('idempotency_hash'),
    // The last step save's Idempotency-Key and body hash: a retry whose answer the network lost
    // (a phone's queued save, issue 35) is answered with what it made, not refused as stale.
    lastSaveKey: text('last_save_key'),
    lastSaveHash: text('last_save_hash'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    // The credit desk: who took it, and which sections a changes request reopened.
    reviewerId: uuid('reviewer_id').references(() => users.id),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    reopenedSections: jsonb('reopened_sections').$type<string[]>(),
    // The loan's figures as they stood at the last submission, so the desk sees when a change of
    // the catalogue has moved them since.
    submittedFigures: jsonb('submitted_figures').$type<SubmittedFigures>(),
    // The saved simulation it was started from: its net pay and deductions prefill Datos laborales.
    simulationId: uuid('simulation_id').references(() => simulations.id, { onDelete: 'set null' }),
    // The disbursed loan this application renews (issue 36): it pays that loan off and hands the
    // customer the difference.
    renewsApplicationId: uuid('renews_application_id').references((): AnyPgColumn => applications.id),
    // A disbursed loan paid off by a renewal's disbursement ("Liquidado por renovación"): the day
    // and the renewal. Its status stays disbursed; it no longer counts as a deduction.
    settledOn: text('settled_on'),
    settledByApplicationId: uuid('settled_by_application_id').references((): AnyPgColumn => applications.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One renewal open per loan at a time (a cancelled or rejected one leaves room for another).
    uniqueIndex('applications_open_renewal_idx')
      .on(table.renewsApplicationId)
      .where(
        sql`${table.renewsApplicationId} is not null and ${table.status} not in ('cancelled', 'rejected')`,
      ),
    index('applications_promoter_updated_idx').on(table.promoterId, table.updatedAt),
    index('applications_review_queue_idx').on(table.status, table.submittedAt),
    index('applications_status_idx').on(table.status),
    // A customer's other loans and applications count against the payroll capacity (by CURP).
    index('applications_curp_idx').on(table.curp),
    // The desk's signals: a customer's applications newest first, and the same CLABE, mobile or
    // e-mail on other customers (review/signals.ts).
    index('applications_curp_created_idx').on(table.curp, table.createdAt),
    index('applications_mobile_idx').on(table.mobile),
    index('applications_clabe_idx').on(sql`(${table.data}->'datos_laborales'->>'clabe')`),
    index('applications_email_idx').on(
      sql`(coalesce(${table.data}->'datos_generales_2'->>'email', ${table.data}->'pre_solicitud'->>'email'))`,
    ),
    uniqueIndex('applications_idempotency_idx').on(table.promoterId, table.idempotencyKey),
  ],
);

// Every status change: who, when, why.
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    fromStatus: applicationStatus('from_status'),
    toStatus: applicationStatus('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    // A decision's reason from a fixed list (a rejection's), translated where it is shown; `reason`
    // is the person's own words.
    reasonCode: text('reason_code'),
    reason: text('reason'),
    // The desk's record of the decision (the checklist as ticked, the signals seen; an identity
    // decision or its reversal, whose status stays in review); never shown to the promoter.
    details: jsonb('details').$type<DecisionDetails>(),
    createdAt: createdAt(),
  },
  (table) => [index('application_events_application_idx').on(table.applicationId)],
);

// What an application said when a reviewer asked for changes: its sections and the documents it
// had, so the desk sees, after the resubmission, what changed since (fields before → after, the
// documents uploaded since marked new). One per changes request; the latest is the one compared.
export const changeRequestSnapshots = pgTable(
  'change_request_snapshots',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    documentIds: jsonb('document_ids').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('change_request_snapshots_application_idx').on(table.applicationId, table.createdAt)],
);

// The credit desk's settings an admin sets: how old (hours since submission) an application at
// the desk turns the queue's ageing mark amber, then red. One row (`id` is always true).
export const deskSettings = pgTable(
  'desk_settings',
  {
    id: boolean('id').primaryKey().default(true),
    ageingAmberHours: integer('ageing_amber_hours').notNull().default(24),
    ageingRedHours: integer('ageing_red_hours').notNull().default(72),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (table) => [check('desk_settings_one_row', sql`${table.id}`)],
);

// A document of an application. The record exists first (status pending, with a single-use upload
// token); the file arrives at the upload URL, is checked and stored, and the record turns uploaded.
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    documentType: text('document_type').notNull(),
    fileName: text('file_name').notNull(),
    declaredSize: integer('declared_size').notNull(),
    declaredType: text('declared_type').notNull(),
    status: text('status').$type<'pending' | 'uploaded'>().notNull().default('pending'),
    uploadTokenHash: text('upload_token_hash'),
    storageKey: text('storage_key'),
    size: integer('size'),
    contentType: text('content_type'),
    sha256: text('sha256'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('application_documents_application_idx').on(table.applicationId)],
);

// The customer's identity check of an application, done from their phone through a link. The link's
// slug is never stored in clear: its SHA-256 finds the row, its encryption lets the promoter show
// the same link again.
export const biometricValidations = pgTable(
  'biometric_validations',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    slugHash: text('slug_hash').notNull().unique(),
    slugEncrypted: text('slug_encrypted').notNull(),
    status: text('status')
      .$type<'pending' | 'opened' | 'submitted' | 'revoked'>()
      .notNull()
      .default('pending'),
    result: text('result').$type<'needs_review' | 'approved' | 'rejected'>(),
    resultReason: text('result_reason'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentVersion: text('consent_version'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('biometric_validations_application_idx').on(table.applicationId)],
);

// A photo of an identity check: the ID's front and back and a selfie. Announced first (with a
// single-use upload token), then uploaded and checked.
export const biometricCaptures = pgTable(
  'biometric_captures',
  {
    id: uuid('id').primaryKey(),
    validationId: uuid('validation_id')
      .notNull()
      .references(() => biometricValidations.id),
    kind: text('kind').$type<'id_front' | 'id_back' | 'selfie'>().notNull(),
    status: text('status').$type<'pending' | 'uploaded'>().notNull().default('pending'),
    uploadTokenHash: text('upload_token_hash'),
    storageKey: text('storage_key'),
    size: integer('size'),
    contentType: text('content_type'),
    sha256: text('sha256'),
    width: integer('width'),
    height: integer('height'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('biometric_captures_validation_idx').on(table.validationId)],
);

// "Write to support" from the help panel: kept here (the record) and mailed to the support inbox.
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    userId: uuid('user_id').references(() => users.id),
    email: text('email').notNull(),
    name: text('name'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    page: text('page'),
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('support_messages_created_idx').on(table.createdAt)],
);

// A promoter's inbox: a change to one of their applications, also mailed.
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    status: applicationStatus('status'),
    message: text('message'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);

// An approved loan's contract set (carátula, contrato, pagaré, tabla, carta de instrucción), made
// by the server at approval; one per application, its version rising each time it is made again
// while unsigned.
export const contracts = pgTable('contracts', {
  id: uuid('id').primaryKey(),
  applicationId: uuid('application_id')
    .notNull()
    .unique()
    .references(() => applications.id),
  version: integer('version').notNull().default(1),
  status: text('status').$type<'unsigned' | 'signed'>().notNull().default('unsigned'),
  // The transfer the documents promise (what the customer receives, to which account), fixed when
  // the set is made: the disbursement pays this, whatever the catalogue says later.
  netDisbursement: numeric('net_disbursement', { precision: 14, scale: 2 }),
  clabe: text('clabe'),
  // The loan as approved (figures and the schedule dated from contract_date on the convenio's
  // calendar): every read from approval on answers this, never the catalogue of the day. The
  // contract may be signed and disbursed up to valid_until (YYYY-MM-DD, Mexico City).
  loan: jsonb('loan').$type<FrozenLoan>(),
  contractDate: text('contract_date'),
  validUntil: text('valid_until'),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  // How the pagaré is signed, from the product's terms when the set was made (a later change of
  // the product leaves a made contract as it was).
  pagareMode: text('pagare_mode').$type<PagareMode>().notNull().default('electronic'),
  createdAt: createdAt(),
});

// One PDF of a contract set, stored like an uploaded document, with its SHA-256.
export const contractDocuments = pgTable(
  'contract_documents',
  {
    id: uuid('id').primaryKey(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    version: integer('version').notNull(),
    type: text('type').$type<ContractSetDocumentType>().notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    // The product's template version the document was made from; null for the default text and
    // for the documents that are not templated (pagaré, tabla).
    templateVersion: integer('template_version'),
    // A signed document's RFC 3161 token over its SHA-256 (DER, base64): from the TSA_URL
    // authority (`external`) or the server's own key (`local`). Unsigned versions have none.
    timestampToken: text('timestamp_token'),
    timestampAuthority: text('timestamp_authority').$type<'local' | 'external'>(),
    timestampedAt: timestamp('timestamped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('contract_documents_version_type_idx').on(table.contractId, table.version, table.type),
    // The public verification finds a document by its fingerprint.
    index('contract_documents_sha256_idx').on(table.sha256),
  ],
);

// The server's own time-stamping key (used without TSA_URL): its self-signed certificate (DER,
// base64) and the PKCS #8 key sealed under the server secret. Kept once made, so the tokens it
// signed still verify after a restart; a key the secret no longer opens is replaced, and its
// certificate stays to check the tokens it signed.
export const timestampAuthorityKeys = pgTable('timestamp_authority_keys', {
  id: uuid('id').primaryKey(),
  certificate: text('certificate').notNull(),
  sealedKey: text('sealed_key').notNull(),
  createdAt: createdAt(),
});

// A product's contract text, one numbered version per save (issue 31): the carátula, contrato and
// carta de instrucción as an administrator wrote them, with the RECA number each is registered
// under. Versions are never changed or deleted: a contract names the one it was made from.
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: uuid('id').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    documentType: text('document_type').$type<TemplatedDocumentType>().notNull(),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    recaNumber: text('reca_number').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('contract_templates_product_type_version_idx').on(
      table.productId,
      table.documentType,
      table.version,
    ),
  ],
);

// The customer's signing link for a contract set: a capability URL like the identity link (hashed
// for lookup, sealed for the owner promoter to show again), with its one-time code and the count
// of wrong codes (locked at the limit).
export const signatureLinks = pgTable(
  'signature_links',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    slugHash: text('slug_hash').notNull().unique(),
    slugEncrypted: text('slug_encrypted').notNull(),
    status: text('status')
      .$type<'pending' | 'opened' | 'signed' | 'revoked' | 'locked'>()
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    failedCodes: integer('failed_codes').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    // The contract version the signature made: what the used link hands the customer.
    signedVersion: integer('signed_version'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('signature_links_application_idx').on(table.applicationId)],
);

// What proves a signature: who signed through which link, when, from where, with what device,
// the code's verification, the drawn signature and each document's hash before and after.
// A contract reissued after its validity is signed again: one evidence per signing link.
export const signatureEvidence = pgTable(
  'signature_evidence',
  {
    id: uuid('id').primaryKey(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    linkId: uuid('link_id')
      .notNull()
      .unique()
      .references(() => signatureLinks.id),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    codeSentTo: jsonb('code_sent_to').$type<string[]>().notNull(),
    codeVerifiedAt: timestamp('code_verified_at', { withTimezone: true }).notNull(),
    signatureStorageKey: text('signature_storage_key').notNull(),
    signatureSha256: text('signature_sha256').notNull(),
    documents: jsonb('documents')
      .$type<{ type: ContractDocumentType; sha256_before: string; sha256_after: string }[]>()
      .notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('signature_evidence_contract_idx').on(table.contractId)],
);

// The scan of a pagaré signed by hand (pagaré mode `paper`) for one version of a contract: the
// promoter uploads it, the desk accepts it or rejects it with a reason; disbursing waits for an
// accepted one. A new upload replaces one not yet accepted.
export const pagareScans = pgTable(
  'pagare_scans',
  {
    id: uuid('id').primaryKey(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    version: integer('version').notNull(),
    status: text('status').$type<PagareScanStatus>().notNull().default('uploaded'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (table) => [uniqueIndex('pagare_scans_contract_version_idx').on(table.contractId, table.version)],
);

// The transfer of a signed loan, as the admin recorded it from the bank's SPEI confirmation.
export const disbursements = pgTable('disbursements', {
  id: uuid('id').primaryKey(),
  applicationId: uuid('application_id')
    .notNull()
    .unique()
    .references(() => applications.id),
  reference: text('reference').notNull(),
  paidAt: text('paid_at').notNull(),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  clabe: text('clabe').notNull(),
  // A renewal's disbursement is two movements (issue 36): `amount` to the customer's CLABE, and
  // the payoff of the loan it renews to the lender's own account.
  payoffAmount: numeric('payoff_amount', { precision: 14, scale: 2 }),
  payoffApplicationId: uuid('payoff_application_id').references(() => applications.id),
  recordedBy: uuid('recorded_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

// A buy-out's payoffs as the disbursement moved them (issue 36): one transfer per outside loan, to
// the lender's CLABE with the reference its payoff letter asks for, beside the customer's movement
// in `disbursements`. Afterwards the promoter uploads the outside lender's no-debt letter ("carta
// finiquito") and its deduction release; each stays pending until its document is received.
export const disbursementPayoffs = pgTable(
  'disbursement_payoffs',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    // Its place among the application's payoffs (0 first), as the employment step lists them.
    position: integer('position').notNull(),
    lender: text('lender').notNull(),
    clabe: text('clabe').notNull(),
    reference: text('reference').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    validUntil: text('valid_until').notNull(),
    paidAt: text('paid_at').notNull(),
    noDebtLetterId: uuid('no_debt_letter_id').references(() => applicationDocuments.id),
    deductionReleaseId: uuid('deduction_release_id').references(() => applicationDocuments.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('disbursement_payoffs_position_idx').on(table.applicationId, table.position)],
);

// --- know your customer (issue 32) -----------------------------------------------------------

// The lender's privacy notice (aviso de privacidad integral), versioned: a save adds a version and
// never changes one a customer accepted. The demo seeds a sample, marked as such.
export const privacyNotices = pgTable('privacy_notices', {
  version: integer('version').primaryKey(),
  text: text('text').notNull(),
  voluntaryPurposes: jsonb('voluntary_purposes').$type<VoluntaryPurpose[]>().notNull(),
  sample: boolean('sample').notNull().default(false),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: createdAt(),
});

// The customer's acceptance of a notice version through an identity link: the necessary purposes,
// the biometric data (express consent) and each voluntary purpose (keys accepted; the others
// refused). The latest row of an application is the one in force.
export const applicationConsents = pgTable(
  'application_consents',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    validationId: uuid('validation_id')
      .notNull()
      .references(() => biometricValidations.id),
    noticeVersion: integer('notice_version')
      .notNull()
      .references(() => privacyNotices.version),
    biometric: boolean('biometric').notNull(),
    voluntaryAccepted: jsonb('voluntary_accepted').$type<string[]>().notNull(),
    voluntaryRefused: jsonb('voluntary_refused').$type<string[]>().notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (table) => [index('application_consents_application_idx').on(table.applicationId)],
);

// A six-digit code sent from an identity link to the customer's mobile: to verify the number, or
// to confirm the credit-bureau authorization. Stored as a hash; a few attempts, a short life.
export const customerCodes = pgTable(
  'customer_codes',
  {
    id: uuid('id').primaryKey(),
    validationId: uuid('validation_id')
      .notNull()
      .references(() => biometricValidations.id),
    purpose: text('purpose').$type<'phone' | 'bureau'>().notNull(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('customer_codes_validation_idx').on(table.validationId)],
);

// A mobile number the customer proved they hold (a code sent to it, typed back on the link).
// Signing codes go only to the application's mobile when it is the one verified here.
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    validationId: uuid('validation_id')
      .notNull()
      .references(() => biometricValidations.id),
    mobile: text('mobile').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('phone_verifications_application_idx').on(table.applicationId)],
);

// The customer's authorization of the credit-bureau inquiry (art. 28), confirmed with a code to
// the verified mobile; its text and evidence are kept as a PDF with the application.
export const bureauAuthorizations = pgTable(
  'bureau_authorizations',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    validationId: uuid('validation_id')
      .notNull()
      .references(() => biometricValidations.id),
    mobile: text('mobile').notNull(),
    text: text('text').notNull(),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
  },
  (table) => [index('bureau_authorizations_application_idx').on(table.applicationId)],
);

// A credit-bureau inquiry: recorded by a reviewer who ran it outside (provider `manual`) or
// answered by a bureau's API; the report PDF, when kept, is a document of the application.
export const bureauInquiries = pgTable(
  'bureau_inquiries',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    provider: text('provider').notNull(),
    folio: text('folio').notNull(),
    inquiredOn: text('inquired_on').notNull(),
    score: integer('score'),
    reportDocumentId: uuid('report_document_id').references(() => applicationDocuments.id),
    // The report PDF the desk attached (desk helper): kept beside the inquiry, not as a document of
    // the application, so that the promoter, who lists those, never sees the customer's report.
    reportStorageKey: text('report_storage_key'),
    reportSha256: text('report_sha256'),
    recordedBy: uuid('recorded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('bureau_inquiries_application_idx').on(table.applicationId)],
);

// --- screening (issue 32) ----------------------------------------------------------------------

// Each load of a screening list (UIF, OFAC SDN, UN consolidated): when, which file, its SHA-256 and
// how many entries it gave. The latest load of a source is the one in force; a load replaces the
// source's entries in one transaction.
export const screeningListLoads = pgTable(
  'screening_list_loads',
  {
    id: uuid('id').primaryKey(),
    source: text('source').$type<ScreeningSource>().notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    entries: integer('entries').notNull(),
    loadedBy: uuid('loaded_by').references(() => users.id),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('screening_list_loads_source_idx').on(table.source, table.loadedAt)],
);

// The entries of the loads in force: a person or an entity, its names, and the ids a Mexican
// list gives (CURP, RFC). `details` keeps what the list says besides (program, remarks).
export const screeningEntries = pgTable(
  'screening_entries',
  {
    id: uuid('id').primaryKey(),
    loadId: uuid('load_id')
      .notNull()
      .references(() => screeningListLoads.id),
    source: text('source').$type<ScreeningSource>().notNull(),
    reference: text('reference').notNull(),
    kind: text('kind').$type<'individual' | 'entity'>().notNull(),
    name: text('name').notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull(),
    curp: text('curp'),
    rfc: text('rfc'),
    birthDate: text('birth_date'),
    details: text('details'),
  },
  (table) => [index('screening_entries_load_idx').on(table.loadId)],
);

// One screening of an application (on submit, again on approval): the risk grade and every hit,
// each with a copy of the entry as it was (a later load does not change what was found).
export const applicationScreenings = pgTable(
  'application_screenings',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    stage: text('stage').$type<'submit' | 'approve'>().notNull(),
    riskGrade: text('risk_grade').$type<RiskGrade>().notNull(),
    riskFactors: jsonb('risk_factors').$type<string[]>().notNull(),
    hits: jsonb('hits').$type<StoredScreeningHit[]>().notNull(),
    screenedAt: timestamp('screened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_screenings_application_idx').on(table.applicationId, table.screenedAt)],
);

// Compliance's decision on an application's hits: cleared (the entries it covers, by list and
// reference, stay cleared on later screenings) or rejected; the reason is also in the audit log.
export const screeningDecisions = pgTable(
  'screening_decisions',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    screeningId: uuid('screening_id')
      .notNull()
      .references(() => applicationScreenings.id),
    decision: text('decision').$type<'clear' | 'reject'>().notNull(),
    entries: jsonb('entries').$type<string[]>().notNull(),
    reason: text('reason').notNull(),
    decidedBy: uuid('decided_by')
      .notNull()
      .references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('screening_decisions_application_idx').on(table.applicationId)],
);

// --- payroll deductions (issue 36) -------------------------------------------------------------

// A convenio's column map for its deduction file (packages/domain/src/deduction-layouts.ts); a
// convenio without one gets the demo's or the fixed-width example.
export const deductionLayouts = pgTable('deduction_layouts', {
  affiliateId: uuid('affiliate_id')
    .primaryKey()
    .references(() => affiliates.id),
  layout: jsonb('layout').$type<DeductionLayout>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

// The employer's answer for one loan's deduction on one payday: applied, or not with the reason.
// One row per loan and payday, so importing the same answer again changes nothing.
export const deductionAnswers = pgTable(
  'deduction_answers',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    payday: text('payday').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    applied: boolean('applied').notNull(),
    reason: text('reason'),
    importedBy: uuid('imported_by').references(() => users.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deduction_answers_loan_payday_idx').on(table.applicationId, table.payday),
    index('deduction_answers_missed_idx').on(table.applied, table.applicationId),
  ],
);
