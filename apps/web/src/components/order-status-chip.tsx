import Chip, { type ChipProps } from '@mui/material/Chip';
import { ORDER_STATUS_TONES } from '@tailor/shared/brand-colors';
import { ORDER_STATUS_KEYS } from '@tailor/shared/locales/public/texts';
import type { OrderStatus } from '@tailor/shared/orders/constants';
import { useTranslation } from 'react-i18next';

/** The chip colour of each order status (packages/shared's ORDER_STATUS_TONES), 'default' for none. */
export const ORDER_STATUS_COLORS = Object.fromEntries(
  Object.entries(ORDER_STATUS_TONES).map(([status, tone]) => [status, tone ?? 'default']),
) as Record<OrderStatus, NonNullable<ChipProps['color']>>;

/** The translation key of a status's name ('public:orderStatus.inProcess'), for any namespace's t. */
export function orderStatusLabelKey(status: OrderStatus): string {
  return `public:orderStatus.${ORDER_STATUS_KEYS[status]}`;
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
