import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayMonthYearWithDashes } from '@tailor/shared/dates';
import { formatRupees } from '@tailor/shared/money';
import { normalizeOrderStatus } from '@tailor/shared/orders';
import type { SharedCustomerOrder } from '@tailor/shared/sharing';
import { SharedDelayNotice } from './shared-delay-notice';
import { OrderStatusChip } from '../../../components/order-status-chip';
import { formatOrderNumber } from '@tailor/shared/settings';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/**
 * One order on the customer's history page: number, date, total, due date, status and garments.
 * Delivered is final (spec §4): a 'Delivered' chip; any other order links to its tracking page.
 */
export function SharedCustomerOrderCard({
  order,
  prefix = '',
}: {
  order: SharedCustomerOrder;
  /** The shop's order number prefix: the number is written as on the bill. */
  prefix?: string;
}) {
  const { t } = useTranslation('sharing');
  const number = formatOrderNumber(prefix, order.order_number);
  const headingId = useId();
  const delivered = normalizeOrderStatus(order.status) === 'Delivered';

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="shared-history-order"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, flexGrow: 1 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
        >
          <Typography id={headingId} variant="h6" component="h2" sx={{ minWidth: 0 }}>
            {t('history.orderNumber', { number })}
          </Typography>
          <Box aria-label={t('history.status')} role="group">
            <OrderStatusChip status={order.status} />
          </Box>
        </Stack>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={t('history.orderDate')}>{formatDayMonthYearWithDashes(order.orderDate)}</Row>
          <Row label={t('history.total')}>{formatRupees(order.totalAmount)}</Row>
          <Row label={t('history.dueDate')}>{formatDayMonthYearWithDashes(order.dueDate)}</Row>
        </Box>
        <Box sx={{ mt: 1.5, '&:empty': { display: 'none' } }}>
          <SharedDelayNotice order={order} compact />
        </Box>
        {order.products.length > 0 && (
          <>
            <Divider sx={{ my: 1.5 }} />
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('history.products')}
            </Typography>
            <Stack
              component="ul"
              direction="row"
              aria-label={t('history.products')}
              sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
            >
              {order.products.map((product, index) => (
                <li key={index}>
                  <Chip label={product} size="small" variant="outlined" />
                </li>
              ))}
            </Stack>
          </>
        )}
      </CardContent>
      <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: { xs: 2, sm: 2.5 } }}>
        {delivered ? (
          <Chip
            icon={<CheckCircleIcon />}
            label={t('history.delivered')}
            color="success"
            data-testid="shared-history-delivered"
          />
        ) : (
          <Button
            variant="contained"
            href={order.share_link}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon />}
            aria-label={t('history.trackOrderLabel', { number })}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t('history.trackOrder')}
          </Button>
        )}
      </Box>
    </Card>
  );
}
