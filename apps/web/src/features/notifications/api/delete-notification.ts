import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

export type DeleteNotificationInput = { id: string };

/** DELETE /notifications/{id}: 204. */
export function deleteNotification(input: DeleteNotificationInput): Promise<void> {
  return api.delete<void>(`/notifications/${encodeURIComponent(input.id)}`);
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
