import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@tailor/shared/notifications-schemas';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

export type MarkNotificationReadInput = { id: string };

/** PUT /notifications/{id}/read: answers the notification, now read. */
export function markNotificationRead(input: MarkNotificationReadInput): Promise<Notification> {
  return api.put<Notification>(`/notifications/${encodeURIComponent(input.id)}/read`, undefined, {
    schema: () => import('@tailor/shared/notifications-schemas').then((m) => m.notificationSchema),
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
