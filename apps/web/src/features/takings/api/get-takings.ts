import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentType } from '@tailor/shared/orders/constants';
import { takingsSchema, type Takings } from '@tailor/shared/takings';
import { api } from '../../../lib/api-client';

export interface TakingsRange {
  from: string;
  to: string;
}

/** The days, and the one method whose payments are listed (all of them when absent). */
export type TakingsView = TakingsRange & { method?: PaymentType };

/** Fresh for no time: a payment taken on another screen shows the next time the page is looked at. */
export const takingsQueryKey = (view: TakingsView) =>
  ['takings', view.from, view.to, view.method ?? 'all'] as const;

/**
 * GET /takings?from=&to=&method=: money received and refunded on those days of the shop, both
 * included, with the payments of `method` listed (all when absent).
 */
export function getTakings(options: TakingsView & { signal?: AbortSignal }): Promise<Takings> {
  return api.get<Takings>('/takings', {
    query: {
      from: options.from,
      to: options.to,
      ...(options.method ? { method: options.method } : {}),
    },
    schema: takingsSchema,
    signal: options.signal,
  });
}

export const takingsQueryOptions = (view: TakingsView) =>
  queryOptions({
    queryKey: takingsQueryKey(view),
    queryFn: ({ signal }) => getTakings({ ...view, signal }),
    staleTime: 0,
  });

export function useTakings(view: TakingsView | null) {
  return useQuery({
    ...takingsQueryOptions(view ?? { from: '', to: '' }),
    enabled: view !== null,
    placeholderData: keepPreviousData,
  });
}
