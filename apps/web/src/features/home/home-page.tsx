import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuthContext } from '../../auth/auth-context.js';
import { usePageTitle } from '../../components/page-title.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../routes/paths.js';

function Shortcut({ to, icon, title, body }: { to: string; icon: ReactNode; title: string; body: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
              {icon}
              <Typography variant="h6" component="h2" sx={{ color: 'text.primary' }}>
                {title}
              </Typography>
            </Stack>
            <Typography sx={{ color: 'text.secondary' }}>{body}</Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
  const { user } = useAuthContext();
  const name = user?.promoter?.name ?? user?.displayName ?? '';
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('home.greeting', { name })}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('home.intro')}</Typography>
      </Stack>
      {user && !user.email_verified ? (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={paths.auth.registerSuccess} color="inherit" size="small">
              {t('home.verifyNow')}
            </Button>
          }
        >
          {t('home.verifyEmail')}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Shortcut
            to={paths.dashboard.simulator}
            icon={<CalculateOutlined />}
            title={t('home.simulate')}
            body={t('home.simulateBody')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Shortcut
            to={paths.dashboard.newApplication}
            icon={<NoteAddOutlined />}
            title={t('home.apply')}
            body={t('home.applyBody')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Shortcut
            to={paths.dashboard.myApplications}
            icon={<DescriptionOutlined />}
            title={t('home.follow')}
            body={t('home.followBody')}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
