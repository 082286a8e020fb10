import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { paths } from '../../paths.js';
import type { NavItem } from './nav-rules.js';

const home: NavItem = { title: 'nav.home', path: paths.dashboard.root, icon: <HomeOutlined /> };
const inbox: NavItem = {
  title: 'nav.inbox',
  path: paths.dashboard.inbox,
  icon: <InboxOutlined />,
  workspace: 'inbox',
};
const myApplications: NavItem = {
  title: 'nav.myApplications',
  path: paths.dashboard.myApplications,
  icon: <DescriptionOutlined />,
  workspace: 'capture',
};
const compliance: NavItem = {
  title: 'nav.compliance',
  path: paths.dashboard.compliance,
  icon: <GppMaybeOutlined />,
  workspace: 'comply',
};
const review: NavItem = {
  title: 'nav.review',
  path: paths.dashboard.review,
  icon: <FactCheckOutlined />,
  workspace: 'review',
};

const simulator: NavItem = {
  title: 'nav.simulator',
  path: paths.dashboard.simulator,
  icon: <CalculateOutlined />,
  workspace: 'simulate',
};
const newApplication: NavItem = {
  title: 'nav.newApplication',
  path: paths.dashboard.newApplication,
  icon: <NoteAddOutlined />,
  workspace: 'capture',
};

// Who sees which entry comes from the workspaces each role uses (application-lifecycle.ts).
export const navItems: NavItem[] = [
  home,
  simulator,
  newApplication,
  myApplications,
  review,
  compliance,
  {
    title: 'nav.accounts',
    path: paths.dashboard.accounts,
    icon: <ManageAccountsOutlined />,
    workspace: 'administer',
  },
  {
    title: 'nav.catalogues',
    path: paths.dashboard.catalogues,
    icon: <CategoryOutlined />,
    workspace: 'administer',
  },
  {
    title: 'nav.contractTemplates',
    path: paths.dashboard.contractTemplates,
    icon: <ArticleOutlined />,
    workspace: 'administer',
  },
  {
    title: 'nav.disbursements',
    path: paths.dashboard.disbursements,
    icon: <PaymentsOutlined />,
    workspace: 'administer',
  },
  {
    title: 'nav.portfolio',
    path: paths.dashboard.portfolio,
    icon: <AccountBalanceWalletOutlined />,
    workspace: 'administer',
  },
  {
    title: 'nav.deductions',
    path: paths.dashboard.deductions,
    icon: <ReceiptLongOutlined />,
    workspace: 'administer',
  },
  {
    title: 'nav.lenderProfile',
    path: paths.dashboard.lenderProfile,
    icon: <StorefrontOutlined />,
    workspace: 'administer',
  },
  {
    title: 'nav.screeningLists',
    path: paths.dashboard.screeningLists,
    icon: <PlaylistAddCheckOutlined />,
    workspace: 'administer',
  },
  {
    title: 'nav.privacyNotice',
    path: paths.dashboard.privacyNotice,
    icon: <PrivacyTipOutlined />,
    workspace: 'administer',
  },
  { title: 'nav.audit', path: paths.dashboard.audit, icon: <HistoryOutlined />, workspace: 'administer' },
  inbox,
  { title: 'nav.help', path: '#help', icon: <HelpOutline />, action: 'help' },
];

// The phone's tab bar: home, what a promoter starts in the field (the simulator, a new
// application: their cards on Inicio are below the fold, issue 35), the inbox, and the list the
// role works from (their applications for those who capture, the queue for the desk, the
// screenings for compliance). Which of these a role gets comes from its workspaces, as the menu's
// does; at most five (bottomTabLimit).
export const bottomTabs: NavItem[] = [
  home,
  simulator,
  newApplication,
  inbox,
  myApplications,
  review,
  compliance,
];
export const bottomTabLimit = 5;
