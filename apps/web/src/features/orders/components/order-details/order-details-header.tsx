import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberOrder } from '@tailor/shared/price-visibility';
import { PageTitle } from '../../../../components/page-title';
import { formatCalendarDate } from '../../lib/order-details-format';
import { OrderStatusChip } from '../../../../components/order-status-chip';
import { useOrderNumber } from '../../../../lib/order-number';
import type { WaitingState } from '../../lib/waiting-order-changes';

/**
 * The header: back, 'Order #{order_number}', the status badge and the order's actions. The
 * actions area holds Update Status, then what the route adds (sharing, billing PDFs).
 */
export function OrderDetailsHeader({
  order,
  onBack,
  onUpdateStatus,
  actions,
  statusWaiting = null,
}: {
  order: MemberOrder;
  /** The status shown was changed offline: not sent yet, or sent but not fetched back yet. */
  statusWaiting?: WaitingState | null;
  onBack: () => void;
  onUpdateStatus: () => void;
  /** More actions after Update Status (sharing, billing PDFs), composed by the route. */
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('orderDetails');
  const orderNumber = useOrderNumber();
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      // The actions move under the title when both do not fit on one line.
      sx={{ gap: 2, alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}
    >
      <Stack
        direction="row"
        sx={{ gap: 1, alignItems: 'flex-start', flexGrow: 1, flexBasis: { sm: 280 }, minWidth: 0 }}
      >
        <Tooltip title={t('header.back')}>
          <IconButton aria-label={t('header.back')} onClick={onBack} edge="start" sx={{ mt: 0.25 }}>
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <PageTitle>{t('header.title', { number: orderNumber(order.order_number) })}</PageTitle>
            <OrderStatusChip status={order.status} size="medium" />
            {statusWaiting && (
              <Chip
                label={t(`offline.${statusWaiting}`)}
                color={statusWaiting === 'waiting' ? 'warning' : 'success'}
                variant="outlined"
                data-testid="status-state"
              />
            )}
            {order.order.orderType === 'alteration' && (
              <Chip label={t('orderTypes.alteration')} variant="outlined" color="secondary" />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {`${order.customer_name} · ${t('info.dueDate')}: ${formatCalendarDate(order.order.dueDate, language)}`}
          </Typography>
        </Box>
      </Stack>
      <Stack
        direction="row"
        role="group"
        aria-label={t('header.actions')}
        sx={{
          gap: 1,
          flexWrap: 'wrap',
          '& > *': { flexGrow: { xs: 1, sm: 0 } },
        }}
      >
        {/* A cancelled order is over: it does not go back to work. */}
        {order.status !== 'Cancelled' && (
          <Button
            variant="contained"
            startIcon={<SyncAltIcon />}
            onClick={onUpdateStatus}
            size="large"
          >
            {t('header.updateStatus')}
          </Button>
        )}
        {actions}
      </Stack>
    </Stack>
  );
}
