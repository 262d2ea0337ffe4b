import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeeProductSchema, type EmployeeProduct } from '@tailor/shared/employee-area';
import { api } from '../../../lib/api-client';

/** Under 'orders', so the product's status follows a status change of its order. */
export const employeeProductQueryKey = (storeId: string | null, productId: string) =>
  ['orders', 'employee', 'product', storeId, productId] as const;

/** GET /employee/products/{id}: one product line with measurements, images and its order's state. */
export function getEmployeeProduct(
  productId: string,
  signal?: AbortSignal,
): Promise<EmployeeProduct> {
  return api.get<EmployeeProduct>(`/employee/products/${encodeURIComponent(productId)}`, {
    schema: employeeProductSchema,
    signal,
  });
}

export const employeeProductQueryOptions = (storeId: string | null, productId: string) =>
  queryOptions({
    queryKey: employeeProductQueryKey(storeId, productId),
    queryFn: ({ signal }) => getEmployeeProduct(productId, signal),
  });

export function useEmployeeProduct(storeId: string | null, productId: string) {
  return useQuery(employeeProductQueryOptions(storeId, productId));
}
