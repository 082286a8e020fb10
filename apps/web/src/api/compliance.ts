import { todayInMexico } from '@origina/domain/calendar-date';
import {
  applicationScreeningSchema,
  type ScreeningDecision,
  screeningListSchema,
} from '@origina/domain/screening';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.js';
import { saveSessionFile } from './session-files.js';

// Compliance's screenings: the list (by state), one application's screening (compliance's and
// the desk's read of it), the decision on its hits, and the CSV of every hit.

export type ScreeningFilter = 'pending' | 'cleared' | 'rejected' | 'all';

const screeningsKey = ['screenings'];
const applicationScreeningKey = (id: string) => ['application-screening', id];

export const useScreenings = (filter: ScreeningFilter) =>
  useQuery({
    queryKey: [...screeningsKey, filter],
    queryFn: () =>
      apiRequest(`/compliance/screenings/${filter === 'all' ? '' : `?status=${filter}`}`, {
        schema: screeningListSchema,
      }),
  });

/** One application's screening; the desk reads it through its own path. */
export const useApplicationScreening = (id: string, reader: 'compliance' | 'review') =>
  useQuery({
    queryKey: [...applicationScreeningKey(id), reader],
    queryFn: () =>
      apiRequest(
        `/${reader === 'compliance' ? 'compliance' : 'review'}/applications/${encodeURIComponent(id)}/screening/`,
        { schema: applicationScreeningSchema },
      ),
  });

export const useDecideScreening = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: ScreeningDecision) =>
      apiRequest(`/compliance/applications/${encodeURIComponent(id)}/screening/`, {
        method: 'POST',
        body: decision,
        schema: applicationScreeningSchema,
      }),
    onSuccess: (screening) => {
      client.setQueryData([...applicationScreeningKey(id), 'compliance'], screening);
      void client.invalidateQueries({ queryKey: screeningsKey });
    },
  });
};

export const downloadScreeningHits = () =>
  saveSessionFile('/api/v1/compliance/screenings/export/', `coincidencias-listas-${todayInMexico()}.csv`);
