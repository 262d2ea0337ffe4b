import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dayBookSchema, type DayBook } from '@tailor/shared/books';
import { api } from '../../../lib/api-client';

export interface DayBookRange {
  from: string;
  to: string;
}

export const DAY_BOOK_QUERY_KEY = ['day-book'] as const;
export const dayBookQueryKey = (range: DayBookRange) =>
  [...DAY_BOOK_QUERY_KEY, range.from, range.to] as const;

/** GET /reports/day-book?from=&to=: each day's money in and out and the drawer's cash. */
export function getDayBook(options: DayBookRange & { signal?: AbortSignal }): Promise<DayBook> {
  return api.get<DayBook>('/reports/day-book', {
    query: { from: options.from, to: options.to },
    schema: dayBookSchema,
    signal: options.signal,
  });
}

export const dayBookQueryOptions = (range: DayBookRange) =>
  queryOptions({
    queryKey: dayBookQueryKey(range),
    queryFn: ({ signal }) => getDayBook({ ...range, signal }),
    staleTime: 0,
  });

export function useDayBook(range: DayBookRange | null) {
  return useQuery({
    ...dayBookQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
