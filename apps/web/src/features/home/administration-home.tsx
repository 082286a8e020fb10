import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canUse } from '@origina/domain/role-workspaces';
import { Link as RouterLink } from 'react-router';
import { useLoansToDisburse } from '../../api/disbursements.js';
import { useLenderProfile } from '../../api/lender-profile.js';
import { usePrivacyNotice } from '../../api/privacy-notice.js';
import { useAuthContext } from '../../auth/auth-context.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { HomeShortcut } from './home-shortcut.js';
import { QueueCounts } from './queue-counts.js';

// The administrator's home: the review queue with its counts, and the administration screens,
// each shown as the lifecycle model lets the role use it.
export function AdministrationHome() {
  const { t } = useTranslation();
  const { user } = useAuthContext();
  const administer = canUse(user?.role, 'administer');
  const waiting = useLoansToDisburse(administer);
  const profile = useLenderProfile(administer);
  const notice = usePrivacyNotice(administer);
  return (
    <Grid container spacing={2}>
      {canUse(user?.role, 'review') ? (
        <Grid size={{ xs: 12 }}>
          <Card variant="outlined" component="section" aria-labelledby="admin-review">
            <CardContent>
              <Stack spacing={1.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
                  <FactCheckOutlined />
                  <Typography id="admin-review" variant="h6" component="h2" sx={{ color: 'text.primary' }}>
                    {t('nav.review')}
                  </Typography>
                </Stack>
                <Typography sx={{ color: 'text.secondary' }}>{t('home.reviewBody')}</Typography>
                <QueueCounts />
                <Button
                  component={RouterLink}
                  to={paths.dashboard.review}
                  variant="contained"
                  endIcon={<ArrowForward />}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('home.openQueue')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      ) : null}
      {administer ? (
        <>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <HomeShortcut
              to={paths.dashboard.accounts}
              icon={<ManageAccountsOutlined />}
              title={t('nav.accounts')}
              body={t('home.accountsBody')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <HomeShortcut
              to={paths.dashboard.catalogues}
              icon={<CategoryOutlined />}
              title={t('nav.catalogues')}
              body={t('home.cataloguesBody')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <HomeShortcut
              to={paths.dashboard.contractTemplates}
              icon={<ArticleOutlined />}
              title={t('nav.contractTemplates')}
              body={t('home.contractTemplatesBody')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <HomeShortcut
              to={paths.dashboard.disbursements}
              icon={<PaymentsOutlined />}
              title={t('nav.disbursements')}
              body={
                waiting.data
                  ? t('home.disbursementsWaiting', { count: waiting.data.count })
                  : t('home.disbursementsBody')
              }
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <HomeShortcut
              to={paths.dashboard.portfolio}
              icon={<AccountBalanceWalletOutlined />}
              title={t('nav.portfolio')}
              body={t('home.portfolioBody')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <HomeShortcut
              to={paths.dashboard.deductions}
              icon={<ReceiptLongOutlined />}
              title={t('nav.deductions')}
              body={t('home.deductionsBody')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <HomeShortcut
              to={paths.dashboard.lenderProfile}
              icon={<StorefrontOutlined />}
              title={t('nav.lenderProfile')}
              body={
                profile.data && profile.data.missing.length > 0
                  ? t('home.lenderProfileMissing', { count: profile.data.missing.length })
                  : t('home.lenderProfileBody')
              }
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <HomeShortcut
              to={paths.dashboard.screeningLists}
              icon={<PlaylistAddCheckOutlined />}
              title={t('nav.screeningLists')}
              body={t('home.screeningListsBody')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <HomeShortcut
              to={paths.dashboard.privacyNotice}
              icon={<PrivacyTipOutlined />}
              title={t('nav.privacyNotice')}
              body={
                notice.data?.current?.sample ? t('home.privacyNoticeSample') : t('home.privacyNoticeBody')
              }
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <HomeShortcut
              to={paths.dashboard.audit}
              icon={<HistoryOutlined />}
              title={t('nav.audit')}
              body={t('home.auditBody')}
            />
          </Grid>
        </>
      ) : null}
    </Grid>
  );
}
