import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
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
import { statusesAfterSubmission } from '@origina/domain/application-lifecycle';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { reviewPageSize, useReviewQueue } from '../../api/review-applications.js';
import { ApplicationStatusChip } from '../../components/application-status-chip.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { formatMoney } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { formatWaited } from '../../i18n/waited.js';
import { paths } from '../../routes/paths.js';

// The credit desk's queue: submitted and in-review applications, the oldest first.
export function ReviewQueuePage() {
  const { t, language } = useTranslation();
  usePageTitle(t('review.title'));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [mine, setMine] = useState(false);
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);
  const queue = useReviewQueue({ search: deferredSearch, status, mine, page });
  const pages = queue.data ? Math.ceil(queue.data.count / reviewPageSize) : 0;
  const filtered = Boolean(deferredSearch || status || mine);

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('review.queueTitle')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label={t('review.search')}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 280, flex: 1 }}
        />
        <TextField
          select
          label={t('review.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('review.allOpen')}</option>
          {statusesAfterSubmission.map((value) => (
            <option key={value} value={value}>
              {t(`application.status.${value}` as MessageKey)}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={mine} onChange={(event) => setMine(event.target.checked)} />}
          label={t('review.mine')}
        />
      </Box>
      {queue.isPending ? (
        <LoadingBlock label={t('app.loading')} />
      ) : queue.isError ? (
        <FormAlert>{errorMessage(queue.error, t)}</FormAlert>
      ) : queue.data.count === 0 ? (
        <EmptyState
          icon={<FactCheckOutlined />}
          title={
            deferredSearch
              ? t('review.emptySearch', { search: deferredSearch })
              : status
                ? t('review.emptyStatus', { status: t(`application.status.${status}` as MessageKey) })
                : mine
                  ? t('review.emptyMine')
                  : t('review.empty')
          }
          body={t(filtered ? 'review.emptyFilteredBody' : 'review.emptyBody')}
          action={
            filtered ? (
              <Button
                onClick={() => {
                  setSearch('');
                  setStatus('');
                  setMine(false);
                  setPage(1);
                }}
              >
                {t('review.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <TableContainer sx={{ opacity: queue.isPlaceholderData ? 0.6 : 1 }}>
          <Table data-testid="review-queue">
            <TableHead>
              <TableRow>
                <TableCell>{t('review.folio')}</TableCell>
                <TableCell>{t('review.customer')}</TableCell>
                <TableCell>{t('review.promoter')}</TableCell>
                <TableCell>{t('review.convenio')}</TableCell>
                <TableCell align="right">{t('review.amount')}</TableCell>
                <TableCell>{t('review.waiting')}</TableCell>
                <TableCell>{t('review.identity')}</TableCell>
                <TableCell>{t('review.status')}</TableCell>
                <TableCell>{t('review.takenBy')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {queue.data.results.map((item) => (
                <TableRow key={item.id} hover>
                  <TableCell>
                    <Link to={`${paths.dashboard.review}/${item.id}`}>{item.folio}</Link>
                  </TableCell>
                  <TableCell>{item.customer_name}</TableCell>
                  <TableCell>{item.promoter?.name ?? '—'}</TableCell>
                  <TableCell>{item.affiliate?.name ?? '—'}</TableCell>
                  <TableCell align="right">{item.amount === null ? '—' : formatMoney(item.amount)}</TableCell>
                  <TableCell>{formatWaited(item.submitted_at, language)}</TableCell>
                  <TableCell>
                    {t(`review.identityResult.${item.identity_result ?? 'none'}` as MessageKey)}
                  </TableCell>
                  <TableCell>
                    <ApplicationStatusChip status={item.status} />
                  </TableCell>
                  <TableCell>{item.reviewer?.name ?? t('review.nobody')}</TableCell>
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
