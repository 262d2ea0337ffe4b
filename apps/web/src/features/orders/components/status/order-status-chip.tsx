import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@tailor/shared/orders';
import { statusLabelKey } from '../../lib/order-details-format';

/** One colour per status, the same wherever an order's status shows. */
export const STATUS_COLORS: Record<OrderStatus, NonNullable<ChipProps['color']>> = {
  Pending: 'warning',
  Assigned: 'info',
  'In Process': 'primary',
  Completed: 'secondary',
  Delayed: 'error',
  Delivered: 'success',
  Cancelled: 'default',
};

/** The status badge of an order. */
export function OrderStatusChip({
  status,
  size = 'medium',
}: {
  status: OrderStatus;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation('orderDetails');
  return (
    <Chip
      label={t(statusLabelKey(status))}
      color={STATUS_COLORS[status]}
      size={size}
      variant={status === 'Cancelled' ? 'outlined' : 'filled'}
      data-testid="order-status-chip"
    />
  );
}
