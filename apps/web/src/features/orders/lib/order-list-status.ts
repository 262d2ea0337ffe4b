import type { ChipProps } from '@mui/material/Chip';
import type { OrderListStatusFilter, OrderStatus } from '@tailor/shared/orders';

/**
 * One colour per status wherever an order's status chip appears: waiting is amber, assigned blue,
 * in work teal, ready green, late red, handed over indigo, cancelled grey.
 */
export const ORDER_STATUS_COLORS: Record<OrderStatus, NonNullable<ChipProps['color']>> = {
  Pending: 'warning',
  Assigned: 'info',
  'In Process': 'secondary',
  Completed: 'success',
  Delayed: 'error',
  Delivered: 'primary',
  Cancelled: 'default',
};

/** The orderList translation key of a status's label. */
export const ORDER_STATUS_LABEL_KEYS: Record<OrderStatus, string> = {
  Pending: 'status.pending',
  Assigned: 'status.assigned',
  'In Process': 'status.inProcess',
  Completed: 'status.completed',
  Delayed: 'status.delayed',
  Delivered: 'status.delivered',
  Cancelled: 'status.cancelled',
};

/** The orderList translation key of a filter choice of the drawer. */
export const FILTER_LABEL_KEYS: Record<OrderListStatusFilter, string> = {
  Due: 'filter.due',
  Pending: 'status.pending',
  Completed: 'status.completed',
  'In Process': 'status.inProcess',
  Delayed: 'status.delayed',
  Delivered: 'status.delivered',
  Cancelled: 'status.cancelled',
};
