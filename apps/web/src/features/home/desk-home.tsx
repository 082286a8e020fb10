import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { OldestWaiting } from './oldest-waiting.js';
import { QueueCounts } from './queue-counts.js';

// The credit desk's home: the queue's counts, the applications waiting longest, and the queue.
export function DeskHome() {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined" component="section" aria-labelledby="desk-queue" sx={{ height: '100%' }}>
          <CardContent>
            <Typography id="desk-queue" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('home.queue')}
            </Typography>
            <QueueCounts />
            <Button
              component={RouterLink}
              to={paths.dashboard.review}
              variant="contained"
              size="large"
              endIcon={<ArrowForward />}
              sx={{ mt: 2 }}
              fullWidth
            >
              {t('home.openQueue')}
            </Button>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <OldestWaiting />
      </Grid>
    </Grid>
  );
}
