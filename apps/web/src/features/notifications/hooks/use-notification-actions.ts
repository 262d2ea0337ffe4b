import type { Notification } from '@tailor/shared/notifications-schemas';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { useDeleteNotification } from '../api/delete-notification';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/** What the panel and the page do with notifications, with a toast when the server refuses. */
export function useNotificationActions() {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const fail = (key: string) => () => toast.show(t(key), { severity: 'error' });

  return {
    /** Opening a notification reads it; its link (if any) does the navigating. */
    open(notification: Notification) {
      if (!notification.read)
        markRead.mutate({ id: notification._id }, { onError: fail('errors.markRead') });
    },
    markRead(notification: Notification) {
      markRead.mutate({ id: notification._id }, { onError: fail('errors.markRead') });
    },
    markAllRead() {
      markAll.mutate({}, { onError: fail('errors.markAllRead') });
    },
    remove(notification: Notification) {
      remove.mutate(
        { id: notification._id },
        {
          onSuccess: () => toast.show(t('deleted'), { severity: 'success' }),
          onError: fail('errors.delete'),
        },
      );
    },
    isMarkingAll: markAll.isPending,
    /** The notification a read or delete is under way for, if any. */
    busyId:
      (remove.isPending ? remove.variables?.id : undefined) ??
      (markRead.isPending ? markRead.variables?.id : undefined),
  };
}
