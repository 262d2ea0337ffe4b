import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeeListSchema, type EmployeeList } from '@tailor/shared/employees';
import { api } from '../../../../lib/api-client';

/** GET /get_employees: the shop's active employees, by name. */
export function getEmployees(): Promise<EmployeeList> {
  return api.get<EmployeeList>('/get_employees', { schema: employeeListSchema });
}

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: ['employees', 'list'],
    queryFn: getEmployees,
    // Employees stay fresh for 5 minutes.
    staleTime: 5 * 60_000,
  });

export function useEmployees(options: { enabled?: boolean } = {}) {
  return useQuery({ ...employeesQueryOptions(), enabled: options.enabled ?? true });
}
