import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { applicationStatuses } from '@origina/domain/application-lifecycle';
import { Link as RouterLink } from 'react-router';
import { useApplicationStats, useApplications } from '../../api/applications.js';
import { ApplicationStatusChip } from '../../components/application-status-chip.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { errorMessage } from '../../components/server-errors.js';
import { formatDateTime } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { HomeShortcut } from './home-shortcut.js';

function ApplicationsOverview() {
  const { t, language } = useTranslation();
  const stats = useApplicationStats(true);
  const latest = useApplications({ search: '', status: '', ordering: '-updated_at', page: 1 });
  // Offline or refused, the cards say why instead of waiting ("…") for good. Offline, the reads
  // wait for the network (React Query pauses them) and go out when it returns.
  const failed = stats.error ?? latest.error;
  const waiting = [stats, latest].some((read) => read.fetchStatus === 'paused' && read.data === undefined);
  return (
    <>
      {failed ? <FormAlert>{errorMessage(failed, t)}</FormAlert> : null}
      {waiting && !failed ? (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {t('home.waitingForNetwork')}
        </Typography>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" component="section" aria-labelledby="by-status" sx={{ height: '100%' }}>
            <CardContent>
              <Typography id="by-status" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {t('home.byStatus')}
              </Typography>
              <Box
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}
                data-testid="status-counts"
              >
                {applicationStatuses.map((status) => (
                  <Box
                    key={status}
                    component={RouterLink}
                    to={`${paths.dashboard.myApplications}?status=${status}`}
                    sx={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      gap: 1,
                      p: 1,
                      borderRadius: 1,
                      color: 'inherit',
                      textDecoration: 'none',
                      '&:hover': { bgcolor: 'action.hover' },
                    }}
                  >
                    <Typography variant="body2">{t(`application.status.${status}` as MessageKey)}</Typography>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {stats.isError ? '—' : (stats.data?.by_status[status] ?? '…')}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined" component="section" aria-labelledby="latest" sx={{ height: '100%' }}>
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography id="latest" variant="h6" component="h2">
                  {t('home.latest')}
                </Typography>
                <Button component={RouterLink} to={paths.dashboard.myApplications} size="small">
                  {t('home.seeAll')}
                </Button>
              </Box>
              {latest.data === undefined ? (
                latest.isError || latest.fetchStatus === 'paused' ? (
                  // Why is said once, above the cards.
                  <Typography sx={{ color: 'text.secondary' }}>{t('home.latestUnavailable')}</Typography>
                ) : (
                  <LoadingBlock label={t('app.loading')} size={24} />
                )
              ) : latest.data.results.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>{t('home.noApplications')}</Typography>
              ) : (
                <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {latest.data.results.slice(0, 5).map((application) => (
                    <Box
                      component="li"
                      key={application.id}
                      sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}
                    >
                      <Box>
                        <RouterLink to={`${paths.dashboard.myApplications}/${application.id}`}>
                          {application.folio}
                        </RouterLink>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {application.customer_name} · {formatDateTime(application.updated_at, language)}
                        </Typography>
                      </Box>
                      <ApplicationStatusChip status={application.status} />
                    </Box>
                  ))}
                </Stack>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}

// The promoter's home: their applications by status, the latest ones, and the way to each task.
export function PromoterHome() {
  const { t } = useTranslation();
  return (
    <>
      <ApplicationsOverview />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <HomeShortcut
            to={paths.dashboard.simulator}
            icon={<CalculateOutlined />}
            title={t('home.simulate')}
            body={t('home.simulateBody')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <HomeShortcut
            to={paths.dashboard.newApplication}
            icon={<NoteAddOutlined />}
            title={t('home.apply')}
            body={t('home.applyBody')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <HomeShortcut
            to={paths.dashboard.myApplications}
            icon={<DescriptionOutlined />}
            title={t('home.follow')}
            body={t('home.followBody')}
          />
        </Grid>
      </Grid>
    </>
  );
}
