import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readAllResultSchema, type ReadAllResult } from '@tailor/shared/notifications';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

/** PUT /notifications/read_all: answers how many were unread. */
export function markAllNotificationsRead(input: object = {}): Promise<ReadAllResult> {
  return api.put<ReadAllResult>('/notifications/read_all', undefined, {
    schema: readAllResultSchema,
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    // One object per click, so a retried click repeats the same write.
    mutationFn: (input: object) => markAllNotificationsRead(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
