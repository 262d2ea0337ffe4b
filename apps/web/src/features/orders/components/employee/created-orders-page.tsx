import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NewOrderButtons } from '../../../../components/new-order-buttons';
import { OrdersPageHeading } from '../orders-page-heading';
import { useSessionValue } from '../../../../lib/session';
import { useCreatedOrders } from '../../api/get-created-orders';
import { filtersFromParams, filtersToParams } from '../../lib/employee-order-filters';
import { CreatedOrdersFilters } from './created-orders-filters';
import { EmployeeOrdersResults } from './employee-orders-results';
import { EmptyState } from '../../../../components/empty-state';

/**
 * /employee/created-orders: the orders I created in the selected store, nearest due first (Delivered last); the first
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

  return (
    <Stack spacing={2}>
      <OrdersPageHeading title={t('created.title')} area="employee" />
      <CreatedOrdersFilters
        filters={filters}
        onChange={(next) => setParams((prev) => filtersToParams(next, prev), { replace: true })}
        rangeError={rangeError}
        onRangeError={setRangeError}
      />
      <EmployeeOrdersResults
        query={orders}
        variant="created"
        label={t('created.title')}
        loadFailed={t('created.loadFailed')}
        filtered={Boolean(filters.status || filters.startDate || filters.endDate)}
        onClearFilters={() => setParams((prev) => filtersToParams({}, prev), { replace: true })}
        empty={
          <EmptyState
            icon={<NoteAddIcon fontSize="large" />}
            title={t('created.emptyTitle')}
            body={t('created.emptyBody')}
            action={<NewOrderButtons area="employee" />}
          />
        }
      />
    </Stack>
  );
}
