import type { ArrayPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { newIdempotencyKey } from '../../api/idempotency-key.js';
import { useTranslation } from '../../i18n/i18n.js';
import type { Body } from './catalogue-form.js';
import { PairListInput } from './pair-list-input.js';

/** A product's review checklist (issue 34): an item per row, its words in Spanish and English
 * (every string the desk reads is in both); an item keeps its id while its words are edited. */
export function ChecklistListInput<T extends FieldValues>(props: {
  form: UseFormReturn<T, unknown, Body>;
  name: ArrayPath<T>;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <PairListInput
      {...props}
      testId="product-checklist"
      parts={[
        { part: 'es', label: t('catalogueAdmin.checklistEs') },
        { part: 'en', label: t('catalogueAdmin.checklistEn') },
      ]}
      note={(rows) => (rows === 0 ? t('catalogueAdmin.noChecklist') : t('catalogueAdmin.checklistHint'))}
      removeLabel={(number) => t('catalogueAdmin.removeChecklistItem', { number })}
      addLabel={t('catalogueAdmin.addChecklistItem')}
      // A new item's id: short and unique within the product (the decision keeps its words too).
      newRow={() => ({ id: `item-${newIdempotencyKey().slice(0, 8)}`, es: '', en: '' })}
    />
  );
}
