import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeeListSchema, type EmployeeList } from '@tailor/shared/employees';
import { api } from '../../../lib/api-client';

/**
 * GET /get_employees?include_inactive=true: everyone who ever worked for the shop, for the order
 * list's per-employee filter (a former employee's orders stay findable). The employees screen
 * asks the same under the same key.
 */
export function getStaff(signal?: AbortSignal): Promise<EmployeeList> {
  return api.get<EmployeeList>('/get_employees', {
    query: { include_inactive: 'true' },
    schema: employeeListSchema,
    signal,
  });
}

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ['employees', 'list', 'with-inactive'],
    queryFn: ({ signal }) => getStaff(signal),
    // Employees stay fresh for 5 minutes.
    staleTime: 5 * 60_000,
  });

export function useStaff(options: { enabled?: boolean } = {}) {
  return useQuery({ ...staffQueryOptions(), enabled: options.enabled ?? true });
}
