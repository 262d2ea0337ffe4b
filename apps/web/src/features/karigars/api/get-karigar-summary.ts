import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  karigarSummarySchema,
  type KarigarSummary,
  type LedgerPeriod,
} from '@tailor/shared/karigars';
import { api } from '../../../lib/api-client';

export const karigarsQueryKey = ['karigars'] as const;

/** GET /karigars: every karigar's owed at the start, earned, paid and owed for the period. */
export function getKarigarSummary(
  period: LedgerPeriod,
  options: { signal?: AbortSignal } = {},
): Promise<KarigarSummary> {
  return api.get<KarigarSummary>('/karigars', {
    query: { ...period },
    schema: karigarSummarySchema,
    signal: options.signal,
  });
}

export const karigarSummaryQueryOptions = (period: LedgerPeriod) =>
  queryOptions({
    queryKey: [...karigarsQueryKey, 'summary', period.from, period.to],
    queryFn: ({ signal }) => getKarigarSummary(period, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useKarigarSummary(period: LedgerPeriod) {
  return useQuery(karigarSummaryQueryOptions(period));
}
