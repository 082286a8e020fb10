import type { ArrayPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n.js';
import type { Body } from './catalogue-form.js';
import { PairListInput } from './pair-list-input.js';

/** A product's other commissions: a row each (concept and amount), added and removed at will. */
export function CommissionListInput<T extends FieldValues>(props: {
  form: UseFormReturn<T, unknown, Body>;
  name: ArrayPath<T>;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <PairListInput
      {...props}
      parts={[
        { part: 'concept', label: t('catalogueAdmin.commissionConcept') },
        {
          part: 'amount',
          label: t('catalogueAdmin.commissionAmount'),
          hint: t('catalogueAdmin.commissionAmountHint'),
        },
      ]}
      note={(rows) => (rows === 0 ? t('catalogueAdmin.noCommissions') : null)}
      removeLabel={(number) => t('catalogueAdmin.removeCommission', { number })}
      addLabel={t('catalogueAdmin.addCommission')}
      newRow={() => ({ concept: '', amount: '' })}
    />
  );
}
