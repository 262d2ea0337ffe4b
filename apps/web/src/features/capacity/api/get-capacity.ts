import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { capacitySchema, type Capacity } from '@tailor/shared/capacity';
import { api } from '../../../lib/api-client';

export interface CapacityRange {
  from: string;
  to: string;
}

export const capacityQueryKey = (range: CapacityRange) =>
  ['capacity', range.from, range.to] as const;

/** GET /capacity?from=&to=: each day's garments still to be made against the shop's capacity. */
export function getCapacity(options: CapacityRange & { signal?: AbortSignal }): Promise<Capacity> {
  return api.get<Capacity>('/capacity', {
    query: { from: options.from, to: options.to },
    schema: capacitySchema,
    signal: options.signal,
  });
}

/** Fresh for half a minute: an order taken at the next counter shows on the next look after that. */
export const capacityQueryOptions = (range: CapacityRange) =>
  queryOptions({
    queryKey: capacityQueryKey(range),
    queryFn: ({ signal }) => getCapacity({ ...range, signal }),
    staleTime: 30_000,
  });

export function useCapacity(range: CapacityRange, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...capacityQueryOptions(range),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
