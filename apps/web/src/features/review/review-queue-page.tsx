import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { statusesAfterSubmission } from '@origina/domain/application-lifecycle';
import { Link } from 'react-router';
import { reviewPageSize, useReviewQueue } from '../../api/review-applications.js';
import { ApplicationStatusChip } from '../../components/application-status-chip.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { ListFilterSelect, ListPagination, ListSearchField } from '../../components/list-controls.js';
import type { ListSpec } from '../../components/list-params.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { useListParams } from '../../components/use-list-params.js';
import { formatMoney } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { formatWaited } from '../../i18n/waited.js';
import { paths } from '../../routes/paths.js';

const listSpec: ListSpec<'status' | 'mine'> = {
  filters: { status: statusesAfterSubmission, mine: ['true'] },
};

// The credit desk's queue: submitted and in-review applications, the oldest first.
export function ReviewQueuePage() {
  const { t, language } = useTranslation();
  usePageTitle(t('review.title'));
  const list = useListParams(listSpec);
  const { search, filtered } = list;
  const { status } = list.filters;
  const mine = list.filters.mine === 'true';
  const queue = useReviewQueue({ search, status, mine, page: list.page });

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('review.queueTitle')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ListSearchField list={list} label={t('review.search')} sx={{ minWidth: 280, flex: 1 }} />
        <ListFilterSelect
          list={list}
          name="status"
          label={t('review.status')}
          options={[
            { value: '', label: t('review.allOpen') },
            ...statusesAfterSubmission.map((value) => ({
              value,
              label: t(`application.status.${value}` as MessageKey),
            })),
          ]}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={mine}
              onChange={(event) => list.setFilter('mine', event.target.checked ? 'true' : '')}
            />
          }
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
            search
              ? t('review.emptySearch', { search })
              : status
                ? t('review.emptyStatus', { status: t(`application.status.${status}` as MessageKey) })
                : mine
                  ? t('review.emptyMine')
                  : t('review.empty')
          }
          body={t(filtered ? 'review.emptyFilteredBody' : 'review.emptyBody')}
          action={filtered ? <Button onClick={list.clear}>{t('review.clearFilters')}</Button> : undefined}
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
      <ListPagination list={list} count={queue.data?.count} pageSize={reviewPageSize} />
    </Stack>
  );
}
