import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DayBookRange } from './get-day-book';

/** GET /exports/tally.xml: the range's vouchers for TallyPrime, saved as tally-FROM-TO.xml. */
export async function downloadTallyXml(range: DayBookRange): Promise<string> {
  const fileName = `tally-${range.from}-${range.to}.xml`;
  await api.download('/exports/tally.xml', fileName, {
    query: { from: range.from, to: range.to },
    headers: { Accept: 'application/xml' },
  });
  return fileName;
}

/** GET /reports/gstr1?month=: the month's GSTR-1 JSON for the offline tool, saved as gstr1-YYYY-MM.json. */
export async function downloadGstr1(month: string): Promise<string> {
  const fileName = `gstr1-${month}.json`;
  await api.download('/reports/gstr1', fileName, {
    query: { month },
    headers: { Accept: 'application/json' },
  });
  return fileName;
}

export function useDownloadTallyXml() {
  return useMutation({ mutationFn: downloadTallyXml });
}

export function useDownloadGstr1() {
  return useMutation({ mutationFn: downloadGstr1 });
}
