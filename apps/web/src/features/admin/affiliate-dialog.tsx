import { type Affiliate, affiliateInputSchema } from '@origina/domain/lender-catalog';
import { productLabel, useCatalogueAdmin } from '../../api/catalogue-admin.js';
import { useTranslation } from '../../i18n/i18n.js';
import { CatalogueDialog } from './catalogue-dialog.js';
import { ChoiceInput, CodesPicker, TextInput } from './catalogue-fields.js';
import { type FieldKinds, percentText } from './catalogue-form.js';
import { choosable, documentTypeOptions, frequencyChoices } from './catalogue-options.js';
import { PayrollCalendarFields } from './payroll-calendar-fields.js';
import { type CalendarValues, calendarValuesOf } from './payroll-calendar-form.js';
import { useCatalogueForm } from './use-catalogue-form.js';

interface AffiliateValues {
  code: string;
  name: string;
  employer: string;
  frequency: string;
  max_deduction_share: string;
  payroll_calendar: CalendarValues;
  products: string[];
  required_document_types: string[];
}

const kinds: FieldKinds<AffiliateValues> = {
  code: 'text',
  name: 'text',
  employer: 'text',
  frequency: 'choice',
  max_deduction_share: 'percent',
  payroll_calendar: 'calendar',
  products: 'codes',
  required_document_types: 'codes',
};

const valuesOf = (row: Affiliate | null): AffiliateValues => ({
  code: row?.code ?? '',
  name: row?.name ?? '',
  employer: row?.employer ?? '',
  frequency: row?.frequency ?? 'biweekly',
  max_deduction_share: row ? percentText(row.max_deduction_share) : '',
  payroll_calendar: calendarValuesOf(row?.frequency ?? 'biweekly', row?.payroll_calendar ?? null),
  products: row?.products.map((product) => product.code) ?? [],
  required_document_types: row?.required_document_types ?? [],
});

export function AffiliateDialog({
  row,
  onClose,
  onSaved,
}: {
  row: Affiliate | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, language } = useTranslation();
  const products = useCatalogueAdmin('products').data ?? [];
  const { form, submit, formError, busy } = useCatalogueForm({
    resource: 'affiliates',
    schema: affiliateInputSchema,
    kinds,
    values: valuesOf(row),
    id: row?.id ?? null,
    onSaved,
  });
  const label = (name: Exclude<keyof AffiliateValues, 'payroll_calendar'>) =>
    t(`catalogueAdmin.fields.${name}`);
  // A convenio offers products on its own payroll frequency (the server holds to it too).
  const frequency = form.watch('frequency');
  const chosen = form.watch('products');
  const offered = choosable(products, chosen).filter(
    (product) => product.frequency === frequency || chosen.includes(product.code),
  );
  return (
    <CatalogueDialog
      title={row ? `${t('catalogueAdmin.edit')}: ${row.name}` : t('catalogueAdmin.new.affiliates')}
      busy={busy}
      formError={formError}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput form={form} name="code" label={label('code')} disabled={row !== null} />
      <TextInput form={form} name="name" label={label('name')} />
      <TextInput form={form} name="employer" label={label('employer')} wide />
      <ChoiceInput
        form={form}
        name="frequency"
        label={label('frequency')}
        choices={frequencyChoices(t)}
        wide
      />
      <PayrollCalendarFields form={form} frequency={frequency} />
      <TextInput
        form={form}
        name="max_deduction_share"
        label={label('max_deduction_share')}
        unit="percent"
        helper={t('catalogueAdmin.shareHint')}
        wide
      />
      <CodesPicker
        form={form}
        name="products"
        label={label('products')}
        helper={t('catalogueAdmin.productsHint')}
        options={offered.map((product) => ({
          code: product.code,
          label: productLabel(product, language),
          detail: `${product.code} · ${t(`catalogueAdmin.options.${product.frequency}`)}`,
        }))}
      />
      <CodesPicker
        form={form}
        name="required_document_types"
        label={label('required_document_types')}
        helper={t('catalogueAdmin.documentsHint')}
        options={documentTypeOptions(language)}
      />
    </CatalogueDialog>
  );
}
