import { queryOptions, useQuery } from '@tanstack/react-query';
import { outstandingSchema, type Outstanding } from '@tailor/shared/outstanding';
import { api } from '../../../lib/api-client';

export const outstandingQueryKey = ['outstanding'] as const;

/** GET /outstanding: balances due and garments not collected, aged, with the oldest of each. */
export function getOutstanding(options: { signal?: AbortSignal } = {}): Promise<Outstanding> {
  return api.get<Outstanding>('/outstanding', {
    schema: outstandingSchema,
    signal: options.signal,
  });
}

/** Fresh for no time: a payment or a collection elsewhere shows the next time it is looked at. */
export const outstandingQueryOptions = () =>
  queryOptions({
    queryKey: outstandingQueryKey,
    queryFn: ({ signal }) => getOutstanding({ signal }),
    staleTime: 0,
  });

export function useOutstanding() {
  return useQuery(outstandingQueryOptions());
}
