import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useScreenings } from '../../api/compliance.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';

// The compliance officer's home: how many list matches wait for a decision, and the way to them.
export function ComplianceHome() {
  const { t } = useTranslation();
  const pending = useScreenings('pending');
  const results = pending.data?.results;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card
          variant="outlined"
          component="section"
          aria-labelledby="compliance-card"
          sx={{ height: '100%' }}
        >
          <CardContent>
            <Typography id="compliance-card" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('home.complianceCard')}
            </Typography>
            {results ? (
              <Typography data-testid="compliance-pending">
                {results.length > 0
                  ? t('home.compliancePending', { count: results.length })
                  : t('home.complianceNone')}
              </Typography>
            ) : pending.isError || pending.fetchStatus === 'paused' ? (
              // A list that could not be read is not an empty one: the officer would leave matches
              // that block approvals undecided.
              <Typography sx={{ color: 'text.secondary' }}>{t('home.latestUnavailable')}</Typography>
            ) : (
              <LoadingBlock label={t('app.loading')} size={24} />
            )}
            <Button
              component={RouterLink}
              to={paths.dashboard.compliance}
              variant="contained"
              size="large"
              endIcon={<ArrowForward />}
              sx={{ mt: 2 }}
              fullWidth
            >
              {t('home.openCompliance')}
            </Button>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
