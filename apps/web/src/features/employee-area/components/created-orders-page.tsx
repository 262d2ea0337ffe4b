import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NewOrderButtons } from '../../../components/new-order-buttons';
import { PageTitle } from '../../../components/page-title';
import { useSessionValue } from '../../../lib/session';
import { useCreatedOrders } from '../api/get-created-orders';
import { filtersFromParams, filtersToParams } from '../lib/employee-order-filters';
import { CreatedOrdersFilters } from './created-orders-filters';
import { EmployeeOrdersList } from './employee-orders-list';
import { EmptyState } from './empty-state';

/**
 * /employee/created-orders: the orders I created in the selected store, newest first; the first
 * page holds 20 and the next ones load while the server says there are more (has_more). Status and
 * order-date filters live in the URL.
 */
export function CreatedOrdersPage() {
  const { t } = useTranslation('employeeArea');
  const storeId = useSessionValue('selectedStoreId');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [rangeError, setRangeError] = useState(false);
  const orders = useCreatedOrders(storeId, filters);
  const rows = orders.data?.pages.flatMap((page) => page.orders);
  const total = orders.data?.pages.at(-1)?.total ?? 0;
  const filtered = Boolean(filters.status || filters.startDate || filters.endDate);

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5 }}
      >
        <PageTitle>{t('created.title')}</PageTitle>
        <NewOrderButtons area="employee" />
      </Stack>
      <CreatedOrdersFilters
        filters={filters}
        onChange={(next) => setParams((prev) => filtersToParams(next, prev), { replace: true })}
        rangeError={rangeError}
        onRangeError={setRangeError}
      />
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
          {t('created.loadFailed')}
        </Alert>
      )}
      {(!orders.isError || (rows?.length ?? 0) > 0) && (
        <EmployeeOrdersList
          variant="created"
          orders={rows}
          ariaLabel={t('created.title')}
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
                  <Button
                    variant="outlined"
                    onClick={() =>
                      setParams((prev) => filtersToParams({}, prev), { replace: true })
                    }
                  >
                    {t('filters.clear')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<NoteAddIcon fontSize="large" />}
                title={t('created.emptyTitle')}
                body={t('created.emptyBody')}
                action={<NewOrderButtons area="employee" />}
              />
            )
          }
        />
      )}
    </Stack>
  );
}
