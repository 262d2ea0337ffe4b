import { queryOptions, useQuery } from '@tanstack/react-query';
import { UNREAD_POLL_MS } from '@tailor/shared/constants';
import type { UnreadCount } from '@tailor/shared/notifications-schemas';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

export const unreadCountQueryKey = [...NOTIFICATIONS_QUERY_KEY, 'unread-count'] as const;

/** GET /notifications/unread_count */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api.get<UnreadCount>('/notifications/unread_count', {
    // The bell in the signed-in frame asks: its schema loads beside the answer.
    schema: () => import('@tailor/shared/notifications-schemas').then((m) => m.unreadCountSchema),
    signal,
  });
}

/** The unread count is asked for every 30 seconds. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 0,
  });

export function useUnreadCount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...unreadCountQueryOptions(), enabled: options.enabled ?? true });
}
