import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

// The confirmation and error screens of the sign-in flows: a title, a message, one way on.
export function MessageScreen({
  title,
  body,
  action,
  icon,
}: {
  title: string;
  body: string;
  action: { label: string; to: string };
  icon?: ReactNode;
}) {
  return (
    <Stack spacing={2.5} sx={{ textAlign: 'center', alignItems: 'center' }}>
      {icon}
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{body}</Typography>
      <Button component={RouterLink} to={action.to} variant="contained" size="large" fullWidth>
        {action.label}
      </Button>
    </Stack>
  );
}
