import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';

const spin = keyframes`to { transform: rotate(360deg); }`;

// A plain CSS spinner: MUI's CircularProgress would add 3 kB to the sign-in path for the same circle.
export function Spinner({ size = 40, label }: { size?: number; label?: string }) {
  return (
    <Box
      component="span"
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        border: `${Math.max(2, Math.round(size / 10))}px solid`,
        borderColor: 'primary.main',
        borderTopColor: 'transparent',
        animation: `${spin} 0.8s linear infinite`,
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
      }}
    />
  );
}
