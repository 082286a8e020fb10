import { type ApplicationStatus, applicationStatuses } from '@origina/domain/application-lifecycle';
import { type ApplicationSection, applicationSections } from '@origina/domain/application-sections';
import { documentTypes } from '@origina/domain/document-types';
import { folded } from '@origina/domain/text-search';
import { partLabel } from '../../components/application-parts.js';
import { formatDate, formatDateTime } from '../../i18n/format.js';
import type { AppLanguage, MessageKey, translate } from '../../i18n/i18n.js';

type Translate = typeof translate;

// The audit log speaks in codes (auth.login, application.submitted); the screen in words. A code
// this screen does not know yet reads "Otra acción", never the code itself.
const statusChange = /^application\.(\w+)$/;

function knownKey(t: Translate, key: string) {
  const text = t(key as MessageKey);
  return text === key ? null : text;
}

export function actionLabel(t: Translate, action: string): string {
  const named = knownKey(t, `admin.auditActions.${action.replaceAll('.', '_')}`);
  if (named) return named;
  const status = statusChange.exec(action)?.[1];
  if (status && (applicationStatuses as readonly string[]).includes(status)) {
    return t('admin.auditStatusChange', { status: t(`application.status.${status as ApplicationStatus}`) });
  }
  return t('admin.auditOther');
}

/** A document as the log names it: its type and the application's folio ("Recibo de nómina de
 * ORG-…"), not only "a document" (which one was read is what an auditor asks). */
export function documentSubject(
  t: Translate,
  language: AppLanguage,
  subject: { label: string | null; document_type?: string | undefined },
) {
  const type = documentTypes.find((item) => item.code === subject.document_type)?.name[language];
  return type
    ? t('admin.auditDocumentTypeOf', { type, folio: subject.label ?? '' })
    : t('admin.auditDocumentOf', { folio: subject.label ?? '' });
}

// The codes of the actions whose words hold what was typed, so the server finds them too.
export function actionsMatching(t: Translate, search: string, actions: readonly string[]) {
  const wanted = folded(search.trim());
  if (wanted.length < 3) return [];
  return actions.filter((action) => folded(actionLabel(t, action)).includes(wanted));
}

// The details the screen names (admin.auditDetails in the catalogue).
const detailKeys = [
  'role',
  'active',
  'erp_id',
  'mobile_number',
  'capture',
  'size',
  'code',
  'folio',
  'sections',
  'version',
  'inquired_on',
  'provider',
  'characters',
  'voluntary_purposes',
  'reason',
  'reason_code',
  'document',
  'type',
  'by',
  'took_over_unverified',
  'count',
  'curp',
  'found',
  'reference',
  'paid_at',
  'reference_before',
  'contract_date',
  'paid_at_before',
  'counts',
  'products',
  'affiliates',
  'branches',
  'created',
  'lender_profile',
  'fields',
  'changed',
  'updated',
  'account_fields',
  'before',
  'from_promoter',
  'to_promoter',
] as const;

/**
 * The detail names and coded values whose words, as this screen shows them in the reader's
 * language, hold what was typed ("sucursal" → the key branch, "promotor" → the role promoter), so
 * the server finds the entries that read so (it stores English codes).
 */
export function detailCodesMatching(t: Translate, language: AppLanguage, search: string) {
  const wanted = folded(search.trim());
  if (wanted.length < 3) return [];
  const holds = (text: string | null) => text !== null && folded(text).includes(wanted);
  const named = detailKeys.filter((key) => holds(knownKey(t, `admin.auditDetails.${key}`)));
  const codeNames: [string, string | null][] = [
    ...(['promoter', 'reviewer', 'admin', 'compliance'] as const).map((role): [string, string | null] => [
      role,
      knownKey(t, `admin.roles.${role}`),
    ]),
    ...(['role', 'active', 'erp_id', 'mobile_number', 'branch'] as const).map(
      (field): [string, string | null] => [field, knownKey(t, `admin.auditValues.accountField.${field}`)],
    ),
    ...documentTypes.map((type): [string, string | null] => [type.code, type.name[language]]),
  ];
  const coded = codeNames.filter(([, name]) => holds(name)).map(([code]) => code);
  return [...new Set([...named, ...coded])].slice(0, 50);
}

// Every action the API records, for the search above.
export const auditActions = [
  'auth.login',
  'auth.login_failed',
  'auth.register',
  'auth.email_verified',
  'auth.reset_requested',
  'auth.password_reset',
  'auth.invitation_accepted',
  'user.created',
  'user.invited',
  'user.updated',
  'application.create',
  'application.renew',
  'application.renewal_search',
  'application.payoff_release',
  'application.payoff_letter_replace',
  'application.read',
  'application.review_read',
  'application.update',
  ...applicationStatuses.map((status) => `application.${status}`),
  'application.released',
  'application.assigned',
  'desk_settings.update',
  'application.disbursement_corrected',
  'application.contract_reissued',
  'document.upload',
  'document.download',
  'document.delete',
  'contract.generate',
  'contract.download',
  'contract.download_all',
  'contract.pagare_scan.upload',
  'contract.pagare_scan.download',
  'contract.pagare_scan.accept',
  'contract.pagare_scan.reject',
  'contract.sign',
  'signature.link.create',
  'signature.link.revoke',
  'disbursement.export',
  'portfolio.export',
  'deduction.export',
  'deduction.answers_import',
  'deduction.layout_update',
  'identity.link.create',
  'identity.capture',
  'identity.capture_read',
  'identity.approved',
  'identity.rejected',
  'identity.reversed',
  'catalog.lender.import',
  'contract_template.save',
  'lender_profile.update',
  'privacy_notice.create',
  'application.bureau_inquiry',
  'application.bureau_report',
  'application.screening_cleared',
  'application.screening_rejected',
  'screening.exported',
  'screening.list_load',
  'simulation.other_loans_lookup',
  'application.promoter_reassigned',
  ...['branch', 'affiliate', 'product'].flatMap((entity) => [
    `catalog.${entity}.create`,
    `catalog.${entity}.update`,
  ]),
] as const;

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function valueInWords(t: Translate, language: AppLanguage, key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return t(value ? 'admin.auditYes' : 'admin.auditNo');
  if (typeof value === 'number') {
    return key === 'size'
      ? t('admin.auditKilobytes', { size: new Intl.NumberFormat(language).format(Math.ceil(value / 1024)) })
      : new Intl.NumberFormat(language).format(value);
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => valueInWords(t, language, key, item)).filter(Boolean);
    return items.length > 0 ? items.join(', ') : null;
  }
  if (typeof value === 'object') {
    // Counts read "3 nuevos", other pairs "Rol: Promotor".
    const parts = detailLines(t, language, value as Record<string, unknown>).map((line) =>
      typeof (value as Record<string, unknown>)[line.key] === 'number'
        ? `${line.value} ${line.label}`
        : `${line.label}: ${line.value}`,
    );
    return parts.length > 0 ? parts.join(' · ') : null;
  }
  const text = String(value);
  if (uuidLike.test(text)) return null;
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return formatDateTime(text, language);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDate(text, language);
  if (key === 'type') return documentTypes.find((type) => type.code === text)?.name[language] ?? null;
  const coded = codeKeys[key];
  // A code is shown by its name; one without a name is left out rather than shown raw.
  return coded ? knownKey(t, coded(text)) : text;
}

// Keys whose values are codes, and where each code's name lives.
const codeKeys: Record<string, (code: string) => string> = {
  role: (code) => `admin.roles.${code}`,
  capture: (code) => `review.captures.${code}`,
  sections: (code) =>
    (applicationSections as readonly string[]).includes(code) ? partLabel(code as ApplicationSection) : code,
  reason_code: (code) => `myApplications.rejectionReason.${code}`,
  by: (code) => `admin.auditValues.by.${code}`,
  provider: (code) => `admin.auditValues.provider.${code}`,
  document: (code) => `admin.auditValues.contractDocument.${code}`,
  // The lender profile's fields by their paths ("une.phone").
  fields: (code) => `lenderProfile.fields.${code}`,
  // A branch's, convenio's or product's changed fields, named as the catalogue's form names them.
  changed: (code) => `catalogueAdmin.fields.${code}`,
  // An account's changed fields, as the account dialog names them.
  account_fields: (code) => `admin.auditValues.accountField.${code}`,
};

// The details of an entry as label and value, in words; ids and unknown keys are left out.
export function detailLines(t: Translate, language: AppLanguage, details: Record<string, unknown> | null) {
  if (!details) return [];
  return Object.entries(details).flatMap(([key, value]) => {
    const label = knownKey(t, `admin.auditDetails.${key}`);
    const words = label ? valueInWords(t, language, key, value) : null;
    return label && words ? [{ key, label, value: words }] : [];
  });
}
