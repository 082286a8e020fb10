import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Affiliate, Branch, Product } from '@origina/domain/lender-catalog';
import { useState } from 'react';
import {
  type CatalogueResource,
  productLabel,
  useCatalogueAdmin,
  useSaveCatalogueEntry,
} from '../../api/catalogue-admin.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { errorMessage } from '../../components/server-errors.js';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { formatRate } from '../../i18n/format.js';
import { type AppLanguage, type translate, useTranslation } from '../../i18n/i18n.js';
import { AffiliateDialog } from './affiliate-dialog.js';
import { BranchDialog } from './branch-dialog.js';
import { calendarWords } from './payroll-calendar-words.js';
import { ProductDialog } from './product-dialog.js';

type Row = Branch | Affiliate | Product;

const nameOf = (resource: CatalogueResource, row: Row, language: AppLanguage) =>
  resource === 'products' ? productLabel(row as Product, language) : row.name;

// One line that tells entries apart: where a branch is, how a convenio pays, what a product costs.
function summaryOf(resource: CatalogueResource, row: Row, t: typeof translate, language: AppLanguage) {
  if (resource === 'branches') {
    const branch = row as Branch;
    return `${branch.settlement}, ${branch.municipality}`;
  }
  if (resource === 'affiliates') {
    const affiliate = row as Affiliate;
    const calendar = calendarWords(affiliate.frequency, affiliate.payroll_calendar, t, language);
    return `${calendar} · ${formatRate(affiliate.max_deduction_share, language)}`;
  }
  const product = row as Product;
  return `${t(`catalogueAdmin.options.${product.frequency}`)} · ${formatRate(product.annual_rate, language)}`;
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
  onSaved: () => void;
}) {
  if (resource === 'branches')
    return <BranchDialog row={row as Branch | null} onClose={onClose} onSaved={onSaved} />;
  if (resource === 'affiliates') {
    return <AffiliateDialog row={row as Affiliate | null} onClose={onClose} onSaved={onSaved} />;
  }
  return <ProductDialog row={row as Product | null} onClose={onClose} onSaved={onSaved} />;
}

// One catalogue's entries, active or not, with its dialogs; an entry is switched off rather than
// deleted (it leaves the promoters' lists and stays on old applications).
export function CatalogueTable({ resource }: { resource: CatalogueResource }) {
  const { t, language } = useTranslation();
  const entries = useCatalogueAdmin(resource);
  const save = useSaveCatalogueEntry(resource);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (row: Row) => {
    setFailure(null);
    save.mutate(
      { id: row.id, body: { active: !row.active } },
      {
        onSuccess: () => setNotice(t('catalogueAdmin.saved')),
        onError: (error) => setFailure(errorMessage(error, t)),
      },
    );
  };

  if (entries.isPending) return <LoadingBlock label={t('app.loading')} />;
  if (entries.isError) return <FormAlert>{errorMessage(entries.error, t)}</FormAlert>;
  const rows = entries.data as Row[];
  const onPhoneHidden = { display: { xs: 'none', md: 'table-cell' } };
  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t(`catalogueAdmin.new.${resource}`)}
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
              <TableCell sx={onPhoneHidden}>{t('catalogueAdmin.fields.code')}</TableCell>
              <TableCell>{t('catalogueAdmin.fields.name')}</TableCell>
              <TableCell sx={onPhoneHidden}>{t(`catalogueAdmin.summary.${resource}`)}</TableCell>
              <TableCell>{t('catalogueAdmin.state')}</TableCell>
              <TableCell>
                <VisuallyHidden>{t('catalogueAdmin.actions')}</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const name = nameOf(resource, row, language);
              const summary = summaryOf(resource, row, t, language);
              const switchLabel = t(row.active ? 'catalogueAdmin.deactivate' : 'catalogueAdmin.activate');
              return (
                <TableRow key={row.id}>
                  {/* A code is one word: "PENSIONADOS-IMSS" broken at its hyphen reads as two. */}
                  <TableCell sx={{ ...onPhoneHidden, whiteSpace: 'nowrap' }}>{row.code}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {name}
                    {/* On a phone the summary's column is hidden: it is said under the name. */}
                    <Typography
                      variant="body2"
                      sx={{ display: { xs: 'block', md: 'none' }, color: 'text.secondary', mt: 0.5 }}
                    >
                      {summary}
                    </Typography>
                  </TableCell>
                  <TableCell sx={onPhoneHidden}>{summary}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={row.active ? 'success' : 'default'}
                      label={t(row.active ? 'catalogueAdmin.active' : 'catalogueAdmin.inactive')}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'flex-end' }}>
                      <Button
                        size="small"
                        onClick={() => setEditing(row)}
                        aria-label={`${t('catalogueAdmin.edit')}: ${name}`}
                      >
                        {t('catalogueAdmin.edit')}
                      </Button>
                      <Button
                        size="small"
                        color={row.active ? 'error' : 'primary'}
                        onClick={() => toggle(row)}
                        aria-label={`${switchLabel}: ${name}`}
                      >
                        {switchLabel}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {editing ? (
        <EntryDialog
          resource={resource}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(t('catalogueAdmin.saved'));
          }}
        />
      ) : null}
    </Stack>
  );
}
