import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useSessionValue } from '../../../lib/session';
import { useAssignedOrders } from '../api/get-assigned-orders';
import {
  filtersFromParams,
  filtersToParams,
  type EmployeeStatusFilter,
} from '../lib/employee-order-filters';
import { EmployeeOrdersList } from './employee-orders-list';
import { EmptyState } from './empty-state';
import { StatusFilterChips } from './status-filter-chips';

const STATUS_CHOICES: readonly EmployeeStatusFilter[] = [
  'Due',
  'Assigned',
  'In Process',
  'Delayed',
  'Completed',
  'Delivered',
];

/**
 * /employee/orders: the selected store's orders with a product assigned to me, newest first, ten
 * at a time; a row opens the order, a product its page with the measurements.
 */
export function EmployeeOrdersPage() {
  const { t } = useTranslation('employeeArea');
  const storeId = useSessionValue('selectedStoreId');
  const storeName = useSessionValue('selectedStoreName');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const orders = useAssignedOrders(storeId, { status: filters.status });
  const rows = orders.data?.pages.flatMap((page) => page.orders);
  const total = orders.data?.pages.at(-1)?.total ?? 0;
  const filtered = Boolean(filters.status);

  const setStatus = (status: EmployeeStatusFilter | undefined) =>
    setParams((prev) => filtersToParams({ ...filtersFromParams(prev), status }, prev), {
      replace: true,
    });

  return (
    <Stack spacing={2}>
      <Box>
        <PageTitle>{t('orders.title')}</PageTitle>
        {storeName && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('orders.subtitle', { store: storeName })}
          </Typography>
        )}
      </Box>
      <StatusFilterChips choices={STATUS_CHOICES} value={filters.status} onChange={setStatus} />
      {orders.isError && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() =>
                void (orders.isFetchNextPageError ? orders.fetchNextPage() : orders.refetch())
              }
            >
              {t('retry')}
            </Button>
          }
        >
          {t('orders.loadFailed')}
        </Alert>
      )}
      {(!orders.isError || (rows?.length ?? 0) > 0) && (
        <EmployeeOrdersList
          variant="assigned"
          orders={rows}
          ariaLabel={t('orders.title')}
          subtitle={
            rows && total > 0 ? t('orders.summary', { shown: rows.length, total }) : undefined
          }
          isLoading={orders.isPending}
          onLoadMore={() => void orders.fetchNextPage()}
          hasNextPage={orders.hasNextPage && !orders.isFetchNextPageError}
          isFetchingNextPage={orders.isFetchingNextPage}
          emptyMessage={
            filtered ? (
              <EmptyState
                icon={<FilterAltOffIcon fontSize="large" />}
                title={t('orders.noMatchTitle')}
                body={t('orders.noMatchBody')}
                action={
                  <Button variant="outlined" onClick={() => setStatus(undefined)}>
                    {t('filters.clear')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<AssignmentIcon fontSize="large" />}
                title={t('orders.emptyTitle')}
                body={t('orders.emptyBody')}
              />
            )
          }
        />
      )}
    </Stack>
  );
}
