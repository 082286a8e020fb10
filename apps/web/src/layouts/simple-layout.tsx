import Box from '@mui/material/Box';
import { AuthHeader, FormColumn } from './auth-parts.js';

// SPEC §2: a centred single column of at most 400 px.
export function SimpleLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', px: 2, py: 3 }}>
      <AuthHeader />
      <FormColumn maxWidth={400} />
    </Box>
  );
}
