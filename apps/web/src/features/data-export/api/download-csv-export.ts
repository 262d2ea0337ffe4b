import { useMutation } from '@tanstack/react-query';
import { exportFileName } from '@tailor/shared/data-export';
import { todayInShopZone } from '@tailor/shared/dates';
import { api } from '../../../lib/api-client';

/**
 * GET /export/csv (shopkeeper): customers, orders, products, payments and employees as CSV files in
 * one ZIP, saved as tailor-shop-export-YYYY-MM-DD.zip. Answers the name it was saved under.
 */
export async function downloadCsvExport(): Promise<string> {
  const fileName = exportFileName(todayInShopZone(), 'zip');
  await api.download('/export/csv', fileName, { headers: { Accept: 'application/zip' } });
  return fileName;
}

export function useDownloadCsvExport() {
  return useMutation({ mutationFn: downloadCsvExport });
}
