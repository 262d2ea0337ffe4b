import type { ChipProps } from '@mui/material/Chip';
import type { OrderStatus } from '@tailor/shared/orders';

/** The analytics translation key of an order status's label. */
export const STATUS_LABEL_KEYS: Record<OrderStatus, string> = {
  Pending: 'status.pending',
  Assigned: 'status.assigned',
  'In Process': 'status.inProcess',
  Completed: 'status.completed',
  Delayed: 'status.delayed',
  Delivered: 'status.delivered',
  Cancelled: 'status.cancelled',
};

/** The status colours used across the app: waiting amber, assigned blue, in work teal, ready green, late red. */
export const STATUS_COLORS: Record<OrderStatus, NonNullable<ChipProps['color']>> = {
  Pending: 'warning',
  Assigned: 'info',
  'In Process': 'secondary',
  Completed: 'success',
  Delayed: 'error',
  Delivered: 'primary',
  Cancelled: 'default',
};
