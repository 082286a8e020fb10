import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type DeductionLayout,
  deductionFields,
  exampleCsvLayout,
  exampleFixedWidthLayout,
} from '@origina/domain/deduction-layouts';
import { useEffect } from 'react';
import { get, useFieldArray, useForm } from 'react-hook-form';
import { useDeductionLayout, useSaveDeductionLayout } from '../../api/deductions.js';
import { FormAlert } from '../../components/form-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { errorMessage } from '../../components/server-errors.js';
import type { MessageKey } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/i18n.js';
import { type LayoutValues, layoutResolver, layoutValues, newColumn } from './deduction-layout-form.js';

const separators = [
  [',', 'comma'],
  [';', 'semicolon'],
  ['|', 'pipe'],
  ['\t', 'tab'],
] as const;

// The convenio's column map for its layout file (issue 36): the kind, the amounts, and each
// column's field with its header (CSV) or its width, alignment and padding (fixed width).
export function DeductionLayoutCard({ affiliate }: { affiliate: string }) {
  const { t } = useTranslation();
  const stored = useDeductionLayout(affiliate);
  const save = useSaveDeductionLayout(affiliate);
  const form = useForm<LayoutValues, unknown, DeductionLayout>({
    resolver: layoutResolver,
    defaultValues: layoutValues(exampleFixedWidthLayout),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'columns' });
  useEffect(() => {
    if (stored.data) form.reset(layoutValues(stored.data.layout));
  }, [stored.data, form]);
  const kind = form.watch('kind');
  const errors = form.formState.errors;
  const message = (path: string) =>
    fieldMessage(t, (get(errors, path) as { message?: string } | undefined)?.message);
  const columnsProblem = message('columns') ?? message('columns.root');
  const select = (name: Parameters<typeof form.register>[0], label: string, options: [string, string][]) => (
    <TextField
      {...form.register(name)}
      select
      size="small"
      label={label}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 160 }}
    >
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </TextField>
  );
  return (
    <Card variant="outlined" data-testid="deduction-layout">
      <CardContent>
        <Stack
          spacing={2}
          component="form"
          noValidate
          onSubmit={form.handleSubmit((layout) => save.mutate(layout))}
          aria-labelledby="deduction-layout-title"
        >
          <Typography id="deduction-layout-title" variant="h6" component="h2">
            {t('deductions.layout.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('deductions.layout.hint')}{' '}
            {stored.data
              ? t(stored.data.custom ? 'deductions.layout.custom' : 'deductions.layout.example')
              : null}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            {select('kind', t('deductions.layout.kind'), [
              ['csv', t('deductions.layout.kinds.csv')],
              ['fixed', t('deductions.layout.kinds.fixed')],
            ])}
            {kind === 'csv'
              ? select(
                  'separator',
                  t('deductions.layout.separator'),
                  separators.map(([value, name]) => [value, t(`deductions.layout.separators.${name}`)]),
                )
              : null}
            {select('amounts', t('deductions.layout.amounts'), [
              ['decimal', t('deductions.layout.amountKinds.decimal')],
              ['cents', t('deductions.layout.amountKinds.cents')],
            ])}
          </Box>
          {fields.map((column, index) => (
            <Box
              key={column.id}
              component="fieldset"
              sx={{
                border: 0,
                p: 0,
                m: 0,
                minWidth: 0,
                display: 'flex',
                gap: 1,
                flexWrap: 'wrap',
                alignItems: 'flex-start',
              }}
            >
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {t('deductions.layout.column', { n: index + 1 })}
              </Typography>
              {select(
                `columns.${index}.field`,
                t('deductions.layout.field'),
                deductionFields.map((field) => [field, t(`deductions.layout.fields.${field}` as MessageKey)]),
              )}
              {kind === 'csv' ? (
                <TextField
                  {...form.register(`columns.${index}.header`)}
                  size="small"
                  label={t('deductions.layout.header')}
                  error={Boolean(message(`columns.${index}.header`))}
                  helperText={message(`columns.${index}.header`)}
                  autoComplete="off"
                />
              ) : (
                <>
                  <TextField
                    {...form.register(`columns.${index}.width`)}
                    size="small"
                    label={t('deductions.layout.width')}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    error={Boolean(message(`columns.${index}.width`))}
                    helperText={message(`columns.${index}.width`)}
                    sx={{ width: 110 }}
                    autoComplete="off"
                  />
                  {select(`columns.${index}.align`, t('deductions.layout.align'), [
                    ['left', t('deductions.layout.aligns.left')],
                    ['right', t('deductions.layout.aligns.right')],
                  ])}
                  <TextField
                    {...form.register(`columns.${index}.pad`)}
                    size="small"
                    label={t('deductions.layout.pad')}
                    error={Boolean(message(`columns.${index}.pad`))}
                    helperText={message(`columns.${index}.pad`)}
                    sx={{ width: 110 }}
                    autoComplete="off"
                  />
                </>
              )}
              {message(`columns.${index}.field`) ? (
                <Typography variant="body2" sx={{ color: 'error.main', flexBasis: '100%' }}>
                  {message(`columns.${index}.field`)}
                </Typography>
              ) : null}
              <IconButton
                aria-label={t('deductions.layout.remove', { n: index + 1 })}
                onClick={() => remove(index)}
              >
                <DeleteOutlined />
              </IconButton>
            </Box>
          ))}
          {columnsProblem ? <FormAlert>{columnsProblem}</FormAlert> : null}
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              startIcon={<AddOutlined />}
              onClick={() => append(newColumn(form.getValues('columns').map((column) => column.field)))}
            >
              {t('deductions.layout.add')}
            </Button>
            <Button onClick={() => form.reset(layoutValues(exampleCsvLayout))}>
              {t('deductions.layout.exampleCsv')}
            </Button>
            <Button onClick={() => form.reset(layoutValues(exampleFixedWidthLayout))}>
              {t('deductions.layout.exampleFixed')}
            </Button>
          </Box>
          <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
            {t('deductions.layout.save')}
          </Button>
          <div role="status" aria-live="polite">
            {save.isError ? <Alert severity="error">{errorMessage(save.error, t)}</Alert> : null}
            {save.isSuccess && !form.formState.isDirty ? (
              <Alert severity="success">{t('deductions.layout.saved')}</Alert>
            ) : null}
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
