import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { applicationStatuses } from '@origina/domain/application-lifecycle';
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { applicationsPageSize, useApplications } from '../../api/applications.js';
import { ApplicationStatusChip } from '../../components/application-status-chip.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { formatDateTime, formatMoney } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../routes/paths.js';
import { capturing, continuePath } from './application-paths.js';

const orderings = ['-updated_at', '-created_at', 'created_at', 'customer_name', 'folio'] as const;

export function MyApplicationsPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('myApplications.title'));
  // Filters live in the address, so a reload or a shared link keeps them.
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const status = params.get('status') ?? '';
  const ordering = params.get('ordering') ?? '-updated_at';
  const page = Number(params.get('page') ?? '1') || 1;
  const deferredSearch = useDeferredValue(search.trim());
  const applications = useApplications({ search: deferredSearch, status, ordering, page });
  const update = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const pages = Math.ceil((applications.data?.count ?? 0) / applicationsPageSize);
  const filtered = Boolean(deferredSearch || status);

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
        }}
      >
        <Typography variant="h4" component="h1">
          {t('myApplications.title')}
        </Typography>
        <Button component={Link} to={paths.dashboard.newApplication} variant="contained">
          {t('myApplications.newApplication')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' }, gap: 2 }}>
        <TextField
          type="search"
          label={t('myApplications.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            update({ search: event.target.value.trim(), page: '' });
          }}
        />
        <TextField
          select
          label={t('myApplications.status')}
          value={status}
          onChange={(event) => update({ status: event.target.value, page: '' })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('myApplications.allStatuses')}</option>
          {applicationStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`application.status.${value}` as MessageKey)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t('myApplications.ordering')}
          value={ordering}
          onChange={(event) => update({ ordering: event.target.value, page: '' })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {orderings.map((value) => (
            <option key={value} value={value}>
              {t(`myApplications.orderings.${value}` as MessageKey)}
            </option>
          ))}
        </TextField>
      </Box>
      {applications.isPending ? (
        <LoadingBlock label={t('application.loading')} />
      ) : applications.isError ? (
        <FormAlert>{errorMessage(applications.error, t)}</FormAlert>
      ) : applications.data.count === 0 ? (
        filtered ? (
          <Typography>{t('myApplications.noMatches')}</Typography>
        ) : (
          <EmptyState
            icon={<AssignmentOutlined />}
            title={t('myApplications.emptyTitle')}
            body={t('myApplications.emptyBody')}
          />
        )
      ) : (
        <>
          <Box
            sx={{ display: { xs: 'none', md: 'block' }, opacity: applications.isPlaceholderData ? 0.6 : 1 }}
          >
            <Table data-testid="applications-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('application.folio')}</TableCell>
                  <TableCell>{t('myApplications.customer')}</TableCell>
                  <TableCell>{t('myApplications.product')}</TableCell>
                  <TableCell align="right">{t('myApplications.amount')}</TableCell>
                  <TableCell>{t('myApplications.status')}</TableCell>
                  <TableCell>{t('myApplications.updated')}</TableCell>
                  <TableCell>
                    <VisuallyHidden>{t('application.actions')}</VisuallyHidden>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {applications.data.results.map((application) => (
                  <TableRow key={application.id} hover>
                    <TableCell>
                      <Link to={`${paths.dashboard.myApplications}/${application.id}`}>
                        {application.folio}
                      </Link>
                    </TableCell>
                    <TableCell>{application.customer_name}</TableCell>
                    <TableCell>{application.product?.name ?? '—'}</TableCell>
                    <TableCell align="right">
                      {application.amount === null ? '—' : formatMoney(application.amount)}
                    </TableCell>
                    <TableCell>
                      <ApplicationStatusChip status={application.status} />
                    </TableCell>
                    <TableCell>{formatDateTime(application.updated_at, language)}</TableCell>
                    <TableCell>
                      {capturing(application) ? (
                        <Button size="small" component={Link} to={continuePath(application)}>
                          {t('myApplications.continue')}
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Stack spacing={1.5} sx={{ display: { xs: 'flex', md: 'none' } }} data-testid="applications-cards">
            {applications.data.results.map((application) => (
              <Card key={application.id} variant="outlined">
                <CardContent>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Link to={`${paths.dashboard.myApplications}/${application.id}`}>
                      {application.folio}
                    </Link>
                    <ApplicationStatusChip status={application.status} />
                  </Box>
                  <Typography sx={{ fontWeight: 600, mt: 1 }}>{application.customer_name}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {application.product?.name ?? '—'}
                    {application.amount === null ? '' : ` · ${formatMoney(application.amount)}`}
                  </Typography>
                  {capturing(application) ? (
                    <Button
                      size="small"
                      component={Link}
                      to={continuePath(application)}
                      sx={{ mt: 1, px: 0 }}
                    >
                      {t('myApplications.continue')}
                    </Button>
                  ) : null}
                </CardContent>
              </Card>
            ))}
          </Stack>
          {pages > 1 ? (
            <Pagination
              count={pages}
              page={page}
              onChange={(_, next) => update({ page: String(next) })}
              sx={{ alignSelf: 'center' }}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
