import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeeDetailsSchema, type EmployeeDetails } from '@tailor/shared/employee-area';
import { api } from '../../../lib/api-client';

export const employeeDetailsQueryKey = (storeId: string | null) =>
  ['employee-area', 'details', storeId] as const;

/** GET /get_employee_details: my own employee record in the selected store. */
export function getEmployeeDetails(signal?: AbortSignal): Promise<EmployeeDetails> {
  return api.get<EmployeeDetails>('/get_employee_details', {
    schema: employeeDetailsSchema,
    signal,
  });
}

export const employeeDetailsQueryOptions = (storeId: string | null) =>
  queryOptions({
    queryKey: employeeDetailsQueryKey(storeId),
    queryFn: ({ signal }) => getEmployeeDetails(signal),
    // Employee details stay fresh for 5 minutes.
    staleTime: 5 * 60_000,
  });

export function useEmployeeDetails(storeId: string | null) {
  return useQuery(employeeDetailsQueryOptions(storeId));
}
