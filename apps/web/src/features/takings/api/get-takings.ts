import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { takingsSchema, type Takings } from '@tailor/shared/takings';
import { api } from '../../../lib/api-client';

export interface TakingsRange {
  from: string;
  to: string;
}

/** Fresh for no time: a payment taken on another screen shows the next time the page is looked at. */
export const takingsQueryKey = (range: TakingsRange) => ['takings', range.from, range.to] as const;

/** GET /takings?from=&to=: money received and refunded on those days of the shop, both included. */
export function getTakings(options: TakingsRange & { signal?: AbortSignal }): Promise<Takings> {
  return api.get<Takings>('/takings', {
    query: { from: options.from, to: options.to },
    schema: takingsSchema,
    signal: options.signal,
  });
}

export const takingsQueryOptions = (range: TakingsRange) =>
  queryOptions({
    queryKey: takingsQueryKey(range),
    queryFn: ({ signal }) => getTakings({ ...range, signal }),
    staleTime: 0,
  });

export function useTakings(range: TakingsRange | null) {
  return useQuery({
    ...takingsQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
