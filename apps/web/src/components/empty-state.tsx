import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  body,
  icon,
  action,
  level = 2,
}: {
  // A screen that is only this (a record not found) names itself with the page's h1.
  level?: 1 | 2;
  title: string;
  body: string;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box
      sx={{
        py: 8,
        px: 3,
        textAlign: 'center',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      {icon ? <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }}>{icon}</Box> : null}
      <Typography variant="h6" component={level === 1 ? 'h1' : 'h2'}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>{body}</Typography>
      {action}
    </Box>
  );
}
