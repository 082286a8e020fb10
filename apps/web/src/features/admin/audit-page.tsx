import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useAuditLog } from '../../api/admin-accounts.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { formatDateTime } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

const pageSize = 50;

// The audit log: who read or changed which record, newest first.
export function AuditPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('admin.audit'));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ search: useDeferredValue(search), page });
  const pages = log.data ? Math.ceil(log.data.count / pageSize) : 0;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('admin.audit')}
      </Typography>
      <TextField
        label={t('admin.auditSearch')}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {log.isPending ? (
        <LoadingBlock label={t('app.loading')} />
      ) : log.isError ? (
        <FormAlert>{errorMessage(log.error, t)}</FormAlert>
      ) : log.data.count === 0 ? (
        <EmptyState icon={<HistoryOutlined />} title={t('admin.auditEmpty')} body={t('admin.auditSearch')} />
      ) : (
        <TableContainer>
          <Table size="small" data-testid="audit-log">
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.when')}</TableCell>
                <TableCell>{t('admin.who')}</TableCell>
                <TableCell>{t('admin.action')}</TableCell>
                <TableCell>{t('admin.record')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {log.data.results.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{formatDateTime(entry.at, language)}</TableCell>
                  <TableCell>
                    {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : t('admin.system')}
                  </TableCell>
                  <TableCell>
                    <code>{entry.action}</code>
                  </TableCell>
                  <TableCell>
                    {entry.entity_type}
                    {entry.entity_id ? ` · ${entry.entity_id}` : ''}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          sx={{ alignSelf: 'center' }}
        />
      ) : null}
    </Stack>
  );
}
