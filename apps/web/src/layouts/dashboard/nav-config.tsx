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
import { paths } from '../../routes/paths.js';
import type { NavItem } from './nav-rules.js';

export const navItems: NavItem[] = [
  { title: 'nav.home', path: paths.dashboard.root, icon: <HomeOutlined /> },
  { title: 'nav.simulator', path: paths.dashboard.simulator, icon: <CalculateOutlined /> },
  { title: 'nav.newApplication', path: paths.dashboard.newApplication, icon: <NoteAddOutlined /> },
  { title: 'nav.myApplications', path: paths.dashboard.myApplications, icon: <DescriptionOutlined /> },
  { title: 'nav.inbox', path: paths.dashboard.inbox, icon: <InboxOutlined /> },
  {
    title: 'nav.review',
    path: paths.dashboard.review,
    icon: <FactCheckOutlined />,
    roles: ['reviewer', 'admin'],
  },
  {
    title: 'nav.accounts',
    path: paths.dashboard.accounts,
    icon: <ManageAccountsOutlined />,
    roles: ['admin'],
  },
  { title: 'nav.catalogues', path: paths.dashboard.catalogues, icon: <CategoryOutlined />, roles: ['admin'] },
  { title: 'nav.audit', path: paths.dashboard.audit, icon: <HistoryOutlined />, roles: ['admin'] },
  { title: 'nav.help', path: '#help', icon: <HelpOutline />, action: 'help' },
];
