import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeeListSchema, type EmployeeList } from '@tailor/shared/employees';
import { api } from '../../../lib/api-client';

/** Every employee query starts with this key (the new-order screen's list too), so a change refreshes them all. */
export const EMPLOYEES_QUERY_KEY = ['employees'] as const;

/**
 * The active list shares the new-order screen's key: the same request with the same answer. The
 * list with deactivated employees has a key of its own.
 */
export const employeeListQueryKey = (includeInactive: boolean) =>
  includeInactive
    ? ([...EMPLOYEES_QUERY_KEY, 'list', 'with-inactive'] as const)
    : ([...EMPLOYEES_QUERY_KEY, 'list'] as const);

/** GET /get_employees: the shop's active employees by name (include_inactive=true: all of them). */
export function getEmployees(
  includeInactive: boolean,
  signal?: AbortSignal,
): Promise<EmployeeList> {
  return api.get<EmployeeList>('/get_employees', {
    query: { include_inactive: includeInactive ? 'true' : undefined },
    schema: employeeListSchema,
    signal,
  });
}

export const employeeListQueryOptions = (includeInactive: boolean) =>
  queryOptions({
    queryKey: employeeListQueryKey(includeInactive),
    queryFn: ({ signal }) => getEmployees(includeInactive, signal),
    // Employees stay fresh for 5 minutes.
    staleTime: 5 * 60_000,
  });

export function useEmployeeList(includeInactive: boolean) {
  return useQuery(employeeListQueryOptions(includeInactive));
}
