import { QueryClient } from '@tanstack/react-query';

// Shared by the dashboard's screens; loaded with the dashboard, never by the sign-in screens.
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// A screen opened without network still asks (the service worker answers the catalogues from its
// copy), and what it could not read fails. React Query counts itself online until an `offline`
// event, so it never saw the network leave and asks nothing again when it returns: the browser's
// `online` event asks again what failed.
if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    void queryClient.refetchQueries(
      { predicate: (query) => query.state.status === 'error' },
      { cancelRefetch: false },
    );
  });
