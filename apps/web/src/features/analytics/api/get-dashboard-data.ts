import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dashboardDataSchema, type DashboardData } from '@tailor/shared/analytics';
import { api } from '../../../lib/api-client';
import { isClientError } from '../../../lib/query-client';

/** Every analytics query starts with this key, so a change to orders or payments can refresh them all. */
export const ANALYTICS_QUERY_KEY = ['analytics'] as const;

export const dashboardQueryKey = [...ANALYTICS_QUERY_KEY, 'dashboard'] as const;

/** The dashboard stays fresh for 2 minutes and is asked again twice, 3 s apart. */
export const DASHBOARD_STALE_MS = 2 * 60_000;
export const DASHBOARD_RETRIES = 2;
export const DASHBOARD_RETRY_DELAY_MS = 3_000;

/** GET /get_dashboard_data: earnings, daily and yearly revenue, and the orders due this week. */
export function getDashboardData(signal?: AbortSignal): Promise<DashboardData> {
  return api.get<DashboardData>('/get_dashboard_data', { schema: dashboardDataSchema, signal });
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => getDashboardData(signal),
    staleTime: DASHBOARD_STALE_MS,
    // A 4xx will not change by asking again; retries are for failures that may pass.
    retry: (failureCount, error) => !isClientError(error) && failureCount < DASHBOARD_RETRIES,
    retryDelay: DASHBOARD_RETRY_DELAY_MS,
  });

const watchedClients = new WeakSet<QueryClient>();

/**
 * Orders, payments and status changes are written by other screens, whose mutations do not know
 * this feature's keys: once the figures have been shown, any successful write marks them out of
 * date, so the next look asks again instead of showing them for up to 2 minutes more.
 */
export function useRefreshAnalyticsAfterWrites(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (watchedClients.has(queryClient)) return;
    watchedClients.add(queryClient);
    queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') {
        void queryClient.invalidateQueries({ queryKey: ANALYTICS_QUERY_KEY });
      }
    });
  }, [queryClient]);
}

export function useDashboardData() {
  useRefreshAnalyticsAfterWrites();
  return useQuery(dashboardQueryOptions());
}
