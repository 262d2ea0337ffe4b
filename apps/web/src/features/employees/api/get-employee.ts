import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeeDetailSchema, type EmployeeDetail } from '@tailor/shared/employees';
import { api } from '../../../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from './get-employees';

export const employeeQueryKey = (employeeId: string) =>
  [...EMPLOYEES_QUERY_KEY, 'detail', employeeId] as const;

/** GET /employees/{id}: one employee of the shop, active or not, with counts of their work. */
export function getEmployee(employeeId: string, signal?: AbortSignal): Promise<EmployeeDetail> {
  return api.get<EmployeeDetail>(`/employees/${encodeURIComponent(employeeId)}`, {
    schema: employeeDetailSchema,
    signal,
  });
}

export const employeeQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: employeeQueryKey(employeeId),
    queryFn: ({ signal }) => getEmployee(employeeId, signal),
    // Employee details stay fresh for 5 minutes.
    staleTime: 5 * 60_000,
  });

export function useEmployee(employeeId: string) {
  return useQuery(employeeQueryOptions(employeeId));
}
