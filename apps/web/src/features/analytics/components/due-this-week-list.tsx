import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { DueOrder } from '@tailor/shared/analytics';
import { formatRupees } from '@tailor/shared/money';
import { DataList, type DataListColumn } from '../../../components/data-list/data-list';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { OrderStatusChip } from '../../../components/order-status-chip';
import { orderDetailsPath } from '@tailor/shared/app-paths';
import { useOrderNumber } from '../../../lib/order-number';

/** How many due orders the dashboard shows; the order list's Due filter has them all. */
export const DUE_LIST_MAX = 6;

/**
 * Orders due this week (part of the dashboard data): open orders due today or in the next 6 days,
 * overdue ones first and highlighted; each opens its order.
 */
export function DueThisWeekList({
  orders,
  total,
  isLoading,
}: {
  /** The first due orders (the server lists at most DUE_THIS_WEEK_MAX). */
  orders: DueOrder[] | undefined;
  /** How many orders are due, listed or not. */
  total: number | undefined;
  isLoading: boolean;
}) {
  const { t, i18n } = useTranslation('analytics');
  const orderNumber = useOrderNumber();
  const navigate = useNavigate();
  const language = i18n.resolvedLanguage ?? 'en';

  const columns: DataListColumn<DueOrder>[] = [
    {
      id: 'order',
      header: t('due.columns.order'),
      cardSlot: 'title',
      cell: (row) => (
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {t('due.orderNumber', { number: orderNumber(row.order_number) })}
        </Typography>
      ),
    },
    { id: 'customer', header: t('due.columns.customer'), cell: (row) => row.customer_name },
    {
      id: 'dueDate',
      header: t('due.columns.dueDate'),
      cell: (row) => (
        <Stack
          component="span"
          direction="row"
          data-overdue={row.overdue ? 'true' : undefined}
          sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography
            component="span"
            variant="body2"
            sx={row.overdue ? { color: 'error.main', fontWeight: 700 } : undefined}
          >
            {formatCalendarDate(row.due_date, language)}
          </Typography>
          {row.overdue && (
            <Chip size="small" color="error" label={t('due.overdue')} sx={{ height: 22 }} />
          )}
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('due.columns.status'),
      cardSlot: 'badge',
      cell: (row) => <OrderStatusChip status={row.status} />,
    },
    {
      id: 'remaining',
      header: t('due.columns.remaining'),
      align: 'right',
      cell: (row) => formatRupees(row.remainingAmount),
    },
  ];

  const shown = orders?.slice(0, DUE_LIST_MAX);
  const hidden = (total ?? 0) - (shown?.length ?? 0);

  return (
    <Box>
      <DataList
        columns={columns}
        rows={shown}
        getRowKey={(row) => row._id}
        title={t('due.title')}
        subtitle={t('due.subtitle')}
        ariaLabel={t('due.title')}
        onRowClick={(row) => void navigate(orderDetailsPath('shopkeeper', row._id))}
        getRowLabel={(row) =>
          row.overdue
            ? t('due.openOverdue', {
                number: orderNumber(row.order_number),
                name: row.customer_name,
              })
            : t('due.open', { number: orderNumber(row.order_number), name: row.customer_name })
        }
        emptyMessage={t('due.empty')}
        isLoading={isLoading}
        skeletonRows={3}
      />
      {hidden > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button
            component={RouterLink}
            to="/app/order_list?status=Due"
            endIcon={<ArrowForwardIcon />}
          >
            {t('due.viewAll', { number: total })}
          </Button>
        </Box>
      )}
    </Box>
  );
}
