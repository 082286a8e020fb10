import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.js';
import { usePageTitle } from './page-title.js';

// A dashboard screen with its title and nothing to show yet.
export function EmptyStatePage({
  title,
  icon,
  emptyTitle,
  emptyBody,
}: {
  title: string;
  icon: ReactNode;
  emptyTitle: string;
  emptyBody: string;
}) {
  usePageTitle(title);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <EmptyState icon={icon} title={emptyTitle} body={emptyBody} />
    </Stack>
  );
}
