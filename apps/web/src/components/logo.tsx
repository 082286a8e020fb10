import Box from '@mui/material/Box';
import { Link } from 'react-router';

// The lender's logo from the runtime configuration when there is one; our mark otherwise.
export function Logo({ src, name, size = 40 }: { src?: string | null; name: string; size?: number }) {
  return (
    <Box
      component={Link}
      to="/"
      aria-label={name}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
      }}
    >
      <Box component="img" src={src ?? '/favicon.svg'} alt="" width={size} height={size} />
      <Box component="span" sx={{ fontWeight: 700, fontSize: size * 0.5 }}>
        {name}
      </Box>
    </Box>
  );
}
