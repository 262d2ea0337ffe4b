import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  savedEmployeeSchema,
  type AddEmployeeInput,
  type SavedEmployee,
} from '@tailor/shared/employees';
import { keyedWrite } from '../../../lib/keyed-write';
import { EMPLOYEES_QUERY_KEY } from './get-employees';

/**
 * POST /add_employee: creates an employee (201), optionally inviting them (`send_invite`), or
 * updates the one named by `_id` (200).
 */
export function saveEmployee(input: AddEmployeeInput): Promise<SavedEmployee> {
  return keyedWrite('post', '/add_employee', input, savedEmployeeSchema);
}

export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmployee,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
        // An invite made with the person shows in the Invites tab.
        queryClient.invalidateQueries({ queryKey: ['invites'] }),
      ]),
  });
}
