import { listOf } from '@origina/domain/catalog-lists';
import {
  type SimulationRequest,
  simulationSchema,
  simulationSummarySchema,
} from '@origina/domain/simulations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.js';

const simulationListSchema = listOf(simulationSummarySchema);
export const simulationsPageSize = 10;

const getSimulations = (search: string, page: number) => {
  const query = new URLSearchParams({ page: String(page), page_size: String(simulationsPageSize) });
  if (search) query.set('search', search);
  return apiRequest(`/promoter/simulations/?${query}`, { schema: simulationListSchema });
};

export function useSimulations(search: string, page: number) {
  return useQuery({
    queryKey: ['simulations', { search, page }],
    queryFn: () => getSimulations(search, page),
    placeholderData: keepPreviousData,
  });
}

const getSimulation = (id: string) =>
  apiRequest(`/promoter/simulations/${encodeURIComponent(id)}/`, { schema: simulationSchema });

export function useSimulation(id: string) {
  return useQuery({ queryKey: ['simulation', id], queryFn: () => getSimulation(id), retry: false });
}

const createSimulation = (body: SimulationRequest) =>
  apiRequest('/promoter/simulations/', { method: 'POST', body, schema: simulationSchema });

export function useCreateSimulation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSimulation,
    onSuccess: (saved) => {
      client.setQueryData(['simulation', saved.id], saved);
      return client.invalidateQueries({ queryKey: ['simulations'] });
    },
  });
}
