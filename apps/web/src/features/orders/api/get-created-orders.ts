import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE_EMPLOYEE_CREATED_ORDERS } from '@tailor/shared/constants';
import { employeeOrderListSchema, type EmployeeOrderList } from '@tailor/shared/employee-area';
import { api } from '../../../lib/api-client';
import type { EmployeeOrderFilters } from '../lib/employee-order-filters';
import { nextEmployeeOrdersPage } from '../lib/next-employee-orders-page';

export const createdOrdersQueryKey = (storeId: string | null, filters: EmployeeOrderFilters) =>
  ['orders', 'employee', 'created', storeId, filters] as const;

/** GET /employee/orders/created: the orders I created, nearest due first and Delivered last, 20 a page. */
export function getCreatedOrders(options: {
  filters: EmployeeOrderFilters;
  page: number;
  signal?: AbortSignal;
}): Promise<EmployeeOrderList> {
  const { filters, page, signal } = options;
  return api.get<EmployeeOrderList>('/employee/orders/created', {
    query: { page, limit: PAGE_SIZE_EMPLOYEE_CREATED_ORDERS, ...filters },
    schema: employeeOrderListSchema,
    signal,
  });
}

export const createdOrdersInfiniteQueryOptions = (
  storeId: string | null,
  filters: EmployeeOrderFilters,
) =>
  infiniteQueryOptions({
    queryKey: createdOrdersQueryKey(storeId, filters),
    queryFn: ({ pageParam, signal }) => getCreatedOrders({ filters, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextEmployeeOrdersPage,
  });

export function useCreatedOrders(storeId: string | null, filters: EmployeeOrderFilters) {
  return useInfiniteQuery(createdOrdersInfiniteQueryOptions(storeId, filters));
}
