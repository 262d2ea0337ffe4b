import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE_CUSTOMERS } from '@tailor/shared/constants';
import { customerListSchema, type CustomerList } from '@tailor/shared/customers';
import { api } from '../../../lib/api-client';

/** Every customer query starts with this key, so an address change can refresh them all. */
export const CUSTOMERS_QUERY_KEY = ['customers'] as const;

export const customerListQueryKey = (search: string) =>
  [...CUSTOMERS_QUERY_KEY, 'list', { search }] as const;

/** GET /get_customers: one page of the shop's customers, newest first, by name or phone. */
export function getCustomers(options: {
  search: string;
  page: number;
  signal?: AbortSignal;
}): Promise<CustomerList> {
  return api.get<CustomerList>('/get_customers', {
    query: {
      page: options.page,
      limit: PAGE_SIZE_CUSTOMERS,
      search: options.search || undefined,
    },
    schema: customerListSchema,
    signal: options.signal,
  });
}

/** The page after `last`, or undefined once every customer has been fetched. */
export function nextCustomersPage(last: CustomerList): number | undefined {
  return last.page * last.limit < last.total && last.customers.length > 0
    ? last.page + 1
    : undefined;
}

export const customersInfiniteQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: customerListQueryKey(search),
    queryFn: ({ pageParam, signal }) => getCustomers({ search, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextCustomersPage,
  });

export function useCustomers(search: string) {
  return useInfiniteQuery(customersInfiniteQueryOptions(search));
}
