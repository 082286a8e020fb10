import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useReviewQueue } from '../../api/review-applications.js';
import { ApplicationStatusChip } from '../../components/application-status-chip.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { formatWaited } from '../../i18n/waited.js';
import { paths } from '../../paths.js';

const shown = 5;

// The head of the desk's queue (oldest first, as the queue itself orders it).
export function OldestWaiting() {
  const { t, language } = useTranslation();
  const queue = useReviewQueue({ search: '', status: '', mine: false, page: 1 });
  return (
    <Card variant="outlined" component="section" aria-labelledby="oldest-waiting">
      <CardContent>
        <Typography id="oldest-waiting" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('home.oldestWaiting')}
        </Typography>
        {queue.isPending ? (
          <LoadingBlock label={t('app.loading')} size={32} />
        ) : queue.isError ? (
          <FormAlert>{errorMessage(queue.error, t)}</FormAlert>
        ) : queue.data.results.length === 0 ? (
          <EmptyState
            icon={<FactCheckOutlined />}
            title={t('home.queueEmpty')}
            body={t('home.queueEmptyBody')}
          />
        ) : (
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            data-testid="oldest-waiting"
          >
            {queue.data.results.slice(0, shown).map((item) => (
              <Box
                component="li"
                key={item.id}
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: 1,
                  flexWrap: 'wrap',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <RouterLink to={`${paths.dashboard.review}/${item.id}`}>{item.folio}</RouterLink>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {item.customer_name} ·{' '}
                    {t('home.waiting', { time: formatWaited(item.submitted_at, language) })}
                  </Typography>
                </Box>
                <ApplicationStatusChip status={item.status} />
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
