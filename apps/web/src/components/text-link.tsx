import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

// An in-app text link in the theme's colour. MUI's Link (Typography underneath) would do the same
// with more code on the sign-in pages.
export function TextLink({ to, children, sx }: { to: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={[
        {
          color: 'primary.main',
          fontWeight: 600,
          textDecoration: 'underline',
          textDecorationColor: 'currentColor',
          textUnderlineOffset: '0.2em',
          '&:hover': { textDecorationThickness: 2 },
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineOffset: 2, borderRadius: 0.5 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
