import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  employeeSchema,
  type AddEmployeeInput,
  type Employee,
  type EmployeeList,
} from '@tailor/shared/employees';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { employeesQueryOptions } from './get-employees';

/** POST /add_employee: creates the employee (201) and answers it. */
export function addEmployee(input: AddEmployeeInput): Promise<Employee> {
  return api.post<Employee>('/add_employee', input, {
    schema: employeeSchema,
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useAddEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmployee,
    onSuccess: (employee) => {
      // The new employee can be chosen at once, before the list is fetched again.
      queryClient.setQueryData<EmployeeList>(employeesQueryOptions().queryKey, (list) =>
        list && !list.employees.some((e) => e._id === employee._id)
          ? {
              employees: [...list.employees, employee].sort((a, b) => a.name.localeCompare(b.name)),
            }
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: ['employees'] });
    },
  });
}
