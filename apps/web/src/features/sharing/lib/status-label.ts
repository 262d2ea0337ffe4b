import type { OrderStatus } from '@tailor/shared/orders';

const STATUS_KEYS: Record<OrderStatus, string> = {
  Pending: 'pending',
  Assigned: 'assigned',
  'In Process': 'inProcess',
  Completed: 'completed',
  Delayed: 'delayed',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

/** The key of a status's name in the sharing namespace ('statuses.inProcess'). */
export function statusLabelKey(status: OrderStatus): string {
  return `statuses.${STATUS_KEYS[status]}`;
}
