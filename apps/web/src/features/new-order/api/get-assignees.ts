import { queryOptions, useQuery } from '@tanstack/react-query';
import { assigneeListSchema, type AssigneeList } from '@tailor/shared/employee-area';
import { api } from '../../../lib/api-client';

/** GET /employee/assignees: the selected store's active staff, for an employee taking an order. */
export function getAssignees(): Promise<AssigneeList> {
  return api.get<AssigneeList>('/employee/assignees', { schema: assigneeListSchema });
}

export const assigneesQueryOptions = () =>
  queryOptions({
    queryKey: ['employees', 'assignees'],
    queryFn: getAssignees,
    staleTime: 5 * 60_000,
  });

export function useAssignees(options: { enabled?: boolean } = {}) {
  return useQuery({ ...assigneesQueryOptions(), enabled: options.enabled ?? true });
}
