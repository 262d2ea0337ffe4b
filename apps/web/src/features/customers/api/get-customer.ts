import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerDetailSchema, type CustomerDetail } from '@tailor/shared/customers';
import { api } from '../../../lib/api-client';
import { CUSTOMERS_QUERY_KEY } from './get-customers';

export const customerQueryKey = (customerId: string) =>
  [...CUSTOMERS_QUERY_KEY, 'detail', customerId] as const;

/** GET /customers/{id}: one customer of the shop with the link to their order history. */
export function getCustomer(customerId: string, signal?: AbortSignal): Promise<CustomerDetail> {
  return api.get<CustomerDetail>(`/customers/${encodeURIComponent(customerId)}`, {
    schema: customerDetailSchema,
    signal,
  });
}

export const customerQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: customerQueryKey(customerId),
    queryFn: ({ signal }) => getCustomer(customerId, signal),
  });

export function useCustomer(customerId: string) {
  return useQuery(customerQueryOptions(customerId));
}
