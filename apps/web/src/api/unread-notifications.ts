import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';

export const notificationsKey = ['notifications'];

// The frame's badge reads one number: its check is written here rather than taken from the
// notifications' zod schema, so the frame's first download carries no zod (issue 35).
export const unreadCount = {
  parse(answer: unknown) {
    const count = (answer as { unread_count?: unknown } | null)?.unread_count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0)
      throw new TypeError('The notifications answer has no unread count');
    return count;
  },
};

/** The unread count on the menu and the bottom bar; checked again every minute. */
export function useUnreadNotifications(enabled: boolean) {
  return useQuery({
    queryKey: [...notificationsKey, 'unread'],
    queryFn: () => apiRequest('/notifications/?unread=true&page_size=1', { schema: unreadCount }),
    refetchInterval: 60_000,
    enabled,
  });
}
