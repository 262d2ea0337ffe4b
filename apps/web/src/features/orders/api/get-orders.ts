import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE_ORDERS } from '@tailor/shared/constants';
import { orderListSchema, type Order, type OrderList } from '@tailor/shared/orders/responses';
import { api } from '../../../lib/api-client';
import type { OrderListFilters } from '../lib/order-list-filters';

export const orderListPageSchema = orderListSchema;
export type OrderListPage = OrderList;
export type OrderListItem = Order;

/** Every order query starts with this key, so a change to any order can refresh them all. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

export const orderListQueryKey = (storeId: string | null, filters: OrderListFilters) =>
  [...ORDERS_QUERY_KEY, 'list', { storeId, ...filters }] as const;

/** GET /get_orders: one page of the shop's orders (Due: nearest due first), PAGE_SIZE_ORDERS at a time. */
export function getOrders(options: {
  storeId: string | null;
  filters: OrderListFilters;
  page: number;
  signal?: AbortSignal;
}): Promise<OrderListPage> {
  const { storeId, filters, page, signal } = options;
  return api.get<OrderListPage>('/get_orders', {
    query: {
      storeId,
      page,
      limit: PAGE_SIZE_ORDERS,
      status: filters.status,
      orderType: filters.orderType,
      assignedTo: filters.assignedTo,
      startDate: filters.startDate,
      endDate: filters.endDate,
      search: filters.search,
    },
    schema: orderListPageSchema,
    signal,
  });
}

/** The page after `last`, or undefined once every order has been fetched. */
export function nextOrdersPage(last: OrderListPage): number | undefined {
  return last.page * last.limit < last.total && last.orders.length > 0 ? last.page + 1 : undefined;
}

export const ordersInfiniteQueryOptions = (storeId: string | null, filters: OrderListFilters) =>
  infiniteQueryOptions({
    queryKey: orderListQueryKey(storeId, filters),
    queryFn: ({ pageParam, signal }) => getOrders({ storeId, filters, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextOrdersPage,
  });

export function useOrders(
  storeId: string | null,
  filters: OrderListFilters,
  options: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    ...ordersInfiniteQueryOptions(storeId, filters),
    enabled: options.enabled ?? true,
  });
}
