import Box from '@mui/material/Box';
import { todayInShopZone } from '@tailor/shared/dates';
import { formatRupees } from '@tailor/shared/money';
import type { Order } from '@tailor/shared/orders/responses';
import { formatPhoneDisplay } from '@tailor/shared/phone';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataList, type DataListColumn } from '../../../../components/data-list/data-list';
import { orderDetailsPath } from '@tailor/shared/app-paths';
import { useOrderNumber } from '../../../../lib/order-number';
import { useTemplateNames } from '../../../../lib/template-labels';
import { dueDateColumn, orderDateColumn, orderNumberColumn, statusColumn } from './order-columns';

export type OrderRow = Order;

type OrdersDataListProps = {
  orders: readonly OrderRow[] | undefined;
  /** 'customer' leaves out the customer's name and phone (the page is about that customer). */
  variant?: 'shop' | 'customer';
  title?: string;
  subtitle?: string;
  ariaLabel?: string;
  isLoading?: boolean;
  emptyMessage?: ReactNode;
  onLoadMore?: () => void;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
};

/** How many garments a row names before '+N'. */
const GARMENTS_SHOWN = 3;

/**
 * An order's garments in a few words: repeated names counted ('Kurta ×2, Blouse'), the first
 * GARMENTS_SHOWN kinds named (by `label`, in the interface language) and the rest counted.
 */
export function garmentSummary(
  order: Order,
  label: (name: string) => string = (name) => name,
): { names: string[]; more: number } {
  const counts = new Map<string, number>();
  for (const line of order.order.products) {
    const name = line.product.name.trim();
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const kinds = [...counts].map(([name, n]) => (n > 1 ? `${label(name)} ×${n}` : label(name)));
  return {
    names: kinds.slice(0, GARMENTS_SHOWN),
    more: Math.max(0, kinds.length - GARMENTS_SHOWN),
  };
}

function useOrderColumns(variant: 'shop' | 'customer'): DataListColumn<OrderRow>[] {
  const { t, i18n } = useTranslation('orderList');
  const language = i18n.resolvedLanguage ?? 'en';
  const orderNumber = useOrderNumber();
  const { garment } = useTemplateNames();
  return useMemo(() => {
    const today = todayInShopZone();
    const columns: DataListColumn<OrderRow>[] = [
      orderNumberColumn({
        id: 'orderNumber',
        header: t('columns.orderNumber'),
        width: 110,
        number: (row) => t('orderNumber', { number: orderNumber(row.order_number) }),
        alteration: t('orderType.alteration'),
      }),
    ];
    if (variant === 'shop') {
      columns.push({
        id: 'customer',
        header: t('columns.customer'),
        cardSlot: 'title',
        cell: (row) => row.customer_name,
      });
    }
    if (variant === 'shop') {
      columns.push({
        id: 'phone',
        header: t('columns.phone'),
        cell: (row) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatPhoneDisplay(row.customer_mobile_no)}
          </Box>
        ),
      });
    }
    columns.push(
      {
        id: 'garments',
        header: t('columns.garments'),
        // Under the customer's name on phone cards: what the order is, at a glance.
        cardSlot: 'title',
        cell: (row) => {
          const { names, more } = garmentSummary(row, garment);
          if (names.length === 0) return null;
          return (
            <Box component="span" data-testid="order-garments" sx={{ overflowWrap: 'anywhere' }}>
              {names.join(', ')}
              {more > 0 && ` ${t('garmentsMore', { count: more })}`}
            </Box>
          );
        },
      },
      orderDateColumn(t('columns.orderDate'), language),
      dueDateColumn({
        header: t('columns.dueDate'),
        language,
        today,
        overdue: t('overdue'),
      }),
      statusColumn(t('columns.status')),
      {
        id: 'total',
        header: t('columns.total'),
        align: 'right',
        cell: (row) => formatRupees(row.order.totalAmount),
      },
      {
        id: 'remaining',
        header: t('columns.remaining'),
        align: 'right',
        cell: (row) => (
          <Box
            component="span"
            sx={{
              color: row.order.remainingAmount > 0 ? 'warning.dark' : 'text.secondary',
              fontWeight: row.order.remainingAmount > 0 ? 600 : undefined,
            }}
          >
            {formatRupees(row.order.remainingAmount)}
          </Box>
        ),
      },
    );
    return columns;
  }, [t, language, variant, orderNumber, garment]);
}

/** Orders in the data list; a row opens the order's details. */
export function OrdersDataList({ orders, variant = 'shop', ...rest }: OrdersDataListProps) {
  const { t } = useTranslation('orderList');
  const navigate = useNavigate();
  const columns = useOrderColumns(variant);
  const orderNumber = useOrderNumber();
  return (
    <DataList<OrderRow>
      columns={columns}
      rows={orders}
      getRowKey={(row) => row._id}
      onRowClick={(row) => void navigate(orderDetailsPath('shopkeeper', row._id))}
      getRowLabel={(row) =>
        t('openOrder', { number: orderNumber(row.order_number), customer: row.customer_name })
      }
      {...rest}
    />
  );
}
