import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@tailor/shared/orders';
import { statusLabelKey } from '../lib/status-label';

const STATUS_COLORS: Record<OrderStatus, NonNullable<ChipProps['color']>> = {
  Pending: 'warning',
  Assigned: 'info',
  'In Process': 'primary',
  Completed: 'secondary',
  Delayed: 'error',
  Delivered: 'success',
  Cancelled: 'default',
};

/** An order's status on the customer's pages, coloured as on the staff screens. */
export function SharedStatusChip({
  status,
  size = 'medium',
}: {
  status: OrderStatus;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation('sharing');
  return (
    <Chip
      label={t(statusLabelKey(status))}
      color={STATUS_COLORS[status]}
      size={size}
      variant={status === 'Cancelled' ? 'outlined' : 'filled'}
      data-testid="shared-status-chip"
    />
  );
}
