import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { homeOf } from '@origina/domain/role-workspaces';
import { useAuthContext } from '../../auth/auth-context.js';
import { usePageTitle } from '../../components/page-title.js';
import { useTranslation } from '../../i18n/i18n.js';
import { AdministrationHome } from './administration-home.js';
import { ComplianceHome } from './compliance-home.js';
import { DeskHome } from './desk-home.js';
import { PromoterHome } from './promoter-home.js';

const homes = {
  promoter: PromoterHome,
  desk: DeskHome,
  administration: AdministrationHome,
  compliance: ComplianceHome,
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
  const Home = home ? homes[home] : null;
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('home.greeting', { name })}
        </Typography>
        {home ? <Typography sx={{ color: 'text.secondary' }}>{t(intros[home])}</Typography> : null}
      </Stack>
      {Home ? <Home /> : null}
    </Stack>
  );
}
