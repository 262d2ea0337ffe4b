import Chip, { type ChipProps } from '@mui/material/Chip';
import type { OrderStatus } from '@tailor/shared/orders';
import { useTranslation } from 'react-i18next';

/**
 * The one colour of each order status, on staff and customer screens alike: waiting amber,
 * assigned blue, in work teal, ready green, late red, handed over indigo, cancelled grey.
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

const LABEL_KEYS: Record<OrderStatus, string> = {
  Pending: 'public:orderStatus.pending',
  Assigned: 'public:orderStatus.assigned',
  'In Process': 'public:orderStatus.inProcess',
  Completed: 'public:orderStatus.completed',
  Delayed: 'public:orderStatus.delayed',
  Delivered: 'public:orderStatus.delivered',
  Cancelled: 'public:orderStatus.cancelled',
};

/** The translation key of a status's name ('public:orderStatus.inProcess'), for any namespace's t. */
export function orderStatusLabelKey(status: OrderStatus): string {
  return LABEL_KEYS[status];
}

/** An order's status as a coloured chip, the same wherever an order's status shows. */
export function OrderStatusChip({
  status,
  size = 'small',
}: {
  status: OrderStatus;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation('common');
  return (
    <Chip
      size={size}
      color={ORDER_STATUS_COLORS[status]}
      variant={status === 'Cancelled' ? 'outlined' : 'filled'}
      label={t(orderStatusLabelKey(status))}
      data-testid="order-status-chip"
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
