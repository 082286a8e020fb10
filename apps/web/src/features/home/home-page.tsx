import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { homeOf } from '@origina/domain/role-workspaces';
import { useAuthContext } from '../../auth/auth-context.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { lazyBody, ScreenBody } from '../../components/screen-body.js';
import { useTranslation } from '../../i18n/i18n.js';

// Each role's home is code of its own: the greeting draws with the frame, and the cards' code
// (cards, lists, the schemas that read them) arrives while it does, instead of the whole screen
// waiting for its last byte on a slow phone (issue 35). Each role downloads only its own.
const bodies = {
  promoter: lazyBody(async () => (await import('./promoter-home.js')).PromoterHome, 'PromoterHome'),
  desk: lazyBody(async () => (await import('./desk-home.js')).DeskHome, 'DeskHome'),
  administration: lazyBody(
    async () => (await import('./administration-home.js')).AdministrationHome,
    'AdministrationHome',
  ),
  compliance: lazyBody(async () => (await import('./compliance-home.js')).ComplianceHome, 'ComplianceHome'),
};
const intros = {
  promoter: 'home.intro',
  desk: 'home.deskIntro',
  administration: 'home.adminIntro',
  compliance: 'home.complianceIntro',
} as const;

// Each role lands on its own home (application-lifecycle.ts: homeOf); a user without a role sees
// the greeting only.
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
  const { user } = useAuthContext();
  const name = user?.promoter?.name ?? user?.displayName ?? '';
  const home = user?.role ? homeOf[user.role] : null;

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('home.greeting', { name })}
        </Typography>
        {home ? <Typography sx={{ color: 'text.secondary' }}>{t(intros[home])}</Typography> : null}
      </Stack>
      {home ? <ScreenBody body={bodies[home]} loading={<LoadingBlock label={t('app.loading')} />} /> : null}
    </Stack>
  );
}
