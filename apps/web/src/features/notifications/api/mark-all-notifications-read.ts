import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadAllResult } from '@tailor/shared/notifications-schemas';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

/** PUT /notifications/read_all: answers how many were unread. */
export function markAllNotificationsRead(input: object = {}): Promise<ReadAllResult> {
  return api.put<ReadAllResult>('/notifications/read_all', undefined, {
    schema: () => import('@tailor/shared/notifications-schemas').then((m) => m.readAllResultSchema),
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
