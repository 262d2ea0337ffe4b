import { queryOptions, useQuery } from '@tanstack/react-query';
import { karigarRateListSchema, type KarigarRateList } from '@tailor/shared/karigars';
import { api } from '../../../lib/api-client';
import { karigarsQueryKey } from './get-karigar-summary';

export const karigarRatesQueryKey = [...karigarsQueryKey, 'rates'] as const;

/** GET /karigar-rates: the shop's piece rates by garment. */
export function getKarigarRates(options: { signal?: AbortSignal } = {}): Promise<KarigarRateList> {
  return api.get<KarigarRateList>('/karigar-rates', {
    schema: karigarRateListSchema,
    signal: options.signal,
  });
}

export const karigarRatesQueryOptions = () =>
  queryOptions({
    queryKey: karigarRatesQueryKey,
    queryFn: ({ signal }) => getKarigarRates({ signal }),
  });

export function useKarigarRates() {
  return useQuery(karigarRatesQueryOptions());
}
