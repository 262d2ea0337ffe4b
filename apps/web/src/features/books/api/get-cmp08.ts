import { queryOptions, useQuery } from '@tanstack/react-query';
import { cmp08Schema, type Cmp08 } from '@tailor/shared/books';
import { api } from '../../../lib/api-client';

export interface Quarter {
  financialYear: number;
  quarter: number;
}

/** GET /reports/cmp08: a composition shop's quarter, its turnover and the tax at its rate. */
export function getCmp08(options: Quarter & { signal?: AbortSignal }): Promise<Cmp08> {
  return api.get<Cmp08>('/reports/cmp08', {
    query: { financial_year: options.financialYear, quarter: options.quarter },
    schema: cmp08Schema,
    signal: options.signal,
  });
}

export const cmp08QueryOptions = (quarter: Quarter) =>
  queryOptions({
    queryKey: ['cmp08', quarter.financialYear, quarter.quarter] as const,
    queryFn: ({ signal }) => getCmp08({ ...quarter, signal }),
  });

export function useCmp08(quarter: Quarter | null) {
  return useQuery({
    ...cmp08QueryOptions(quarter ?? { financialYear: 0, quarter: 0 }),
    enabled: quarter !== null,
  });
}
