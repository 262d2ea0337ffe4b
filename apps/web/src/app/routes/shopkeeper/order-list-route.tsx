import Stack from '@mui/material/Stack';
import { ordersInfiniteQueryOptions } from '../../../features/orders/api/get-orders';
import { staffQueryOptions } from '../../../features/orders/api/get-staff';
import { ScanAction } from '../../../features/orders/components/garment/scan-action';
import { OrderListPage } from '../../../features/orders/components/order-list/order-list-page';
import { filtersFromParams } from '../../../features/orders/lib/order-list-filters';
import { queryClient } from '../../../lib/query-client';
import { session } from '../../../lib/session';

/** /app/order_list, with the scanner of garment tags above the list. */
export function OrderListRoute() {
  return (
    <Stack spacing={1}>
      <ScanAction />
      <OrderListPage />
    </Stack>
  );
}

/** The list's first page and the staff names, asked for as soon as this page's code has arrived. */
export function prefetch(): void {
  if (!session.get('authToken')) return;
  const filters = filtersFromParams(new URLSearchParams(window.location.search));
  void queryClient.prefetchInfiniteQuery(
    ordersInfiniteQueryOptions(session.get('selectedStoreId'), filters),
  );
  void queryClient.prefetchQuery(staffQueryOptions());
}
