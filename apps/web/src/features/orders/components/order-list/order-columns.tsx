import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isOverdue } from '@tailor/shared/orders/rules';
import { type Order } from '@tailor/shared/orders/responses';
import type { ReactNode } from 'react';
import type { DataListColumn } from '../../../../components/data-list/data-list';
import { formatCalendarDate } from '../../../../components/data-list/format-calendar-date';
import { OrderStatusChip } from '../../../../components/order-status-chip';

/** What an order list's columns read of a row: the shop's orders and a member's alike. */
export type ListedOrder = Pick<Order, 'order_number' | 'status'> & {
  order: Pick<Order['order'], 'orderType' | 'orderDate' | 'dueDate'>;
};

/** Open, and due before today. */
export function isListedOrderOverdue(row: ListedOrder, today: string): boolean {
  return isOverdue({ status: row.status, dueDate: row.order.dueDate }, today);
}

/** The order's number in bold, 'Alteration' under it for an alteration. */
export function orderNumberColumn<R extends ListedOrder>({
  id,
  header,
  width,
  number,
  alteration,
}: {
  id: string;
  header: string;
  width: number;
  number: (row: R) => string;
  alteration: string;
}): DataListColumn<R> {
  return {
    id,
    header,
    cardSlot: 'title',
    width,
    cell: (row) => (
      <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {number(row)}
        </Box>
        {row.order.orderType === 'alteration' && (
          <Typography component="span" variant="caption" color="text.secondary">
            {alteration}
          </Typography>
        )}
      </Box>
    ),
  };
}

export function orderDateColumn<R extends ListedOrder>(
  header: string,
  language: string,
): DataListColumn<R> {
  return {
    id: 'orderDate',
    header,
    cell: (row) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatCalendarDate(row.order.orderDate, language)}
      </Box>
    ),
  };
}

/**
 * The due date, in red with 'Overdue' under it once an open order is past it; `under` adds a line
 * under a date that is not overdue (the shop's internal target date).
 */
export function dueDateColumn<R extends ListedOrder>({
  header,
  language,
  today,
  overdue: overdueText,
  under,
}: {
  header: string;
  language: string;
  today: string;
  overdue: string;
  under?: (row: R) => ReactNode;
}): DataListColumn<R> {
  return {
    id: 'dueDate',
    header,
    cell: (row) => {
      const overdue = isListedOrderOverdue(row, today);
      return (
        <Box
          component="span"
          data-overdue={overdue ? 'true' : undefined}
          sx={{
            display: 'inline-flex',
            flexDirection: 'column',
            whiteSpace: 'nowrap',
            color: overdue ? 'error.main' : undefined,
            fontWeight: overdue ? 600 : undefined,
          }}
        >
          {formatCalendarDate(row.order.dueDate, language)}
          {!overdue && under?.(row)}
          {overdue && (
            <Typography component="span" variant="caption" sx={{ fontWeight: 600 }}>
              {overdueText}
            </Typography>
          )}
        </Box>
      );
    },
  };
}

export function statusColumn<R extends ListedOrder>(header: string): DataListColumn<R> {
  return {
    id: 'status',
    header,
    cardSlot: 'badge',
    cell: (row) => <OrderStatusChip status={row.status} />,
  };
}
