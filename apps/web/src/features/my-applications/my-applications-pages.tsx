import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
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
import { type ApplicationStatus, applicationStatuses, ownerMay } from '@origina/domain/application-lifecycle';
import type { Application, ReopenablePart } from '@origina/domain/application-sections';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import { downloadApplicationDocument, useApplicationDocuments } from '../../api/application-documents.js';
import {
  applicationKey,
  applicationsPageSize,
  cancelApplication,
  useApplication,
  useApplications,
} from '../../api/applications.js';
import { useDocumentTypes } from '../../api/document-types.js';
import { ApplicationHistory } from '../../components/application-history.js';
import { stepsToFix } from '../../components/application-parts.js';
import { ApplicationSections } from '../../components/application-sections-view.js';
import { ApplicationStatusChip } from '../../components/application-status-chip.js';
import { ContractCard } from '../../components/contract-card.js';
import { EmptyState } from '../../components/empty-state.js';
import { EmptyStatePage } from '../../components/empty-state-page.js';
import { FolioText } from '../../components/folio-text.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { LoanSummary } from '../../components/loan-summary.js';
import { usePageTitle } from '../../components/page-title.js';
import { ReopenedParts } from '../../components/reopened-parts.js';
import { errorMessage } from '../../components/server-errors.js';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { formatDateTime, formatMoney } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../routes/paths.js';
import { CancelDialog } from './cancel-dialog.js';

const orderings = ['-updated_at', '-created_at', 'created_at', 'customer_name', 'folio'] as const;

// Where "continue" leads: the next step of a draft; after a changes request, the first part to fix.
const continuePath = (application: {
  id: string;
  next_step: string;
  reopened_sections?: readonly ReopenablePart[];
}) => {
  const step = stepsToFix(application.reopened_sections ?? [])[0] ?? application.next_step;
  return `${paths.dashboard.newApplication}/${application.id}/${step}`;
};

// Whether the promoter may still work on it (the lifecycle model: a draft, or changes requested).
const capturing = (application: { status: ApplicationStatus }) => ownerMay('save_section', application);

// The reviewer's request, where the promoter will act on it: the message and what to fix, each
// part a link to its step (the identity check to biometria, the documents to their checklist).
function ChangesRequested({ application }: { application: Application }) {
  const { t } = useTranslation();
  const request = application.history.findLast((event) => event.to_status === application.status);
  return (
    <Alert severity="warning" role="status" data-testid="changes-requested">
      <AlertTitle>{t('myApplications.changesRequestedTitle')}</AlertTitle>
      {request?.reason ? <Typography sx={{ mb: 1 }}>{request.reason}</Typography> : null}
      <Typography component="span">{t('myApplications.changesRequestedSections')}</Typography>
      <ReopenedParts application={application} />
    </Alert>
  );
}

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

export function ApplicationPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const application = useApplication(id);
  const documents = useApplicationDocuments(id);
  const documentTypes = useDocumentTypes();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  usePageTitle(
    application.data
      ? t('myApplications.detailTitle', { folio: application.data.folio })
      : t('myApplications.title'),
  );

  if (application.isPending) return <LoadingBlock label={t('application.loading')} />;
  if (application.isError) {
    if (application.error instanceof ApiRequestError && application.error.status === 404) {
      return (
        <EmptyStatePage
          title={t('myApplications.title')}
          icon={<AssignmentOutlined />}
          emptyTitle={t('application.notFoundTitle')}
          emptyBody={t('application.notFoundBody')}
        />
      );
    }
    return <FormAlert>{errorMessage(application.error, t)}</FormAlert>;
  }
  const current = application.data;
  const mayCancel = ownerMay('cancel', current);
  const mayContinue = capturing(current);
  const cancel = async (reason: string) => {
    try {
      queryClient.setQueryData(applicationKey(current.id), await cancelApplication(current.id, reason));
      await queryClient.invalidateQueries({ queryKey: ['applications'] });
      setCancelling(false);
    } catch (refusal) {
      setError(errorMessage(refusal, t));
    }
  };

  return (
    <Stack spacing={3}>
      {cancelling ? (
        <CancelDialog
          folio={current.folio}
          error={error}
          onCancel={cancel}
          onClose={() => {
            setCancelling(false);
            setError(null);
          }}
        />
      ) : null}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
        }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            <FolioText
              text={t('myApplications.detailTitle', { folio: current.folio })}
              folio={current.folio}
            />
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
            <ApplicationStatusChip status={current.status} />
            <Typography sx={{ color: 'text.secondary' }}>{current.customer_name}</Typography>
          </Box>
        </Box>
        {mayCancel || mayContinue ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {mayCancel ? (
              <Button variant="outlined" color="error" onClick={() => setCancelling(true)}>
                {t('myApplications.cancel')}
              </Button>
            ) : null}
            {mayContinue ? (
              <Button variant="contained" component={Link} to={continuePath(current)}>
                {t('myApplications.continue')}
              </Button>
            ) : null}
          </Box>
        ) : null}
      </Box>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {mayContinue && current.reopened_sections.length > 0 ? (
        <ChangesRequested application={current} />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <ApplicationSections application={current} />
        <Stack spacing={3}>
          <LoanSummary figures={current.loan_figures} narrow />
          <ContractCard
            applicationId={current.id}
            folio={current.folio}
            visible={ownerMay('read_contract', current)}
            mayShareSigning={ownerMay('issue_signature_link', current)}
          />
          <Card variant="outlined" component="section" aria-labelledby="documents-heading">
            <CardContent>
              <Typography id="documents-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('myApplications.documents')}
              </Typography>
              {documents.data?.length ? (
                <Stack spacing={1}>
                  {documents.data.map((document) => (
                    <Box
                      key={document.id}
                      sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}
                    >
                      <Typography variant="body2">
                        {documentTypes.data?.find((type) => type.code === document.document_type)?.name ??
                          document.document_type}{' '}
                        · {document.file_name}
                      </Typography>
                      <Button
                        size="small"
                        onClick={() =>
                          downloadApplicationDocument(document).catch((refusal) =>
                            setError(errorMessage(refusal, t)),
                          )
                        }
                      >
                        {t('myApplications.download')}
                      </Button>
                    </Box>
                  ))}
                </Stack>
              ) : (
                <Typography variant="body2">{t('myApplications.noDocuments')}</Typography>
              )}
            </CardContent>
          </Card>
          <Card variant="outlined" component="section" aria-labelledby="history-heading">
            <CardContent>
              <Typography id="history-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('myApplications.history')}
              </Typography>
              <ApplicationHistory history={current.history} />
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </Stack>
  );
}
