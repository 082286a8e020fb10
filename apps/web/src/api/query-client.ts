import { QueryClient } from '@tanstack/react-query';

// Shared by the dashboard's screens; loaded with the dashboard, never by the sign-in screens.
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
