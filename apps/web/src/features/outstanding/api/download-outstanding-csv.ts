import { useMutation } from '@tanstack/react-query';
import { todayInShopZone } from '@tailor/shared/dates';
import { api } from '../../../lib/api-client';

/** GET /outstanding/csv: every order of both lists, saved as money-still-out-YYYY-MM-DD.csv. */
export async function downloadOutstandingCsv(): Promise<string> {
  const fileName = `money-still-out-${todayInShopZone()}.csv`;
  await api.download('/outstanding/csv', fileName, { headers: { Accept: 'text/csv' } });
  return fileName;
}

export function useDownloadOutstandingCsv() {
  return useMutation({ mutationFn: downloadOutstandingCsv });
}
