import { queryOptions, useQuery } from '@tanstack/react-query';
import { lastMeasurementsSchema, type LastMeasurements } from '@tailor/shared/customers';
import { api } from '../../../../lib/api-client';

/** GET /customers/{id}/last-measurements: per garment, the measurements of its latest order. */
export function getLastMeasurements(customerId: string): Promise<LastMeasurements> {
  return api.get<LastMeasurements>(
    `/customers/${encodeURIComponent(customerId)}/last-measurements`,
    { schema: lastMeasurementsSchema },
  );
}

export const lastMeasurementsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['customers', 'last-measurements', customerId],
    queryFn: () => getLastMeasurements(customerId),
  });

/** The returning customer's measurements; idle while no customer is known. */
export function useLastMeasurements(customerId: string | null) {
  return useQuery({
    ...lastMeasurementsQueryOptions(customerId ?? ''),
    enabled: customerId !== null,
  });
}
