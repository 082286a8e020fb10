import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReviewQueueItem } from '@origina/domain/review';
import { Link } from 'react-router';
import { ApplicationStatusChip } from '../../components/application-status-chip.js';
import { formatMoney } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { formatWaited } from '../../i18n/waited.js';
import { paths } from '../../routes/paths.js';

const detailPath = (item: ReviewQueueItem) => `${paths.dashboard.review}/${item.id}`;
const amountOf = (item: ReviewQueueItem) => (item.amount === null ? '—' : formatMoney(item.amount));

/** The queue as a table on a desktop and as cards on a phone, where nine columns cannot fit. */
export function ReviewQueueList({ items, stale }: { items: readonly ReviewQueueItem[]; stale: boolean }) {
  const { t, language } = useTranslation();
  const identity = (item: ReviewQueueItem) =>
    t(`review.identityResult.${item.identity_result ?? 'none'}` as MessageKey);
  return (
    <Box sx={{ opacity: stale ? 0.6 : 1 }}>
      <Table data-testid="review-queue" sx={{ display: { xs: 'none', lg: 'table' } }}>
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
          {items.map((item) => (
            <TableRow key={item.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link to={detailPath(item)}>{item.folio}</Link>
              </TableCell>
              <TableCell>{item.customer_name}</TableCell>
              <TableCell>{item.promoter?.name ?? '—'}</TableCell>
              <TableCell>{item.affiliate?.name ?? '—'}</TableCell>
              <TableCell align="right">{amountOf(item)}</TableCell>
              <TableCell>{formatWaited(item.submitted_at, language)}</TableCell>
              <TableCell>{identity(item)}</TableCell>
              <TableCell>
                <ApplicationStatusChip status={item.status} />
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
                <Link to={detailPath(item)}>{item.folio}</Link>
                <ApplicationStatusChip status={item.status} />
              </Box>
              <Typography sx={{ fontWeight: 600, mt: 1 }}>{item.customer_name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {amountOf(item)} · {item.affiliate?.name ?? '—'}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('review.waiting')}: {formatWaited(item.submitted_at, language)} · {t('review.identity')}:{' '}
                {identity(item)}
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
