import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { usePublicConfig } from '../api/config.js';
import { LanguageSwitch } from '../components/language-switch.js';
import { Logo } from '../components/logo.js';

// The pieces of the sign-in layouts (split screen and centred).

// The sign-in screens' header: the lender's logo (a link home) and the language switch.
export function AuthHeader() {
  const config = usePublicConfig().data;
  return (
    <Box component="header" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
      <Logo src={config?.lender.logo_url} name={config?.lender.name ?? 'Origina'} />
      <LanguageSwitch />
    </Box>
  );
}

// docs/product-spec.md §2: the form column, at most 480 px beside the image or 400 px centred alone.
export function FormColumn({ maxWidth }: { maxWidth: number }) {
  return (
    <Box
      component="main"
      sx={{
        flex: 1,
        width: '100%',
        maxWidth,
        mx: 'auto',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        py: 4,
      }}
    >
      <Outlet />
    </Box>
  );
}
