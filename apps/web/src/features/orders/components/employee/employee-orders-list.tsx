import ContentCutIcon from '@mui/icons-material/ContentCut';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAPACITY_DONE_STATUSES, internalTargetDate } from '@tailor/shared/capacity';
import { todayInShopZone } from '@tailor/shared/dates';
import { formatRupees } from '@tailor/shared/money';
import type { MemberOrder } from '@tailor/shared/price-visibility';
import { useMemo, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataList, type DataListColumn } from '../../../../components/data-list/data-list';
import { formatCalendarDate } from '../../../../components/data-list/format-calendar-date';
import { useSessionValue } from '../../../../lib/session';
import { orderDetailsPath } from '@tailor/shared/app-paths';
import { myProducts, productPath } from '../../lib/my-products';
import { useOrderNumber } from '../../../../lib/order-number';
import { useTemplateNames } from '../../../../lib/template-labels';
import { useBufferDays } from '../../../capacity';
import {
  dueDateColumn,
  orderDateColumn,
  orderNumberColumn,
  statusColumn,
} from '../order-list/order-columns';

type Variant = 'assigned' | 'created';

type EmployeeOrdersListProps = {
  orders: readonly MemberOrder[] | undefined;
  /** 'assigned' shows my product lines as links; 'created' the order date and total. */
  variant: Variant;
  ariaLabel: string;
  title?: string;
  subtitle?: string;
  isLoading?: boolean;
  emptyMessage?: ReactNode;
  onLoadMore?: () => void;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
};

// A link inside a clickable row opens its own page, not the row's.
const stop = (event: SyntheticEvent) => event.stopPropagation();

function useColumns(
  variant: Variant,
  employeeId: string | null,
  showTotal: boolean,
): DataListColumn<MemberOrder>[] {
  const { t, i18n } = useTranslation('employeeArea');
  const orderNumber = useOrderNumber();
  const language = i18n.resolvedLanguage ?? 'en';
  const bufferDays = useBufferDays();
  const { garment } = useTemplateNames();
  return useMemo(() => {
    const today = todayInShopZone();
    const columns: DataListColumn<MemberOrder>[] = [
      orderNumberColumn({
        id: 'order',
        header: t('orders.columns.order'),
        width: 120,
        number: (row) => t('orders.orderNumber', { number: orderNumber(row.order_number) }),
        alteration: t('orders.alteration'),
      }),
      {
        id: 'customer',
        header: t('orders.columns.customer'),
        cardSlot: 'title',
        cell: (row) => row.customer_name,
      },
    ];
    if (variant === 'assigned') {
      columns.push({
        id: 'myWork',
        header: t('orders.columns.myWork'),
        // On cards the links sit under the card (row actions): a card is one big button.
        hideOnNarrow: true,
        cell: (row) => {
          const mine = myProducts(row, employeeId);
          if (mine.length === 0) return null;
          return (
            <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }} component="span">
              {mine.map((product) => (
                <Chip
                  key={product._id}
                  component={RouterLink}
                  to={productPath(row._id, product._id)}
                  onClick={stop}
                  onKeyDown={stop}
                  clickable
                  size="small"
                  variant="outlined"
                  color="primary"
                  icon={<ContentCutIcon />}
                  label={garment(product.product.name)}
                  aria-label={t('orders.openProduct', {
                    product: garment(product.product.name),
                    number: orderNumber(row.order_number),
                  })}
                />
              ))}
            </Stack>
          );
        },
      });
    } else {
      columns.push(orderDateColumn(t('orders.columns.orderDate'), language));
    }
    columns.push(
      dueDateColumn({
        header: t('orders.columns.dueDate'),
        language,
        today,
        overdue: t('orders.overdue'),
        under: (row) => {
          const target = (CAPACITY_DONE_STATUSES as readonly string[]).includes(row.status)
            ? null
            : internalTargetDate(
                {
                  orderDate: row.order.orderDate,
                  dueDate: row.order.dueDate,
                  expectedDate: row.expected_date,
                },
                bufferDays,
              );
          return (
            target && (
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                data-testid="internal-target-date"
              >
                {t('orders.target', { date: formatCalendarDate(target, language) })}
              </Typography>
            )
          );
        },
      }),
      statusColumn(t('orders.columns.status')),
    );
    // Staff whose position may not see prices get no totals: no column for them.
    if (variant === 'created' && showTotal) {
      columns.push({
        id: 'total',
        header: t('orders.columns.total'),
        align: 'right',
        cell: (row) =>
          row.order.totalAmount === null ? null : formatRupees(row.order.totalAmount),
      });
    }
    return columns;
  }, [t, language, variant, employeeId, orderNumber, showTotal, bufferDays, garment]);
}

/** The employee's orders in the data list; a row opens the order, a product link its product page. */
export function EmployeeOrdersList({ orders, variant, ...rest }: EmployeeOrdersListProps) {
  const { t } = useTranslation('employeeArea');
  const orderNumber = useOrderNumber();
  const { garment } = useTemplateNames();
  const navigate = useNavigate();
  const employeeId = useSessionValue('employeeId');
  const showTotal = !orders?.some((order) => order.order.totalAmount === null);
  const columns = useColumns(variant, employeeId, showTotal);
  return (
    <DataList<MemberOrder>
      columns={columns}
      rows={orders}
      getRowKey={(row) => row._id}
      onRowClick={(row) => void navigate(orderDetailsPath('employee', row._id))}
      getRowLabel={(row) =>
        t('orders.openOrder', {
          number: orderNumber(row.order_number),
          customer: row.customer_name,
        })
      }
      rowActions={
        variant === 'assigned'
          ? (row) => {
              const mine = myProducts(row, employeeId);
              return mine.length > 0
                ? mine.map((product) => (
                    <Button
                      key={product._id}
                      component={RouterLink}
                      to={productPath(row._id, product._id)}
                      size="small"
                      variant="outlined"
                      startIcon={<ContentCutIcon />}
                      aria-label={t('orders.openProduct', {
                        product: garment(product.product.name),
                        number: orderNumber(row.order_number),
                      })}
                    >
                      {garment(product.product.name)}
                    </Button>
                  ))
                : null;
            }
          : undefined
      }
      {...rest}
    />
  );
}
