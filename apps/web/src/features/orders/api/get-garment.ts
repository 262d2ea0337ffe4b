import { queryOptions, useQuery } from '@tanstack/react-query';
import { garmentSchema, type Garment } from '@tailor/shared/garments';
import { api } from '../../../lib/api-client';
import { ORDERS_QUERY_KEY } from './get-order';

export const garmentQueryKey = (tagCode: string) =>
  [...ORDERS_QUERY_KEY, 'garment', tagCode.toUpperCase()] as const;

/** GET /garments/{tag_code}: the garment its tag names, with its order, steps and next step. */
export function getGarment(tagCode: string, signal?: AbortSignal): Promise<Garment> {
  return api.get<Garment>(`/garments/${encodeURIComponent(tagCode)}`, {
    schema: garmentSchema,
    signal,
  });
}

export const garmentQueryOptions = (tagCode: string) =>
  queryOptions({
    queryKey: garmentQueryKey(tagCode),
    queryFn: ({ signal }) => getGarment(tagCode, signal),
    staleTime: 0,
    retry: false,
  });

export function useGarment(tagCode: string) {
  return useQuery(garmentQueryOptions(tagCode));
}
