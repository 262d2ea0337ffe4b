import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import { useSessionValue } from '../../../../lib/session';
import { useAssignedOrders } from '../../api/get-assigned-orders';
import {
  filtersFromParams,
  filtersToParams,
  type EmployeeStatusFilter,
} from '../../lib/employee-order-filters';
import { EmployeeOrdersResults } from './employee-orders-results';
import { EmptyState } from '../../../../components/empty-state';
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
 * /employee/orders: the selected store's orders with a product assigned to me, nearest due first (Delivered last), ten
 * at a time; a row opens the order, a product its page with the measurements.
 */
export function EmployeeOrdersPage() {
  const { t } = useTranslation('employeeArea');
  const storeId = useSessionValue('selectedStoreId');
  const storeName = useSessionValue('selectedStoreName');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const orders = useAssignedOrders(storeId, { status: filters.status });

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
      <EmployeeOrdersResults
        query={orders}
        variant="assigned"
        label={t('orders.title')}
        loadFailed={t('orders.loadFailed')}
        filtered={Boolean(filters.status)}
        onClearFilters={() => setStatus(undefined)}
        empty={
          <EmptyState
            icon={<AssignmentIcon fontSize="large" />}
            title={t('orders.emptyTitle')}
            body={t('orders.emptyBody')}
          />
        }
      />
    </Stack>
  );
}
