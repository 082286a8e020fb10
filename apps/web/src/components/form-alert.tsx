import Box from '@mui/material/Box';
import { forwardRef } from 'react';

// A form's error message, announced to screen readers. Lighter than MUI's Alert, which the
// sign-in pages would otherwise load before anything goes wrong. A form whose controls were
// disabled while it was sent gives it a ref and focuses it, so focus does not fall to the page.
export const FormAlert = forwardRef<HTMLDivElement, { children: string }>(function FormAlert(
  { children },
  ref,
) {
  return (
    <Box
      ref={ref}
      role="alert"
      tabIndex={-1}
      sx={{
        px: 2,
        py: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'error.main',
        color: 'error.main',
        bgcolor: 'background.paper',
        fontWeight: 500,
      }}
    >
      {children}
    </Box>
  );
});
