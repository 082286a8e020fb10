import Box from '@mui/material/Box';

// A form's error message, announced to screen readers. Lighter than MUI's Alert, which the
// sign-in pages would otherwise load before anything goes wrong.
export function FormAlert({ children }: { children: string }) {
  return (
    <Box
      role="alert"
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
}
