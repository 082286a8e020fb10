import { type DeskSettings, deskPeopleSchema, deskSettingsSchema } from '@origina/domain/review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.js';

// The credit desk's settings (the queue's ageing thresholds) and the people its queue names.

const deskSettingsKey = ['desk-settings'];

export function useDeskSettings() {
  return useQuery({
    queryKey: deskSettingsKey,
    queryFn: () => apiRequest('/review/settings/', { schema: deskSettingsSchema }),
  });
}

/** Saves the thresholds (admins); the queue's ageing marks are read again. */
export function useSaveDeskSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: DeskSettings) =>
      apiRequest('/review/settings/', { method: 'PUT', body: settings, schema: deskSettingsSchema }),
    onSuccess: (saved) => {
      client.setQueryData(deskSettingsKey, saved);
      return client.invalidateQueries({ queryKey: ['review-queue'] });
    },
  });
}

export function useDeskPeople() {
  return useQuery({
    queryKey: ['desk-people'],
    queryFn: () => apiRequest('/review/people/', { schema: deskPeopleSchema }),
    staleTime: 60_000,
  });
}
