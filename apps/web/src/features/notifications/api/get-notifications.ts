import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE_NOTIFICATIONS } from '@tailor/shared/constants';
import type { NotificationList } from '@tailor/shared/notifications-schemas';
import { api } from '../../../lib/api-client';

/** Every notification query starts with this key, so a change can refresh the lists and the count. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

export const notificationListQueryKey = (unreadOnly: boolean) =>
  [...NOTIFICATIONS_QUERY_KEY, 'list', { unreadOnly }] as const;

/** GET /notifications: the caller's notifications, newest first, PAGE_SIZE_NOTIFICATIONS a page. */
export function getNotifications(options: {
  page: number;
  unreadOnly: boolean;
  signal?: AbortSignal;
}): Promise<NotificationList> {
  return api.get<NotificationList>('/notifications', {
    query: {
      page: options.page,
      limit: PAGE_SIZE_NOTIFICATIONS,
      unread_only: options.unreadOnly || undefined,
    },
    // The bell in the signed-in frame asks: its schema loads beside the answer.
    schema: () =>
      import('@tailor/shared/notifications-schemas').then((m) => m.notificationListSchema),
    signal: options.signal,
  });
}

export const notificationsInfiniteQueryOptions = (unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationListQueryKey(unreadOnly),
    queryFn: ({ pageParam, signal }) => getNotifications({ page: pageParam, unreadOnly, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationList, pages: NotificationList[]) =>
      last.has_more ? pages.length + 1 : undefined,
    // News: opening the panel or the page shows what arrived since the last look.
    staleTime: 0,
  });

export function useNotifications(unreadOnly: boolean, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...notificationsInfiniteQueryOptions(unreadOnly),
    enabled: options.enabled ?? true,
  });
}
