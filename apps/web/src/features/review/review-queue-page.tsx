import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { statusesAfterSubmission } from '@origina/domain/application-lifecycle';
import { roleMay } from '@origina/domain/lifecycle-verdicts';
import { canUse } from '@origina/domain/role-workspaces';
import { useState } from 'react';
import { useDeskSettings } from '../../api/desk-settings.js';
import { reviewPageSize, useReviewQueue } from '../../api/review-applications.js';
import { useAuthContext } from '../../auth/auth-context.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { ListFilterSelect, ListPagination, ListSearchField } from '../../components/list-controls.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { RefreshFailed } from '../../components/refresh-failed.js';
import { errorMessage } from '../../components/server-errors.js';
import { useListParams } from '../../components/use-list-params.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { AssignBar } from './assign-bar.js';
import { DeskSettingsDialog } from './desk-settings-dialog.js';
import { QueueFilters, queueSpec, useQueueChoices } from './queue-filters.js';
import { ReviewQueueList } from './review-queue-list.js';

// The credit desk's queue: submitted and in-review applications, the oldest first; filters and
// order; for admins, the ageing thresholds and assigning several applications at once.
export function ReviewQueuePage() {
  const { t } = useTranslation();
  usePageTitle(t('review.title'));
  const { user } = useAuthContext();
  const choices = useQueueChoices();
  const list = useListParams(queueSpec(statusesAfterSubmission, choices));
  const { search, filtered } = list;
  const { status, affiliate, branch, promoter, product, sort } = list.filters;
  const mine = list.filters.mine === 'true';
  const queue = useReviewQueue({
    search,
    status,
    mine,
    page: list.page,
    affiliate,
    branch,
    promoter,
    product,
    sort,
  });
  const settings = useDeskSettings();
  const mayAssign = roleMay(user?.role, 'assign');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState(false);
  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = (ids: readonly string[]) =>
    setPicked((current) => (ids.every((id) => current.has(id)) ? new Set() : new Set([...current, ...ids])));

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t('review.queueTitle')}
          </Typography>
          {settings.data ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="ageing-legend">
              {t('deskQueue.ageingLegend', {
                amber: settings.data.ageing_amber_hours,
                red: settings.data.ageing_red_hours,
              })}
            </Typography>
          ) : null}
        </Box>
        {canUse(user?.role, 'administer') && settings.data ? (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {t('deskQueue.settings')}
          </Button>
        ) : null}
      </Box>
      {editing && settings.data ? (
        <DeskSettingsDialog current={settings.data} onClose={() => setEditing(false)} />
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ListSearchField
          list={list}
          label={t('review.search')}
          sx={{ minWidth: { xs: 0, sm: 280 }, flex: '1 1 240px' }}
        />
        <ListFilterSelect
          list={list}
          name="status"
          label={t('review.status')}
          sx={{ minWidth: 180, flex: '1 1 180px' }}
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
      <QueueFilters list={list} choices={choices} />
      {mayAssign ? (
        <AssignBar selected={[...picked]} reviewers={choices.reviewers} onDone={() => setPicked(new Set())} />
      ) : null}
      <RefreshFailed query={queue} />
      {queue.data === undefined ? (
        queue.isError ? (
          <FormAlert>{errorMessage(queue.error, t)}</FormAlert>
        ) : (
          <LoadingBlock label={t('app.loading')} />
        )
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
        <ReviewQueueList
          items={queue.data.results}
          stale={queue.isPlaceholderData}
          selection={mayAssign ? { selected: picked, toggle, toggleAll } : undefined}
        />
      )}
      <ListPagination list={list} count={queue.data?.count} pageSize={reviewPageSize} />
    </Stack>
  );
}
