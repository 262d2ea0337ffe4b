import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Order } from '@tailor/shared/orders/responses';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../../components/data-list/format-calendar-date';

/**
 * A Delayed order's reason and new expected date, as the customer sees them on the tracking page;
 * nothing for an order that is not Delayed.
 */
export function DelayNotice({
  order,
}: {
  order: Pick<Order, 'status' | 'delay_note' | 'expected_date'>;
}) {
  const { t, i18n } = useTranslation('orderDetails');
  if (order.status !== 'Delayed' || (!order.delay_note && !order.expected_date)) return null;
  return (
    <Alert severity="error" variant="outlined" data-testid="delay-notice">
      {order.delay_note && t('header.delayReason', { reason: order.delay_note })}
      {order.expected_date && (
        <Typography variant="body2" sx={{ fontWeight: 600, mt: order.delay_note ? 0.5 : 0 }}>
          {t('header.expectedDate', {
            date: formatCalendarDate(order.expected_date, i18n.resolvedLanguage ?? 'en'),
          })}
        </Typography>
      )}
    </Alert>
  );
}
