import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Application } from '@origina/domain/application-api';
import {
  type ApplicationData,
  type ApplicationSection,
  applicationSections,
  editableSections,
  sectionSchemas,
  stepOfSection,
} from '@origina/domain/application-sections';
import { kycAnswers, kycFields } from '@origina/domain/kyc-file';
import type { PayrollFrequency } from '@origina/domain/lender-catalog';
import { Link } from 'react-router';
import { useBanks } from '../api/banks.js';
import { useCountries } from '../api/countries.js';
import { useIdentificationTypes } from '../api/identification-types.js';
import { formatDate, formatMoney } from '../i18n/format.js';
import { type MessageKey, useTranslation } from '../i18n/i18n.js';
import { paths } from '../paths.js';
import { DefinitionRow } from './definition-row.js';

const optionGroups: Record<string, string> = {
  sex: 'sex',
  marital_status: 'marital_status',
  education: 'education',
  housing: 'housing',
  relationship: 'relationship',
  purpose: 'purpose',
  resource_source: 'resource_source',
};
const moneyFields = new Set(['amount', 'net_pay', 'existing_deductions']);
const dateFields = new Set(['birth_date', 'start_date']);
// Ids are shown by their names elsewhere on the page.
// A buy-out's payoffs are listed one row each (payoffRows).
const hiddenFields = new Set([
  'branch',
  'affiliate',
  'product',
  'contact_consent',
  'amount_confirmed',
  'payoffs',
]);
// A follow-up answer (who the customer acts for, the other source) shows only when given.
const followUps = new Set(['third_party_name', 'resource_source_other']);

/** The identification file's fields, for a view that shows them in a group of their own. */
export const kycFieldNames: readonly string[] = [...kycFields.datos_generales, ...kycFields.datos_laborales];

// A section saved before the identification file's questions lacks their answers: each is listed
// all the same, as not captured.
function withKycAnswers(section: ApplicationSection, values: Record<string, unknown>) {
  const asked: readonly string[] = kycAnswers[section as keyof typeof kycAnswers] ?? [];
  return { ...Object.fromEntries(asked.map((field) => [field, undefined])), ...values };
}

// The form's order, from the section's schema (the database keeps JSON keys in its own order);
// what the server adds (municipality, state, employer) follows.
function inFormOrder(section: ApplicationSection, entries: [string, unknown][]) {
  const schema = sectionSchemas[section] as { shape?: Record<string, unknown> };
  const order = Object.keys(schema.shape ?? {});
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return [...entries].sort(([a], [b]) => rank(a) - rank(b));
}

/** Each reference as one row, numbered as the capture numbers them ("Referencia 1"): the row holds
 * the whole reference, so the field name "Nombre completo" would misname it. */
export function referenceRows(
  references: readonly Record<string, unknown>[],
  title: (number: number) => string,
  relationshipName: (code: unknown) => string,
) {
  return references.map(
    (reference, index) =>
      [
        `reference-${reference.phone}`,
        title(index + 1),
        `${reference.name} · ${reference.phone} · ${relationshipName(reference.relationship)}`,
      ] as const,
  );
}

/** Each outside loan a buy-out pays off as one row, numbered as the capture numbers them: lender,
 * CLABE, reference, amount, the letter's last day and the deduction that stops. */
function usePayoffRows() {
  const { t, language } = useTranslation();
  return (payoffs: readonly Record<string, unknown>[]) =>
    payoffs.map(
      (payoff, index) =>
        [
          `payoff-${index}`,
          t('application.payoffs.loan', { number: index + 1 }),
          t('application.payoffs.row', {
            lender: String(payoff.lender),
            clabe: String(payoff.clabe),
            reference: String(payoff.reference),
            amount: formatMoney(Number(payoff.amount)),
            date: formatDate(String(payoff.valid_until), language),
            deduction: formatMoney(Number(payoff.deduction ?? 0)),
          }),
        ] as const,
    );
}

/** A stored value as a person reads it, in the user's language (catalogue codes by their names). */
export function useReadable() {
  const { t, language } = useTranslation();
  const identifications = useIdentificationTypes();
  const countries = useCountries();
  const banks = useBanks();
  // A catalogue still loading names nothing yet (null), never its code: the code shows only for
  // one the catalogue no longer has.
  const named: Record<string, (code: string) => string | null | undefined> = {
    identification_type: (code) =>
      identifications.data ? identifications.data.find((type) => type.code === code)?.name : null,
    nationality: (code) =>
      countries.data ? countries.data.find((country) => country.code === code)?.name : null,
    bank: (code) => {
      if (!banks.data) return null;
      const bank = banks.data.find((candidate) => candidate.code === code);
      return bank ? `${bank.tag} (${bank.code})` : undefined;
    },
  };
  return (field: string, value: unknown, frequency?: PayrollFrequency): string => {
    if (value === null || value === undefined || value === '') return t('application.none');
    if (field === 'term' && frequency)
      return t(`application.loan.terms.${frequency}`, { count: String(value) });
    if (named[field] && typeof value === 'string') {
      const name = named[field](value);
      return name === null ? t('application.loadingName') : (name ?? value);
    }
    if (typeof value === 'boolean') return value ? t('application.yes') : t('application.no');
    if (moneyFields.has(field) && typeof value === 'number') return formatMoney(value);
    if (dateFields.has(field) && typeof value === 'string') return formatDate(value, language);
    if (optionGroups[field]) return t(`application.options.${optionGroups[field]}.${value}` as MessageKey);
    return String(value);
  };
}

/**
 * Every section of an application (or `only` one), field by field, with an edit link on each
 * section the promoter may still change (all of a draft; after a changes request, those
 * reopened). The credit desk reads it `readOnly`.
 */
export function ApplicationSections({
  application,
  readOnly = false,
  only,
  without = [],
  scope,
}: {
  application: Application;
  readOnly?: boolean;
  only?: ApplicationSection;
  /** The id of what names this copy, when a page shows two (this device's and the server's): its
   * sections' names start with it and their ids stay unique. */
  scope?: string;
  /** Fields shown elsewhere on the page (the desk's Expediente PLD). */
  without?: readonly string[];
}) {
  const { t } = useTranslation();
  const readable = useReadable();
  const payoffRows = usePayoffRows();
  const data = application.data as ApplicationData;
  const open = readOnly ? [] : editableSections(application.status, application.reopened_sections);
  const names: Partial<Record<ApplicationSection, string | undefined>> = {
    branch: application.branch?.name,
    convenio: application.affiliate?.name,
    producto: application.product?.name,
  };
  return (
    <Stack spacing={2}>
      {applicationSections
        .filter((section) => !only || section === only)
        .map((section) => {
          const values = data[section] as Record<string, unknown> | undefined;
          const step = stepOfSection(section);
          const rows =
            section === 'referencias'
              ? referenceRows(
                  (values?.references as Record<string, unknown>[] | undefined) ?? [],
                  (number) => t('application.referenceTitle', { number }),
                  (relationship) => readable('relationship', relationship),
                )
              : inFormOrder(section, Object.entries(withKycAnswers(section, values ?? {})))
                  .filter(([field]) => !hiddenFields.has(field) && !without.includes(field))
                  .filter(([field, value]) => !followUps.has(field) || (value !== null && value !== ''))
                  .map(
                    ([field, value]) =>
                      [
                        field,
                        t(`application.fields.${field}` as MessageKey),
                        value === undefined
                          ? t('application.notCaptured')
                          : readable(field, value, application.loan_figures?.frequency),
                      ] as const,
                  )
                  .concat(
                    section === 'datos_laborales'
                      ? payoffRows((values?.payoffs as Record<string, unknown>[] | undefined) ?? [])
                      : [],
                  );
          return (
            <Card
              key={section}
              variant="outlined"
              component="section"
              aria-labelledby={scope ? `${scope} ${scope}-section-${section}` : `section-${section}`}
            >
              <CardContent>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                  <Typography
                    id={scope ? `${scope}-section-${section}` : `section-${section}`}
                    variant="h6"
                    component="h2"
                  >
                    {t(`application.steps.${step}` as MessageKey)}
                  </Typography>
                  {open.includes(section) ? (
                    <Button
                      component={Link}
                      to={`${paths.dashboard.newApplication}/${application.id}/${step}`}
                      size="small"
                      aria-label={`${t('application.edit')}: ${t(`application.steps.${step}` as MessageKey)}`}
                    >
                      {t('application.edit')}
                    </Button>
                  ) : null}
                </Box>
                {!values ? (
                  <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                    {t('application.pending')}
                  </Typography>
                ) : (
                  <Box
                    component="dl"
                    sx={{
                      m: 0,
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
                      gap: 0.5,
                    }}
                  >
                    {names[section] ? (
                      <DefinitionRow
                        term={t(`application.steps.${step}` as MessageKey)}
                        value={names[section]!}
                      />
                    ) : null}
                    {rows.map(([key, term, value]) => (
                      <DefinitionRow key={key} term={term} value={value} />
                    ))}
                  </Box>
                )}
              </CardContent>
            </Card>
          );
        })}
    </Stack>
  );
}
