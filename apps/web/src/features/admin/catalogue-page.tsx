import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { payrollFrequencies, rateBases } from '@origina/domain/lender-catalog';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type CatalogueResource,
  catalogueAdminKey,
  saveCatalogueEntry,
  useCatalogueAdmin,
} from '../../api/catalogue-admin.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage, firstFieldErrors } from '../../components/server-errors.js';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

type Kind = 'text' | 'number' | 'percent' | 'select' | 'list' | 'numbers' | 'boolean';
interface Field {
  name: string;
  kind: Kind;
  options?: readonly string[];
  optional?: boolean;
}
type Row = Record<string, unknown> & { id: string; code: string; name: string; active: boolean };
type Values = Record<string, string | boolean>;

const codesOf = (value: unknown) =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'object' ? (item as { code: string }).code : item))
    : [];

// What each catalogue asks for (the server checks the rest: addresses against SEPOMEX, min ≤ max,
// a term rate only for an offered term, a convenio and its products on one payroll frequency).
const fields: Record<CatalogueResource, Field[]> = {
  branches: [
    { name: 'code', kind: 'text' },
    { name: 'name', kind: 'text' },
    { name: 'street', kind: 'text' },
    { name: 'exterior_number', kind: 'text' },
    { name: 'interior_number', kind: 'text', optional: true },
    { name: 'zip', kind: 'text' },
    { name: 'settlement', kind: 'text' },
    { name: 'phone', kind: 'text' },
    { name: 'affiliates', kind: 'list' },
  ],
  affiliates: [
    { name: 'code', kind: 'text' },
    { name: 'name', kind: 'text' },
    { name: 'employer', kind: 'text' },
    { name: 'frequency', kind: 'select', options: payrollFrequencies },
    { name: 'max_deduction_share', kind: 'percent' },
    { name: 'products', kind: 'list' },
    { name: 'required_document_types', kind: 'list' },
  ],
  products: [
    { name: 'code', kind: 'text' },
    { name: 'name', kind: 'text' },
    { name: 'frequency', kind: 'select', options: payrollFrequencies },
    { name: 'annual_rate', kind: 'percent' },
    { name: 'rate_basis', kind: 'select', options: rateBases },
    { name: 'iva_on_interest', kind: 'boolean' },
    { name: 'commission_rate', kind: 'percent' },
    { name: 'insurance_per_period', kind: 'number' },
    { name: 'min_amount', kind: 'number' },
    { name: 'max_amount', kind: 'number' },
    { name: 'terms', kind: 'numbers' },
    { name: 'required_document_types', kind: 'list' },
  ],
};

function toValues(resource: CatalogueResource, row: Row | null): Values {
  return Object.fromEntries(
    fields[resource].map((field) => {
      const value = row?.[field.name];
      if (field.kind === 'boolean') return [field.name, row ? Boolean(value) : true];
      if (field.kind === 'list') return [field.name, codesOf(value).join(', ')];
      if (field.kind === 'numbers') return [field.name, Array.isArray(value) ? value.join(', ') : ''];
      if (field.kind === 'percent')
        return [field.name, typeof value === 'number' ? String(+(value * 100).toFixed(4)) : ''];
      if (field.kind === 'select')
        return [field.name, typeof value === 'string' ? value : (field.options?.[0] ?? '')];
      return [field.name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

// Form text to the API's types; the server's schema decides what is valid.
function toBody(resource: CatalogueResource, values: Values) {
  return Object.fromEntries(
    fields[resource].map((field) => {
      const value = values[field.name];
      if (field.kind === 'boolean') return [field.name, value];
      const text = String(value).trim();
      if (field.kind === 'list') return [field.name, text ? text.split(/[\s,]+/).filter(Boolean) : []];
      if (field.kind === 'numbers')
        return [
          field.name,
          text
            ? text
                .split(/[\s,]+/)
                .filter(Boolean)
                .map(Number)
            : [],
        ];
      if (field.kind === 'percent') return [field.name, text === '' ? null : Number(text) / 100];
      if (field.kind === 'number') return [field.name, text === '' ? null : Number(text)];
      if (field.optional && text === '') return [field.name, null];
      return [field.name, text];
    }),
  );
}

const tabs: CatalogueResource[] = ['branches', 'affiliates', 'products'];

// Administration of the lender's catalogue: branches, convenios and products; create, edit, and
// deactivate (a deactivated entry leaves the promoters' lists and stays on old applications).
export function CataloguePage() {
  const { t } = useTranslation();
  usePageTitle(t('catalogueAdmin.title'));
  const [resource, setResource] = useState<CatalogueResource>('branches');
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('catalogueAdmin.title')}
      </Typography>
      <Tabs
        value={resource}
        onChange={(_, next: CatalogueResource) => setResource(next)}
        aria-label={t('catalogueAdmin.title')}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`catalogueAdmin.${name}` as MessageKey)}
            id={`tab-${name}`}
            aria-controls={`panel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${resource}`} aria-labelledby={`tab-${resource}`}>
        <CatalogueTable key={resource} resource={resource} />
      </Box>
    </Stack>
  );
}

function CatalogueTable({ resource }: { resource: CatalogueResource }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const entries = useCatalogueAdmin(resource);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = async (row: Row) => {
    setFailure(null);
    try {
      await saveCatalogueEntry(resource, row.id, { active: !row.active });
      await client.invalidateQueries({ queryKey: catalogueAdminKey(resource) });
      setNotice(t('catalogueAdmin.saved'));
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  if (entries.isPending) return <LoadingBlock label={t('app.loading')} />;
  if (entries.isError) return <FormAlert>{errorMessage(entries.error, t)}</FormAlert>;
  const rows = entries.data as unknown as Row[];
  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t(`catalogueAdmin.new.${resource}` as MessageKey)}
        </Button>
      </Box>
      {notice ? (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <TableContainer>
        <Table size="small" data-testid={`catalogue-${resource}`}>
          <TableHead>
            <TableRow>
              <TableCell>{t('catalogueAdmin.fields.code')}</TableCell>
              <TableCell>{t('catalogueAdmin.fields.name')}</TableCell>
              <TableCell>{t('catalogueAdmin.state')}</TableCell>
              <TableCell>
                <VisuallyHidden>{t('catalogueAdmin.actions')}</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.code}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={row.active ? 'success' : 'default'}
                    label={t(row.active ? 'catalogueAdmin.active' : 'catalogueAdmin.inactive')}
                  />
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    onClick={() => setEditing(row)}
                    aria-label={`${t('catalogueAdmin.edit')}: ${row.name}`}
                  >
                    {t('catalogueAdmin.edit')}
                  </Button>
                  <Button
                    size="small"
                    color={row.active ? 'error' : 'primary'}
                    onClick={() => void toggle(row)}
                    aria-label={`${t(row.active ? 'catalogueAdmin.deactivate' : 'catalogueAdmin.activate')}: ${row.name}`}
                  >
                    {t(row.active ? 'catalogueAdmin.deactivate' : 'catalogueAdmin.activate')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editing ? (
        <EntryDialog
          resource={resource}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await client.invalidateQueries({ queryKey: catalogueAdminKey(resource) });
            // The lists the other screens keep refresh too.
            await client.invalidateQueries({ queryKey: [resource] });
            setNotice(t('catalogueAdmin.saved'));
          }}
        />
      ) : null}
    </Stack>
  );
}

function EntryDialog({
  resource,
  row,
  onClose,
  onSaved,
}: {
  resource: CatalogueResource;
  row: Row | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => toValues(resource, row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFormError(null);
    setErrors({});
    try {
      await saveCatalogueEntry(resource, row?.id ?? null, toBody(resource, values));
      await onSaved();
    } catch (error) {
      setErrors(firstFieldErrors(error));
      setFormError(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  const label = (name: string) => t(`catalogueAdmin.fields.${name}` as MessageKey);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle>
          {row
            ? `${t('catalogueAdmin.edit')}: ${row.name}`
            : t(`catalogueAdmin.new.${resource}` as MessageKey)}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            {fields[resource].map((field) =>
              field.kind === 'boolean' ? (
                <FormControlLabel
                  key={field.name}
                  control={
                    <Checkbox
                      checked={Boolean(values[field.name])}
                      onChange={(event) =>
                        setValues((current) => ({ ...current, [field.name]: event.target.checked }))
                      }
                    />
                  }
                  label={label(field.name)}
                />
              ) : (
                <TextField
                  key={field.name}
                  label={label(field.name)}
                  select={field.kind === 'select'}
                  required={!field.optional && field.kind !== 'list'}
                  disabled={field.name === 'code' && row !== null}
                  value={values[field.name]}
                  onChange={(event) =>
                    setValues((current) => ({ ...current, [field.name]: event.target.value }))
                  }
                  error={Boolean(errors[field.name])}
                  helperText={
                    errors[field.name] ??
                    (field.kind === 'list' || field.kind === 'numbers'
                      ? t('catalogueAdmin.listHint')
                      : field.kind === 'percent'
                        ? t('catalogueAdmin.percentHint')
                        : undefined)
                  }
                  slotProps={field.kind === 'select' ? { select: { native: true } } : undefined}
                >
                  {field.options?.map((option) => (
                    <option key={option} value={option}>
                      {t(`catalogueAdmin.options.${option}` as MessageKey)}
                    </option>
                  ))}
                </TextField>
              ),
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('admin.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
