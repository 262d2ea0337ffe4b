import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  assignedProductsSchema,
  PAGE_SIZE_ASSIGNMENTS,
  type AssignedProducts,
} from '@tailor/shared/employees';
import { api } from '../../../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from './get-employees';

export const assignedProductsQueryKey = (employeeId: string) =>
  [...EMPLOYEES_QUERY_KEY, 'assigned-products', employeeId] as const;

/** GET /get_assigned_products/{employeeId}: one page of their product lines, newest orders first. */
export function getAssignedProducts(options: {
  employeeId: string;
  page: number;
  signal?: AbortSignal;
}): Promise<AssignedProducts> {
  return api.get<AssignedProducts>(
    `/get_assigned_products/${encodeURIComponent(options.employeeId)}`,
    {
      query: { page: options.page, limit: PAGE_SIZE_ASSIGNMENTS },
      schema: assignedProductsSchema,
      signal: options.signal,
    },
  );
}

/** The page after `last`, or undefined on the last page. */
export function nextAssignmentsPage(last: AssignedProducts): number | undefined {
  return last.page < last.total_pages && last.assignments.length > 0 ? last.page + 1 : undefined;
}

export const assignedProductsInfiniteQueryOptions = (employeeId: string) =>
  infiniteQueryOptions({
    queryKey: assignedProductsQueryKey(employeeId),
    queryFn: ({ pageParam, signal }) =>
      getAssignedProducts({ employeeId, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextAssignmentsPage,
  });

export function useAssignedProducts(employeeId: string) {
  return useInfiniteQuery(assignedProductsInfiniteQueryOptions(employeeId));
}
