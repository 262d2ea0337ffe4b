import ContentCutIcon from '@mui/icons-material/ContentCut';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { orderDetailsPath } from '@tailor/shared/app-paths';
import type { Order } from '@tailor/shared/orders/responses';
import { formatCalendarDate } from '../../../../components/data-list/format-calendar-date';
import { useOrderNumber } from '../../../../lib/order-number';

/**
 * Above the order list: the open alterations customers asked for when an order did not fit (from
 * the tracking link), nearest due first, each a link to its order.
 */
export function FitFixesNotice({ orders }: { orders: Order[] }) {
  const { t, i18n } = useTranslation('orderList');
  const orderNumber = useOrderNumber();
  if (orders.length === 0) return null;
  return (
    <Alert severity="warning" icon={<ContentCutIcon />} data-testid="fit-fixes">
      <AlertTitle>{t('fitFixes.title', { count: orders.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {orders.map((order) => (
          <li key={order._id}>
            <Link component={RouterLink} to={orderDetailsPath('shopkeeper', order._id)}>
              {t('fitFixes.item', {
                number: orderNumber(order.order_number),
                name: order.customer_name,
                due: formatCalendarDate(order.order.dueDate, i18n.language),
              })}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
