import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { applicationStatuses } from '@origina/domain/application-lifecycle';
import { Link } from 'react-router';
import { applicationsPageSize, useApplications } from '../../api/applications.js';
import { ApplicationStatusChip } from '../../components/application-status-chip.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { ListFilterSelect, ListPagination, ListSearchField } from '../../components/list-controls.js';
import type { ListSpec } from '../../components/list-params.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { MissedDeductionsMark } from '../../components/missed-deductions.js';
import { usePageTitle } from '../../components/page-title.js';
import { RefreshFailed } from '../../components/refresh-failed.js';
import { errorMessage } from '../../components/server-errors.js';
import { useListParams } from '../../components/use-list-params.js';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { formatDateTime, formatMoney } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { capturing, continuePath } from './application-paths.js';
import { RenewByCurp } from './renew-by-curp.js';

const orderings = ['-updated_at', '-created_at', 'created_at', 'customer_name', 'folio'] as const;
const listSpec: ListSpec<'status' | 'ordering'> = {
  filters: { status: applicationStatuses, ordering: orderings },
  defaults: { ordering: '-updated_at' },
};

export function MyApplicationsPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('myApplications.title'));
  const list = useListParams(listSpec);
  const applications = useApplications({ search: list.search, ...list.filters, page: list.page });
  // Another order shows the same applications: only a search or a status narrows them.
  const filtered = Boolean(list.search || list.filters.status);

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
      <RenewByCurp />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' }, gap: 2 }}>
        <ListSearchField list={list} label={t('myApplications.search')} />
        <ListFilterSelect
          list={list}
          name="status"
          label={t('myApplications.status')}
          options={[
            { value: '', label: t('myApplications.allStatuses') },
            ...applicationStatuses.map((value) => ({
              value,
              label: t(`application.status.${value}` as MessageKey),
            })),
          ]}
        />
        <ListFilterSelect
          list={list}
          name="ordering"
          label={t('myApplications.ordering')}
          options={orderings.map((value) => ({
            value,
            label: t(`myApplications.orderings.${value}` as MessageKey),
          }))}
        />
      </Box>
      <RefreshFailed query={applications} />
      {applications.data === undefined ? (
        applications.isError ? (
          <FormAlert>{errorMessage(applications.error, t)}</FormAlert>
        ) : (
          <LoadingBlock label={t('application.loading')} />
        )
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
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
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
                      <MissedDeductionsMark count={application.missed_deductions} />
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
                  <MissedDeductionsMark count={application.missed_deductions} />
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
        </>
      )}
      <ListPagination list={list} count={applications.data?.count} pageSize={applicationsPageSize} />
    </Stack>
  );
}
