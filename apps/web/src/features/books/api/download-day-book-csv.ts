import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DayBookRange } from './get-day-book';

/** GET /reports/day-book.csv: the day book of the range, saved as day-book-FROM-TO.csv. */
export async function downloadDayBookCsv(range: DayBookRange): Promise<string> {
  const fileName = `day-book-${range.from}-${range.to}.csv`;
  await api.download('/reports/day-book.csv', fileName, {
    query: { from: range.from, to: range.to },
    headers: { Accept: 'text/csv' },
  });
  return fileName;
}

export function useDownloadDayBookCsv() {
  return useMutation({ mutationFn: downloadDayBookCsv });
}
