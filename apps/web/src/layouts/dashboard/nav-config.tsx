import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { paths } from '../../routes/paths.js';
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
const review: NavItem = {
  title: 'nav.review',
  path: paths.dashboard.review,
  icon: <FactCheckOutlined />,
  workspace: 'review',
};

// Who sees which entry comes from the workspaces each role uses (application-lifecycle.ts).
export const navItems: NavItem[] = [
  home,
  {
    title: 'nav.simulator',
    path: paths.dashboard.simulator,
    icon: <CalculateOutlined />,
    workspace: 'simulate',
  },
  {
    title: 'nav.newApplication',
    path: paths.dashboard.newApplication,
    icon: <NoteAddOutlined />,
    workspace: 'capture',
  },
  myApplications,
  review,
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
    title: 'nav.lenderProfile',
    path: paths.dashboard.lenderProfile,
    icon: <StorefrontOutlined />,
    workspace: 'administer',
  },
  { title: 'nav.audit', path: paths.dashboard.audit, icon: <HistoryOutlined />, workspace: 'administer' },
  inbox,
  { title: 'nav.help', path: '#help', icon: <HelpOutline />, action: 'help' },
];

// The phone's tab bar: home, the inbox, and the list the role works from (their applications for
// those who capture, the queue for the desk): the first three a role may use.
export const bottomTabs: NavItem[] = [home, inbox, myApplications, review];
