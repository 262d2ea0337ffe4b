import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE_ORDERS } from '@tailor/shared/constants';
import { employeeOrderListSchema, type EmployeeOrderList } from '@tailor/shared/employee-area';
import { api } from '../../../lib/api-client';
import type { EmployeeOrderFilters } from '../lib/employee-order-filters';
import { nextEmployeeOrdersPage } from '../lib/next-employee-orders-page';

/** Under 'orders', so a status change anywhere refreshes it. */
export const assignedOrdersQueryKey = (storeId: string | null, filters: EmployeeOrderFilters) =>
  ['orders', 'employee', 'assigned', storeId, filters] as const;

/** GET /employee/orders: orders of the selected store with a product assigned to me, nearest due first and Delivered last. */
export function getAssignedOrders(options: {
  filters: EmployeeOrderFilters;
  page: number;
  signal?: AbortSignal;
}): Promise<EmployeeOrderList> {
  const { filters, page, signal } = options;
  return api.get<EmployeeOrderList>('/employee/orders', {
    query: { page, limit: PAGE_SIZE_ORDERS, ...filters },
    schema: employeeOrderListSchema,
    signal,
  });
}

export const assignedOrdersInfiniteQueryOptions = (
  storeId: string | null,
  filters: EmployeeOrderFilters,
) =>
  infiniteQueryOptions({
    queryKey: assignedOrdersQueryKey(storeId, filters),
    queryFn: ({ pageParam, signal }) => getAssignedOrders({ filters, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextEmployeeOrdersPage,
  });

export function useAssignedOrders(
  storeId: string | null,
  filters: EmployeeOrderFilters,
  options: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    ...assignedOrdersInfiniteQueryOptions(storeId, filters),
    enabled: options.enabled ?? true,
  });
}
