import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// Text for screen readers only (a column's name, a button's full purpose).
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        // In pixels: a bare 1 in sx means 100 %, which made the page scroll sideways.
        width: '1px',
        height: '1px',
        margin: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}
