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
import type { Body } from './catalogue-form.js';

/** One of a row's two inputs: the row's field it registers, its label and, below it, its hint. */
export interface PairPart {
  part: string;
  label: string;
  hint?: string | undefined;
}

/** A list of rows of two inputs each (a commission's concept and amount, a checklist item's words
 * in Spanish and English), added and removed at will, inside a catalogue form. */
export function PairListInput<T extends FieldValues>({
  form,
  name,
  label,
  parts,
  note,
  removeLabel,
  addLabel,
  newRow,
  testId,
}: {
  form: UseFormReturn<T, unknown, Body>;
  name: ArrayPath<T>;
  label: string;
  parts: readonly [PairPart, PairPart];
  /** Said under the legend, given how many rows there are (none: what an empty list means). */
  note: (rows: number) => string | null;
  removeLabel: (number: number) => string;
  addLabel: string;
  newRow: () => Record<string, string>;
  testId?: string;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const input = (index: number, { part, label: partLabel, hint }: PairPart) => {
    const path = `${name}.${index}.${part}`;
    const { ref, ...registration } = form.register(path as Path<T>);
    const error = (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
    return (
      <TextField
        {...registration}
        inputRef={ref}
        size="small"
        required
        label={partLabel}
        error={Boolean(error)}
        helperText={error ?? hint}
        autoComplete="off"
      />
    );
  };
  const said = note(fields.length);
  return (
    <Box
      component="fieldset"
      sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, minWidth: 0 }}
      data-testid={testId}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {said ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {said}
        </Typography>
      ) : null}
      {fields.map((field, index) => (
        <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5 }}>
          <Box sx={{ flex: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
            {input(index, parts[0])}
            {input(index, parts[1])}
          </Box>
          <IconButton aria-label={removeLabel(index + 1)} onClick={() => remove(index)}>
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <Button size="small" startIcon={<AddOutlined />} onClick={() => append(newRow() as never)}>
        {addLabel}
      </Button>
    </Box>
  );
}
