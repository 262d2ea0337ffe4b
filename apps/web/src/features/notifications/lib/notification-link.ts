import type { Notification } from '@tailor/shared/notifications';
import { orderDetailsPath } from '../../../lib/order-paths';

export type NotificationArea = 'shopkeeper' | 'employee';

/**
 * The page a notification opens in the viewer's own area: its order's details, the employee list
 * for an invite answer (shopkeeper), or nothing.
 */
export function notificationLink(
  area: NotificationArea,
  notification: Pick<Notification, 'type' | 'order_id'>,
): string | null {
  if (notification.order_id) return orderDetailsPath(area, notification.order_id);
  if (area === 'shopkeeper' && notification.type.startsWith('invite_')) return '/app/employee-list';
  return null;
}

/** The notifications page of each area. */
export function notificationsPagePath(area: NotificationArea): string {
  return area === 'shopkeeper' ? '/app/notifications' : '/employee/notifications';
}
