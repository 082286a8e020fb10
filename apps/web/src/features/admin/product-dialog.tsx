import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChecklistItem } from '@origina/domain/decision-record';
import { type Product, productInputSchema } from '@origina/domain/lender-catalog';
import type { OtherCommission } from '@origina/domain/lender-profile';
import { productLabel } from '../../api/catalogue-admin.js';
import { useTranslation } from '../../i18n/i18n.js';
import { CatalogueDialog } from './catalogue-dialog.js';
import { CheckboxInput, ChoiceInput, CodesPicker, TextInput } from './catalogue-fields.js';
import { type FieldKinds, percentText } from './catalogue-form.js';
import {
  documentTypeOptions,
  frequencyChoices,
  pagareModeChoices,
  rateBasisChoices,
} from './catalogue-options.js';
import { ChecklistListInput } from './checklist-list-input.js';
import { CommissionListInput } from './commission-list-input.js';
import { useCatalogueForm } from './use-catalogue-form.js';

interface ProductValues {
  code: string;
  name: string;
  name_en: string;
  frequency: string;
  annual_rate: string;
  rate_basis: string;
  iva_on_interest: boolean;
  commission_rate: string;
  insurance_per_period: string;
  min_amount: string;
  max_amount: string;
  terms: string;
  required_document_types: string[];
  max_age_at_end: string;
  renewal_min_paid_share: string;
  checklist: ChecklistItem[];
  reca_number: string;
  moratorio_rate: string;
  other_commissions: OtherCommission[];
  insurer: string;
  policy_number: string;
  pagare_mode: string;
}

const kinds: FieldKinds<ProductValues> = {
  code: 'text',
  name: 'text',
  name_en: 'optional',
  frequency: 'choice',
  annual_rate: 'percent',
  rate_basis: 'choice',
  iva_on_interest: 'checkbox',
  commission_rate: 'percent',
  insurance_per_period: 'money',
  min_amount: 'money',
  max_amount: 'money',
  terms: 'terms',
  required_document_types: 'codes',
  max_age_at_end: 'optionalWhole',
  renewal_min_paid_share: 'percent',
  checklist: 'checklist',
  reca_number: 'optional',
  moratorio_rate: 'optionalPercent',
  other_commissions: 'commissions',
  insurer: 'optional',
  policy_number: 'optional',
  pagare_mode: 'choice',
};

const pesos = (value: number | undefined) => (value === undefined ? '' : String(value));

const valuesOf = (row: Product | null): ProductValues => ({
  code: row?.code ?? '',
  name: row?.name ?? '',
  name_en: row?.name_en ?? '',
  frequency: row?.frequency ?? 'biweekly',
  annual_rate: row ? percentText(row.annual_rate) : '',
  rate_basis: row?.rate_basis ?? 'periods',
  iva_on_interest: row?.iva_on_interest ?? true,
  commission_rate: row ? percentText(row.commission_rate) : '',
  insurance_per_period: row ? pesos(row.insurance_per_period) : '0',
  min_amount: pesos(row?.min_amount),
  max_amount: pesos(row?.max_amount),
  terms: row?.terms.join(', ') ?? '',
  required_document_types: row?.required_document_types ?? [],
  max_age_at_end: typeof row?.max_age_at_end === 'number' ? String(row.max_age_at_end) : '',
  renewal_min_paid_share: percentText(row?.renewal_min_paid_share ?? 0),
  checklist: row?.checklist ?? [],
  reca_number: row?.reca_number ?? '',
  moratorio_rate: typeof row?.moratorio_rate === 'number' ? percentText(row.moratorio_rate) : '',
  other_commissions: row?.other_commissions ?? [],
  insurer: row?.insurer ?? '',
  policy_number: row?.policy_number ?? '',
  pagare_mode: row?.pagare_mode ?? 'electronic',
});

// A term's own yearly rate, where the catalogue sets one instead of the product's (shown, not
// edited here: the catalogue import sets them, and the form keeps them as they are).
function TermRates({ rates }: { rates: Record<string, number> }) {
  const { t, language } = useTranslation();
  const entries = Object.entries(rates).sort(([a], [b]) => Number(a) - Number(b));
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 4 });
  return (
    <Box
      component="section"
      aria-labelledby="term-rates"
      sx={{ gridColumn: '1 / -1' }}
      data-testid="term-rates"
    >
      <Typography id="term-rates" variant="subtitle2" component="h3">
        {t('catalogueAdmin.fields.term_rates')}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('catalogueAdmin.termRatesNone')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {entries.map(([term, rate]) => (
            <Typography component="li" variant="body2" key={term}>
              {t('catalogueAdmin.termRate', { count: Number(term), rate: percent.format(rate) })}
            </Typography>
          ))}
        </Box>
      )}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('catalogueAdmin.termRatesHint')}
      </Typography>
    </Box>
  );
}

export function ProductDialog({
  row,
  onClose,
  onSaved,
}: {
  row: Product | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, language } = useTranslation();
  const { form, submit, formError, busy } = useCatalogueForm({
    resource: 'products',
    schema: productInputSchema,
    kinds,
    values: valuesOf(row),
    id: row?.id ?? null,
    onSaved,
  });
  const label = (name: keyof ProductValues) => t(`catalogueAdmin.fields.${name}`);
  return (
    <CatalogueDialog
      title={
        row ? `${t('catalogueAdmin.edit')}: ${productLabel(row, language)}` : t('catalogueAdmin.new.products')
      }
      busy={busy}
      formError={formError}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput form={form} name="code" label={label('code')} disabled={row !== null} wide />
      <TextInput form={form} name="name" label={label('name')} />
      <TextInput
        form={form}
        name="name_en"
        label={label('name_en')}
        required={false}
        helper={t('catalogueAdmin.nameEnHint')}
      />
      <ChoiceInput form={form} name="frequency" label={label('frequency')} choices={frequencyChoices(t)} />
      <ChoiceInput form={form} name="rate_basis" label={label('rate_basis')} choices={rateBasisChoices(t)} />
      <TextInput
        form={form}
        name="annual_rate"
        label={label('annual_rate')}
        unit="percent"
        helper={t('catalogueAdmin.rateHint')}
      />
      <TextInput
        form={form}
        name="commission_rate"
        label={label('commission_rate')}
        unit="percent"
        helper={t('catalogueAdmin.commissionHint')}
      />
      <CheckboxInput form={form} name="iva_on_interest" label={label('iva_on_interest')} />
      <TextInput form={form} name="min_amount" label={label('min_amount')} unit="pesos" />
      <TextInput form={form} name="max_amount" label={label('max_amount')} unit="pesos" />
      <TextInput form={form} name="insurance_per_period" label={label('insurance_per_period')} unit="pesos" />
      <TextInput form={form} name="terms" label={label('terms')} helper={t('catalogueAdmin.termsHint')} />
      <TextInput
        form={form}
        name="max_age_at_end"
        label={label('max_age_at_end')}
        required={false}
        numeric
        helper={t('catalogueAdmin.maxAgeHint')}
      />
      <TextInput
        form={form}
        name="renewal_min_paid_share"
        label={label('renewal_min_paid_share')}
        unit="percent"
        helper={t('catalogueAdmin.renewalShareHint')}
      />
      <TermRates rates={row?.term_rates ?? {}} />
      <CodesPicker
        form={form}
        name="required_document_types"
        label={label('required_document_types')}
        helper={t('catalogueAdmin.documentsHint')}
        options={documentTypeOptions(language)}
      />
      <ChecklistListInput form={form} name="checklist" label={label('checklist')} />
      {/* What the product's contract states beyond its figures (the lender profile screen has the rest). */}
      <Typography variant="subtitle1" component="h3" sx={{ gridColumn: '1 / -1', mt: 1, mb: -1 }}>
        {t('catalogueAdmin.contractTerms')}
      </Typography>
      <Typography variant="body2" sx={{ gridColumn: '1 / -1', color: 'text.secondary' }}>
        {t('catalogueAdmin.contractTermsHint')}
      </Typography>
      <TextInput
        form={form}
        name="reca_number"
        label={label('reca_number')}
        required={false}
        helper={t('catalogueAdmin.recaHint')}
        wide
      />
      <TextInput
        form={form}
        name="moratorio_rate"
        label={label('moratorio_rate')}
        required={false}
        unit="percent"
        helper={t('catalogueAdmin.moratorioHint')}
      />
      <ChoiceInput
        form={form}
        name="pagare_mode"
        label={label('pagare_mode')}
        choices={pagareModeChoices(t)}
      />
      <TextInput
        form={form}
        name="insurer"
        label={label('insurer')}
        required={false}
        helper={t('catalogueAdmin.insuranceHint')}
      />
      <TextInput
        form={form}
        name="policy_number"
        label={label('policy_number')}
        required={false}
        helper={t('catalogueAdmin.insuranceHint')}
      />
      <CommissionListInput form={form} name="other_commissions" label={label('other_commissions')} />
    </CatalogueDialog>
  );
}
