import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Assignment } from '@tailor/shared/employees';
import { formatRupees } from '@tailor/shared/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataList, type DataListColumn } from '../../../components/data-list/data-list';
import { InfiniteListError, infinitePaging } from '../../../components/data-list/infinite-list';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { OrderStatusChip } from '../../../components/order-status-chip';
import { useAssignedProducts } from '../api/get-assigned-products';
import { orderDetailsPath } from '@tailor/shared/app-paths';
import { useOrderNumber } from '../../../lib/order-number';
import { useTemplateNames } from '../../../lib/template-labels';

function useAssignmentColumns(): DataListColumn<Assignment>[] {
  const { t, i18n } = useTranslation('employees');
  const orderNumber = useOrderNumber();
  const language = i18n.resolvedLanguage ?? 'en';
  const { garment } = useTemplateNames();
  return useMemo(
    () => [
      {
        id: 'product',
        header: t('assignments.columns.product'),
        cardSlot: 'title',
        cell: (row) => (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {garment(row.product_name)}
          </Box>
        ),
      },
      {
        id: 'order',
        header: t('assignments.columns.order'),
        cardSlot: 'title',
        cell: (row) =>
          t('assignments.orderNumber', {
            number: orderNumber(row.order_number),
            customer: row.customer_name,
          }),
      },
      {
        id: 'status',
        header: t('assignments.columns.status'),
        cardSlot: 'badge',
        cell: (row) => <OrderStatusChip status={row.status} />,
      },
      {
        id: 'dueDate',
        header: t('assignments.columns.dueDate'),
        cell: (row) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatCalendarDate(row.due_date, language)}
          </Box>
        ),
      },
      {
        id: 'price',
        header: t('assignments.columns.price'),
        align: 'right',
        cell: (row) => formatRupees(row.price),
      },
    ],
    [t, language, orderNumber, garment],
  );
}

/** The product lines assigned to one employee, newest orders first, a page at a time. */
export function AssignedProductsList({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation('employees');
  const orderNumber = useOrderNumber();
  const { garment } = useTemplateNames();
  const navigate = useNavigate();
  const assignments = useAssignedProducts(employeeId);
  const columns = useAssignmentColumns();
  const rows = assignments.data?.pages.flatMap((page) => page.assignments);
  const total = assignments.data?.pages.at(-1)?.total ?? 0;

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="assigned-products-title">
      <Typography id="assigned-products-title" variant="h6" component="h2">
        {t('assignments.title')}
      </Typography>
      <InfiniteListError query={assignments} retryLabel={t('list.retry')}>
        {t('assignments.loadFailed')}
      </InfiniteListError>
      {(!assignments.isError || (rows?.length ?? 0) > 0) && (
        <DataList<Assignment>
          columns={columns}
          rows={rows}
          getRowKey={(row) => row._id}
          ariaLabel={t('assignments.title')}
          subtitle={
            rows && total > 0 ? t('assignments.summary', { shown: rows.length, total }) : undefined
          }
          onRowClick={(row) => void navigate(orderDetailsPath('shopkeeper', row.order_id))}
          getRowLabel={(row) =>
            t('assignments.open', {
              product: garment(row.product_name),
              number: orderNumber(row.order_number),
            })
          }
          {...infinitePaging(assignments)}
          emptyMessage={t('assignments.empty')}
        />
      )}
    </Stack>
  );
}
