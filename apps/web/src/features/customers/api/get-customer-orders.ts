import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerOrdersSchema, type CustomerOrders } from '@tailor/shared/orders/responses';
import { api } from '../../../lib/api-client';

/**
 * Kept under 'orders', not 'customers': a change to any order (status, payment) refreshes every
 * order query, this customer's history included.
 */
export const customerOrdersQueryKey = (customerId: string) =>
  ['orders', 'by-customer', customerId] as const;

/** GET /get_customer_orders/{customerId}: every order of the customer, newest first. */
export function getCustomerOrders(
  customerId: string,
  signal?: AbortSignal,
): Promise<CustomerOrders> {
  return api.get<CustomerOrders>(`/get_customer_orders/${encodeURIComponent(customerId)}`, {
    schema: customerOrdersSchema,
    signal,
  });
}

export const customerOrdersQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: customerOrdersQueryKey(customerId),
    queryFn: ({ signal }) => getCustomerOrders(customerId, signal),
    // Customer orders stay fresh for 5 minutes.
    staleTime: 5 * 60_000,
  });

export function useCustomerOrders(customerId: string) {
  return useQuery(customerOrdersQueryOptions(customerId));
}
