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

// The codes of the actions whose words hold what was typed, so the server finds them too.
export function actionsMatching(t: Translate, search: string, actions: readonly string[]) {
  const wanted = folded(search.trim());
  if (wanted.length < 3) return [];
  return actions.filter((action) => folded(actionLabel(t, action)).includes(wanted));
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
  'application.read',
  'application.review_read',
  'application.update',
  ...applicationStatuses.map((status) => `application.${status}`),
  'application.released',
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
  'identity.link.create',
  'identity.capture',
  'identity.capture_read',
  'identity.approved',
  'identity.rejected',
  'catalog.lender.import',
  'contract_template.save',
  'lender_profile.update',
  'simulation.other_loans_lookup',
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
  document: (code) => `admin.auditValues.contractDocument.${code}`,
  // The lender profile's fields by their paths ("une.phone").
  fields: (code) => `lenderProfile.fields.${code}`,
  // A branch's, convenio's or product's changed fields, named as the catalogue's form names them.
  changed: (code) => `catalogueAdmin.fields.${code}`,
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
