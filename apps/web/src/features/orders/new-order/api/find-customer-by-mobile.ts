import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerByMobileSchema, type CustomerByMobile } from '@tailor/shared/customers';
import { ApiError, api } from '../../../../lib/api-client';

/**
 * GET /customers/by-mobile/{mobile}: the people the shop keeps on this number (a family shares
 * one phone), each with their last measurements, or null (404), for anyone taking an order.
 */
export async function findCustomerByMobile(mobile: string): Promise<CustomerByMobile | null> {
  try {
    return await api.get<CustomerByMobile>(`/customers/by-mobile/${encodeURIComponent(mobile)}`, {
      schema: customerByMobileSchema,
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
