import { listLoadsSchema } from '@origina/domain/screening';
import type { ScreeningSource } from '@origina/domain/screening-match';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.js';

// The admin's screening lists: each source's last load, and a new load from a file.

const listsKey = ['screening-lists'];

export const useScreeningLists = () =>
  useQuery({
    queryKey: listsKey,
    queryFn: () => apiRequest('/admin/screening-lists/', { schema: listLoadsSchema }),
  });

export const useLoadScreeningList = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ source, file }: { source: ScreeningSource; file: File }) =>
      apiRequest(`/admin/screening-lists/${source}/?file_name=${encodeURIComponent(file.name)}`, {
        method: 'PUT',
        // A .csv may come without a type: the server reads the bytes whatever they are declared as.
        body: new Blob([file], { type: file.type || 'application/octet-stream' }),
        schema: listLoadsSchema,
      }),
    onSuccess: (loads) => client.setQueryData(listsKey, loads),
  });
};
