import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { trialListSchema, type TrialList } from '@tailor/shared/trials';
import { api } from '../../../lib/api-client';

export interface TrialRange {
  from: string;
  to: string;
}

export const trialsQueryKey = (range: TrialRange) => ['trials', range.from, range.to] as const;

/** GET /trials?from=&to=: the shop's trials on those days, both included, with each answer. */
export function getTrials(options: TrialRange & { signal?: AbortSignal }): Promise<TrialList> {
  return api.get<TrialList>('/trials', {
    query: { from: options.from, to: options.to },
    schema: trialListSchema,
    signal: options.signal,
  });
}

/** Fresh for a minute: a customer's answer shows on the next look after that, or at once on a reload. */
export const trialsQueryOptions = (range: TrialRange) =>
  queryOptions({
    queryKey: trialsQueryKey(range),
    queryFn: ({ signal }) => getTrials({ ...range, signal }),
    staleTime: 60_000,
  });

export function useTrials(range: TrialRange) {
  return useQuery({ ...trialsQueryOptions(range), placeholderData: keepPreviousData });
}
