import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerSchema, type Customer } from '@tailor/shared/customers';
import { ApiError, api } from '../../../lib/api-client';

/**
 * GET /customers/by-mobile/{mobile}: the shop's customer with this number, or null (404; for an
 * employee also a customer of none of their orders).
 */
export async function findCustomerByMobile(mobile: string): Promise<Customer | null> {
  try {
    return await api.get<Customer>(`/customers/by-mobile/${encodeURIComponent(mobile)}`, {
      schema: customerSchema,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const customerByMobileQueryOptions = (mobile: string) =>
  queryOptions({
    queryKey: ['customers', 'by-mobile', mobile],
    queryFn: () => findCustomerByMobile(mobile),
  });

/** Looks the number up once it is a whole mobile number (`enabled`). */
export function useCustomerByMobile(mobile: string, enabled: boolean) {
  return useQuery({ ...customerByMobileQueryOptions(mobile), enabled });
}
