import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeeDetailSchema, type EmployeeDetail } from '@tailor/shared/employees';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { employeeQueryKey } from './get-employee';
import { EMPLOYEES_QUERY_KEY } from './get-employees';

export type SetEmployeeActiveInput = { employeeId: string; active: boolean };

/**
 * PUT /employees/{id}/activate or /deactivate: a deactivated employee loses access to the shop at
 * once; their record and history stay.
 */
export function setEmployeeActive(input: SetEmployeeActiveInput): Promise<EmployeeDetail> {
  const action = input.active ? 'activate' : 'deactivate';
  return api.put<EmployeeDetail>(
    `/employees/${encodeURIComponent(input.employeeId)}/${action}`,
    undefined,
    {
      schema: employeeDetailSchema,
      headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
    },
  );
}

export function useSetEmployeeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmployeeActive,
    onSuccess: async (employee) => {
      queryClient.setQueryData(employeeQueryKey(employee._id), employee);
      await queryClient.invalidateQueries({ queryKey: [...EMPLOYEES_QUERY_KEY, 'list'] });
    },
  });
}
