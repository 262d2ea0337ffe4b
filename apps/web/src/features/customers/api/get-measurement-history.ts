import { queryOptions, useQuery } from '@tanstack/react-query';
import { measurementHistorySchema, type MeasurementHistory } from '@tailor/shared/customers';
import { api } from '../../../lib/api-client';
import { customerQueryKey } from './get-customer';

/** GET /customers/{id}/measurement-history: per garment, each measurement over the latest orders. */
export function getMeasurementHistory(
  customerId: string,
  signal?: AbortSignal,
): Promise<MeasurementHistory> {
  return api.get<MeasurementHistory>(
    `/customers/${encodeURIComponent(customerId)}/measurement-history`,
    { schema: measurementHistorySchema, signal },
  );
}

export const measurementHistoryQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: [...customerQueryKey(customerId), 'measurement-history'],
    queryFn: ({ signal }) => getMeasurementHistory(customerId, signal),
  });

export function useMeasurementHistory(customerId: string) {
  return useQuery(measurementHistoryQueryOptions(customerId));
}
