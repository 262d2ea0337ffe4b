import { queryOptions, useQuery } from '@tanstack/react-query';
import { availableStoresSchema, type AvailableStores } from '@tailor/shared/stores';
import { api } from '../../../lib/api-client';

export const availableStoresQueryKey = ['stores', 'available'] as const;

/** GET /employee/available_stores: the shops where the signed-in person has an active job. */
export function getAvailableStores(signal?: AbortSignal): Promise<AvailableStores> {
  return api.get<AvailableStores>('/employee/available_stores', {
    schema: availableStoresSchema,
    signal,
  });
}

export const availableStoresQueryOptions = () =>
  queryOptions({
    queryKey: availableStoresQueryKey,
    queryFn: ({ signal }) => getAvailableStores(signal),
  });

export function useAvailableStores(options: { enabled?: boolean } = {}) {
  return useQuery({ ...availableStoresQueryOptions(), enabled: options.enabled ?? true });
}
