import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { statusesAfterSubmission } from '@origina/domain/application-lifecycle';
import { reviewPageSize, useReviewQueue } from '../../api/review-applications.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { ListFilterSelect, ListPagination, ListSearchField } from '../../components/list-controls.js';
import type { ListSpec } from '../../components/list-params.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { useListParams } from '../../components/use-list-params.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { ReviewQueueList } from './review-queue-list.js';

const listSpec: ListSpec<'status' | 'mine'> = {
  filters: { status: statusesAfterSubmission, mine: ['true'] },
};

// The credit desk's queue: submitted and in-review applications, the oldest first.
export function ReviewQueuePage() {
  const { t } = useTranslation();
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
          body={t(
            search ? 'review.emptyFilteredBody' : filtered ? 'review.emptyStatusBody' : 'review.emptyBody',
          )}
          action={filtered ? <Button onClick={list.clear}>{t('review.clearFilters')}</Button> : undefined}
        />
      ) : (
        <ReviewQueueList items={queue.data.results} stale={queue.isPlaceholderData} />
      )}
      <ListPagination list={list} count={queue.data?.count} pageSize={reviewPageSize} />
    </Stack>
  );
}
