import { notificationListSchema, notificationSchema } from '@origina/domain/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './client.js';
import { notificationsKey } from './unread-notifications.js';

export const notificationsPageSize = 20;

export function useNotifications(page: number) {
  return useQuery({
    queryKey: [...notificationsKey, page],
    queryFn: () =>
      apiRequest(`/notifications/?page=${page}&page_size=${notificationsPageSize}`, {
        schema: notificationListSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Reading one notice; the list and the unread count follow. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/notifications/${encodeURIComponent(id)}/read/`, {
        method: 'POST',
        schema: notificationSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/notifications/read-all/', {
        method: 'POST',
        schema: z.object({ unread_count: z.number() }),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}
