import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeeSchema, type AddEmployeeInput, type Employee } from '@tailor/shared/employees';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from './get-employees';

/** POST /add_employee: creates an employee (201), or updates the one named by `_id` (200). */
export function saveEmployee(input: AddEmployeeInput): Promise<Employee> {
  return api.post<Employee>('/add_employee', input, {
    schema: employeeSchema,
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
  });
}
