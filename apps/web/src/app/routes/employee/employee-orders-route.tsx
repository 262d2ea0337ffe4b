import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { assignedOrdersInfiniteQueryOptions } from '../../../features/orders/api/get-assigned-orders';
import { ScanAction } from '../../../features/orders/components/garment/scan-action';
import { EmployeeOrdersPage } from '../../../features/orders/components/employee/employee-orders-page';
import { filtersFromParams } from '../../../features/orders/lib/employee-order-filters';
import { StoreFromLink } from '../../../features/stores/components/store-from-link';
import { queryClient } from '../../../lib/query-client';
import { session } from '../../../lib/session';

/** /employee/orders and /employee/orders/:storeId (a link naming the store switches to it first). */
export function EmployeeOrdersRoute() {
  const { storeId } = useParams();
  if (!storeId)
    return (
      <Stack spacing={1}>
        <ScanAction />
        <EmployeeOrdersPage />
      </Stack>
    );
  return (
    <StoreFromLink key={storeId} storeId={storeId}>
      <EmployeeOrdersPage />
    </StoreFromLink>
  );
}

/**
 * The first page of my orders, asked for as soon as this page's code has arrived; not for a link
 * naming a store, which the page switches to first.
 */
export function prefetch(): void {
  const [, area, page, storeInPath] = window.location.pathname.split('/');
  if (!session.get('authToken') || area !== 'employee' || page !== 'orders' || storeInPath) return;
  const { status } = filtersFromParams(new URLSearchParams(window.location.search));
  void queryClient.prefetchInfiniteQuery(
    assignedOrdersInfiniteQueryOptions(session.get('selectedStoreId'), { status }),
  );
}
