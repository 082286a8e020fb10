import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lifecycle } from '@origina/domain/application-lifecycle';
import type { ReviewQueueItem } from '@origina/domain/review';
import { Link } from 'react-router';
import { ApplicationStatusChip } from '../../components/application-status-chip.js';
import { MissedDeductionsMark } from '../../components/missed-deductions.js';
import { formatMoney } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { AgeingMark } from './ageing-mark.js';
import { QueueSignalsFlag, QueueSignalsLine } from './queue-signals.js';

const detailPath = (item: ReviewQueueItem) => `${paths.dashboard.review}/${item.id}`;
const amountOf = (item: ReviewQueueItem) => (item.amount === null ? '—' : formatMoney(item.amount));

/** Which rows an admin picked to assign at once. */
export interface QueueSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  toggleAll: (ids: readonly string[]) => void;
}

/** The queue as a table on a desktop and as cards on a phone, where nine columns cannot fit; with
 * `selection` (admins), a box on each row to assign several at once. */
export function ReviewQueueList({
  items,
  stale,
  selection,
}: {
  items: readonly ReviewQueueItem[];
  stale: boolean;
  selection?: QueueSelection | undefined;
}) {
  const { t } = useTranslation();
  // Only what the model lets an admin assign (at the desk, not decided) can be picked.
  const assignable = items.filter((item) => lifecycle.assign.from.includes(item.status));
  const allPicked = selection
    ? assignable.length > 0 && assignable.every((item) => selection.selected.has(item.id))
    : false;
  const somePicked = selection ? assignable.some((item) => selection.selected.has(item.id)) : false;
  const pick = (item: ReviewQueueItem) =>
    selection ? (
      <Checkbox
        checked={selection.selected.has(item.id)}
        disabled={!assignable.includes(item)}
        onChange={() => selection.toggle(item.id)}
        slotProps={{ input: { 'aria-label': t('deskQueue.select', { folio: item.folio }) } }}
      />
    ) : null;
  const identity = (item: ReviewQueueItem) =>
    t(`review.identityResult.${item.identity_result ?? 'none'}` as MessageKey);
  return (
    <Box sx={{ opacity: stale ? 0.6 : 1 }}>
      <Table data-testid="review-queue" sx={{ display: { xs: 'none', lg: 'table' } }}>
        <TableHead>
          <TableRow>
            {selection ? (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allPicked}
                  indeterminate={somePicked && !allPicked}
                  disabled={assignable.length === 0}
                  onChange={() => selection.toggleAll(assignable.map((item) => item.id))}
                  slotProps={{ input: { 'aria-label': t('deskQueue.selectAll') } }}
                />
              </TableCell>
            ) : null}
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
          {items.map((item) => (
            <TableRow key={item.id} hover selected={selection?.selected.has(item.id) ?? false}>
              {selection ? <TableCell padding="checkbox">{pick(item)}</TableCell> : null}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link to={detailPath(item)}>{item.folio}</Link>
                <QueueSignalsFlag item={item} />
              </TableCell>
              <TableCell>{item.customer_name}</TableCell>
              <TableCell>{item.promoter?.name ?? '—'}</TableCell>
              <TableCell>{item.affiliate?.name ?? '—'}</TableCell>
              <TableCell align="right">{amountOf(item)}</TableCell>
              <TableCell>
                <AgeingMark submittedAt={item.submitted_at} ageing={item.ageing} />
              </TableCell>
              <TableCell>{identity(item)}</TableCell>
              <TableCell>
                <ApplicationStatusChip status={item.status} />
                <MissedDeductionsMark count={item.missed_deductions} />
              </TableCell>
              <TableCell>{item.reviewer?.name ?? t('review.nobody')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ display: { xs: 'flex', lg: 'none' }, listStyle: 'none', p: 0, m: 0 }}
        data-testid="review-queue-cards"
      >
        {items.map((item) => (
          <Card key={item.id} component="li" variant="outlined">
            <CardContent>
              <Box
                sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  {pick(item)}
                  <Link to={detailPath(item)}>{item.folio}</Link>
                </Box>
                <ApplicationStatusChip status={item.status} />
              </Box>
              <Typography sx={{ fontWeight: 600, mt: 1 }}>{item.customer_name}</Typography>
              <QueueSignalsLine item={item} />
              <MissedDeductionsMark count={item.missed_deductions} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {amountOf(item)} · {item.affiliate?.name ?? '—'}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('review.waiting')}: <AgeingMark submittedAt={item.submitted_at} ageing={item.ageing} /> ·{' '}
                {t('review.identity')}: {identity(item)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('review.promoter')}: {item.promoter?.name ?? '—'} · {t('review.takenBy')}:{' '}
                {item.reviewer?.name ?? t('review.nobody')}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
