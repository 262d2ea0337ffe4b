import { queryOptions, useQuery } from '@tanstack/react-query';
import { capacityDayOrdersSchema, type CapacityDayOrders } from '@tailor/shared/capacity';
import { api } from '../../../lib/api-client';

export const capacityDayOrdersQueryKey = (date: string) => ['capacity', 'orders', date] as const;

/** GET /capacity/orders?date=: the open orders whose garments are due (or expected) that day. */
export function getCapacityDayOrders(options: {
  date: string;
  signal?: AbortSignal;
}): Promise<CapacityDayOrders> {
  return api.get<CapacityDayOrders>('/capacity/orders', {
    query: { date: options.date },
    schema: capacityDayOrdersSchema,
    signal: options.signal,
  });
}

export const capacityDayOrdersQueryOptions = (date: string) =>
  queryOptions({
    queryKey: capacityDayOrdersQueryKey(date),
    queryFn: ({ signal }) => getCapacityDayOrders({ date, signal }),
    staleTime: 30_000,
  });

export function useCapacityDayOrders(date: string | null) {
  return useQuery({ ...capacityDayOrdersQueryOptions(date ?? ''), enabled: date !== null });
}
