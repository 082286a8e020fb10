import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A whole-page message on the customer's pages (a link that is gone, a task finished). */
export function CustomerMessage({
  title,
  body,
  done = false,
  icon = null,
}: {
  title: string;
  body: string;
  done?: boolean;
  // Shown when not done (done shows a check).
  icon?: ReactNode;
}) {
  return (
    <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
      {done ? <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} aria-hidden /> : icon}
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{body}</Typography>
    </Stack>
  );
}
