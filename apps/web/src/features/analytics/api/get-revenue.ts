import { queryOptions, useQuery } from '@tanstack/react-query';
import { revenueListSchema, type MonthlyRevenue } from '@tailor/shared/analytics';
import { api } from '../../../lib/api-client';
import { ANALYTICS_QUERY_KEY, useRefreshAnalyticsAfterWrites } from './get-dashboard-data';

export const revenueQueryKey = (year: number) => [...ANALYTICS_QUERY_KEY, 'revenue', year] as const;

/** GET /get_revenue?year=: the months of that year that have revenue (1 to 12). */
export function getRevenue(options: {
  year: number;
  signal?: AbortSignal;
}): Promise<MonthlyRevenue[]> {
  return api.get<MonthlyRevenue[]>('/get_revenue', {
    query: { year: options.year },
    schema: revenueListSchema,
    signal: options.signal,
  });
}

export const revenueQueryOptions = (year: number) =>
  queryOptions({
    queryKey: revenueQueryKey(year),
    queryFn: ({ signal }) => getRevenue({ year, signal }),
  });

export function useRevenue(year: number) {
  useRefreshAnalyticsAfterWrites();
  return useQuery(revenueQueryOptions(year));
}
