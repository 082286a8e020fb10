import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { usePublicConfig } from '../api/config.js';
import { LanguageSwitch } from '../components/language-switch.js';
import { Logo } from '../components/logo.js';

// SPEC §2: a centred single column of at most 400 px.
export function SimpleLayout() {
  const config = usePublicConfig().data;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', px: 2, py: 3 }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Logo src={config?.lender.logo_url} name={config?.lender.name ?? 'Origina'} />
        <LanguageSwitch />
      </Box>
      <Box
        component="main"
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 400,
          mx: 'auto',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          py: 4,
        }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
