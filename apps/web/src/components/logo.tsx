import Box from '@mui/material/Box';
import { Link } from 'react-router';

// The lender's logo from the runtime configuration when there is one; our mark otherwise. Where
// room is short (the mini menu) it is the mark alone, still named for screen readers.
export function Logo({
  src,
  name,
  size = 40,
  markOnly = false,
}: {
  src?: string | null;
  name: string;
  size?: number;
  markOnly?: boolean;
}) {
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
      {markOnly ? null : (
        <Box component="span" sx={{ fontWeight: 700, fontSize: size * 0.5 }}>
          {name}
        </Box>
      )}
    </Box>
  );
}
