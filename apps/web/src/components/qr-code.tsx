import Box from '@mui/material/Box';
import { encode } from 'uqr';

// The link as a QR code the customer scans with their phone, drawn from the code's modules.
export function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { border: 2 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      sx={{ width: 200, height: 200, bgcolor: '#fff' }}
    >
      <path d={path} fill="#000" />
    </Box>
  );
}
