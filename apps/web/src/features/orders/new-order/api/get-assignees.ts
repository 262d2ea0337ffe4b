import { queryOptions, useQuery } from '@tanstack/react-query';
import { assigneeListSchema, type AssigneeList } from '@tailor/shared/employee-area';
import { api } from '../../../../lib/api-client';

/**
 * GET /assignees: who a garment can be assigned to in the selected store: its active staff and the
 * shop owner (the caller's own entry is `is_me`: 'Me').
 */
export function getAssignees(): Promise<AssigneeList> {
  return api.get<AssigneeList>('/assignees', { schema: assigneeListSchema });
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
