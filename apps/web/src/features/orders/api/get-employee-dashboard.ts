import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeeDashboardSchema, type EmployeeDashboard } from '@tailor/shared/employee-area';
import { api } from '../../../lib/api-client';

const DASHBOARD_RETRIES = 2;
const DASHBOARD_RETRY_DELAY_MS = 3_000;

/** Under 'dashboard', so an order change that refreshes the dashboards refreshes this one too. */
export const employeeDashboardQueryKey = (storeId: string | null) =>
  ['dashboard', 'employee', storeId] as const;

/** GET /employee/dashboard: my assigned work by status, what is due soon, what I created. */
export function getEmployeeDashboard(signal?: AbortSignal): Promise<EmployeeDashboard> {
  return api.get<EmployeeDashboard>('/employee/dashboard', {
    schema: employeeDashboardSchema,
    signal,
  });
}

export const employeeDashboardQueryOptions = (storeId: string | null) =>
  queryOptions({
    queryKey: employeeDashboardQueryKey(storeId),
    queryFn: ({ signal }) => getEmployeeDashboard(signal),
    // Dashboards stay fresh for 2 minutes and are tried twice more, 3 s apart.
    staleTime: 2 * 60_000,
    retry: DASHBOARD_RETRIES,
    retryDelay: DASHBOARD_RETRY_DELAY_MS,
  });

export function useEmployeeDashboard(storeId: string | null) {
  return useQuery(employeeDashboardQueryOptions(storeId));
}
