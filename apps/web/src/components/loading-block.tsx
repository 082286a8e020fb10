import Box from '@mui/material/Box';
import { Spinner } from './spinner.js';

// A section of a screen that is still loading: a spinner named for screen readers.
export function LoadingBlock({ label, size = 40 }: { label: string; size?: number }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: size > 32 ? 8 : 4 }}>
      <Spinner size={size} label={label} />
    </Box>
  );
}
