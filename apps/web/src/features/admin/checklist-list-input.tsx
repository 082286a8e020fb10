import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type ArrayPath,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
  useFieldArray,
} from 'react-hook-form';
import { newIdempotencyKey } from '../../api/idempotency-key.js';
import { useTranslation } from '../../i18n/i18n.js';
import type { Body } from './catalogue-form.js';

/** A product's review checklist (issue 34): an item per row, its words in Spanish and English
 * (every string the desk reads is in both); an item keeps its id while its words are edited. */
export function ChecklistListInput<T extends FieldValues>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<T, unknown, Body>;
  name: ArrayPath<T>;
  label: string;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const input = (index: number, part: 'es' | 'en') => {
    const { ref, ...registration } = form.register(`${name}.${index}.${part}` as Path<T>);
    const error = (get(form.formState.errors, `${name}.${index}.${part}`) as { message?: string } | undefined)
      ?.message;
    return (
      <TextField
        {...registration}
        inputRef={ref}
        size="small"
        required
        label={t(part === 'es' ? 'catalogueAdmin.checklistEs' : 'catalogueAdmin.checklistEn')}
        error={Boolean(error)}
        helperText={error}
        autoComplete="off"
      />
    );
  };
  return (
    <Box
      component="fieldset"
      sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, minWidth: 0 }}
      data-testid="product-checklist"
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {fields.length === 0 ? t('catalogueAdmin.noChecklist') : t('catalogueAdmin.checklistHint')}
      </Typography>
      {fields.map((field, index) => (
        <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5 }}>
          <Box sx={{ flex: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
            {input(index, 'es')}
            {input(index, 'en')}
          </Box>
          <IconButton
            aria-label={t('catalogueAdmin.removeChecklistItem', { number: index + 1 })}
            onClick={() => remove(index)}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<AddOutlined />}
        // A new item's id: short and unique within the product (the decision keeps its words too).
        onClick={() => append({ id: `item-${newIdempotencyKey().slice(0, 8)}`, es: '', en: '' } as never)}
      >
        {t('catalogueAdmin.addChecklistItem')}
      </Button>
    </Box>
  );
}
