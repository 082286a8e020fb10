import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OtherCommission } from '@origina/domain/lender-profile';
import {
  type ArrayPath,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
  useFieldArray,
} from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n.js';
import type { Body } from './catalogue-form.js';

/** A product's other commissions: a row each (concept and amount), added and removed at will. */
export function CommissionListInput<T extends FieldValues>({
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
  const errorOf = (index: number, part: keyof OtherCommission) =>
    (get(form.formState.errors, `${name}.${index}.${part}`) as { message?: string } | undefined)?.message;
  const input = (index: number, part: keyof OtherCommission) => {
    const { ref, ...registration } = form.register(`${name}.${index}.${part}` as Path<T>);
    const error = errorOf(index, part);
    return (
      <TextField
        {...registration}
        inputRef={ref}
        size="small"
        required
        label={t(part === 'concept' ? 'catalogueAdmin.commissionConcept' : 'catalogueAdmin.commissionAmount')}
        error={Boolean(error)}
        helperText={error ?? (part === 'amount' ? t('catalogueAdmin.commissionAmountHint') : undefined)}
        autoComplete="off"
      />
    );
  };
  return (
    <Box component="fieldset" sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('catalogueAdmin.noCommissions')}
        </Typography>
      ) : null}
      {fields.map((field, index) => (
        <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5 }}>
          <Box sx={{ flex: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
            {input(index, 'concept')}
            {input(index, 'amount')}
          </Box>
          <IconButton
            aria-label={t('catalogueAdmin.removeCommission', { number: index + 1 })}
            onClick={() => remove(index)}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<AddOutlined />}
        onClick={() => append({ concept: '', amount: '' } as never)}
      >
        {t('catalogueAdmin.addCommission')}
      </Button>
    </Box>
  );
}
