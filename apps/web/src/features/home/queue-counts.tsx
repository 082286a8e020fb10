import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { deskQueueStatuses, lifecycle } from '@origina/domain/application-lifecycle';
import { type ReviewCountFilter, useReviewCount } from '../../api/review-applications.js';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

function Count({ label, name, filter }: { label: string; name: string; filter: ReviewCountFilter }) {
  const { t } = useTranslation();
  const count = useReviewCount(filter);
  const value = count.isPending ? '…' : count.isError ? '—' : String(count.data);
  return (
    <Box
      data-testid={`queue-count-${name}`}
      aria-busy={count.isPending}
      sx={{ p: { xs: 1, sm: 1.5 }, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}
    >
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
        {value}
        {count.isPending ? <VisuallyHidden>{t('app.loading')}</VisuallyHidden> : null}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
}

// The desk's queue at a glance: how many wait in each of its statuses, how many the signed-in
// reviewer has taken (those in the status taking leads to), and how many paper pagarés' scans
// wait for a decision (the default queue lists them too).
export function QueueCounts() {
  const { t } = useTranslation();
  const taken = lifecycle.take.to;
  return (
    <Box
      data-testid="queue-counts"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(${deskQueueStatuses.length + (taken ? 2 : 1)}, minmax(0, 1fr))`,
        },
        gap: { xs: 1, sm: 1.5 },
      }}
    >
      {deskQueueStatuses.map((status) => (
        <Count
          key={status}
          name={status}
          filter={{ status }}
          label={t(`application.statusPlural.${status}` as MessageKey)}
        />
      ))}
      {taken ? (
        <Count name={`${taken}-mine`} filter={{ status: taken, mine: true }} label={t('home.takenByYou')} />
      ) : null}
      <Count name="pagare-awaiting" filter={{ pagare: 'awaiting' }} label={t('home.pagaresToReview')} />
    </Box>
  );
}
