import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@tailor/shared/orders';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABEL_KEYS } from '../../lib/order-list-status';

/** An order's status as a small coloured chip, the same colour for a status everywhere. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orderList');
  return (
    <Chip
      size="small"
      color={ORDER_STATUS_COLORS[status]}
      label={t(ORDER_STATUS_LABEL_KEYS[status])}
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
