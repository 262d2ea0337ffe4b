import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dayBookSchema, type DayBook } from '@tailor/shared/books';
import { keyedWrite } from '../../../lib/keyed-write';
import { DAY_BOOK_QUERY_KEY } from './get-day-book';

/** PUT /reports/day-book/cash-count: the cash counted at a day's end; null removes the count. */
export function saveCashCount(input: { day: string; counted: number | null }): Promise<DayBook> {
  return keyedWrite('put', '/reports/day-book/cash-count', input, dayBookSchema);
}

export function useSaveCashCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCashCount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DAY_BOOK_QUERY_KEY }),
  });
}
