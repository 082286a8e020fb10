import { type Branch, branchInputSchema } from '@origina/domain/lender-catalog';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useCatalogueAdmin } from '../../api/catalogue-admin.js';
import { usePostalCode } from '../../api/zip-codes.js';
import { useTranslation } from '../../i18n/i18n.js';
import { CatalogueDialog } from './catalogue-dialog.js';
import { ChoiceInput, CodesPicker, TextInput } from './catalogue-fields.js';
import type { Body, FieldKinds } from './catalogue-form.js';
import { choosable } from './catalogue-options.js';
import { useCatalogueForm } from './use-catalogue-form.js';

interface BranchValues {
  code: string;
  name: string;
  street: string;
  exterior_number: string;
  interior_number: string;
  zip: string;
  settlement: string;
  phone: string;
  affiliates: string[];
}

const kinds: FieldKinds<BranchValues> = {
  code: 'text',
  name: 'text',
  street: 'text',
  exterior_number: 'text',
  interior_number: 'optional',
  zip: 'text',
  settlement: 'text',
  phone: 'text',
  affiliates: 'codes',
};

const valuesOf = (row: Branch | null): BranchValues => ({
  code: row?.code ?? '',
  name: row?.name ?? '',
  street: row?.street ?? '',
  exterior_number: row?.exterior_number ?? '',
  interior_number: row?.interior_number ?? '',
  zip: row?.zip ?? '',
  settlement: row?.settlement ?? '',
  phone: row?.phone ?? '',
  affiliates: row?.affiliates.map((affiliate) => affiliate.code) ?? [],
});

// The colonia is one of the postal code's (SEPOMEX): chosen from its list, never typed. A code
// with a single colonia chooses it; a colonia the new code does not have is cleared.
function SettlementField({ form }: { form: UseFormReturn<BranchValues, unknown, Body> }) {
  const { t } = useTranslation();
  const zip = form.watch('zip').trim();
  const settlements = usePostalCode(zip).data;
  const chosen = form.watch('settlement');
  const names = settlements?.map((row) => row.settlement).join('\n');
  useEffect(() => {
    if (names === undefined) return;
    const offered = names ? names.split('\n') : [];
    const current = form.getValues('settlement');
    const next = offered.length === 1 ? offered[0]! : offered.includes(current) ? current : '';
    // Set even when unchanged: a select shows its value only once that option exists.
    form.setValue('settlement', next);
  }, [names, form]);

  const complete = /^\d{5}$/.test(zip);
  const unknown = complete && settlements?.length === 0;
  const place = settlements?.find((row) => row.settlement === chosen) ?? settlements?.[0];
  return (
    <>
      <TextInput
        form={form}
        name="zip"
        label={t('catalogueAdmin.fields.zip')}
        autoComplete="postal-code"
        helper={t('catalogueAdmin.zipHint')}
        problem={unknown ? t('application.zipUnknown') : undefined}
      />
      <ChoiceInput
        form={form}
        name="settlement"
        label={t('catalogueAdmin.fields.settlement')}
        helper={
          place
            ? t('catalogueAdmin.place', { municipality: place.municipality, state: place.state })
            : t('catalogueAdmin.settlementHint')
        }
        choices={[
          { value: '', label: '' },
          ...(settlements ?? []).map((row) => ({
            value: row.settlement,
            label: `${row.settlement} (${row.settlement_type})`,
          })),
        ]}
      />
    </>
  );
}

export function BranchDialog({
  row,
  onClose,
  onSaved,
}: {
  row: Branch | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const affiliates = useCatalogueAdmin('affiliates').data ?? [];
  const { form, submit, formError, busy } = useCatalogueForm({
    resource: 'branches',
    schema: branchInputSchema,
    kinds,
    values: valuesOf(row),
    id: row?.id ?? null,
    onSaved,
  });
  const label = (name: keyof BranchValues) => t(`catalogueAdmin.fields.${name}`);
  return (
    <CatalogueDialog
      title={row ? `${t('catalogueAdmin.edit')}: ${row.name}` : t('catalogueAdmin.new.branches')}
      busy={busy}
      formError={formError}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput form={form} name="code" label={label('code')} disabled={row !== null} />
      <TextInput form={form} name="name" label={label('name')} />
      <TextInput form={form} name="street" label={label('street')} wide />
      <TextInput form={form} name="exterior_number" label={label('exterior_number')} />
      <TextInput form={form} name="interior_number" label={label('interior_number')} required={false} />
      <SettlementField form={form} />
      <TextInput form={form} name="phone" label={label('phone')} autoComplete="tel" />
      <CodesPicker
        form={form}
        name="affiliates"
        label={label('affiliates')}
        helper={t('catalogueAdmin.pickerHint')}
        options={choosable(affiliates, form.watch('affiliates')).map((affiliate) => ({
          code: affiliate.code,
          label: affiliate.name,
          detail: `${affiliate.code} · ${t(`catalogueAdmin.options.${affiliate.frequency}`)}`,
        }))}
      />
    </CatalogueDialog>
  );
}
