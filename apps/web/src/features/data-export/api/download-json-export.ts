import { useMutation } from '@tanstack/react-query';
import { exportFileName } from '@tailor/shared/data-export';
import { todayInShopZone } from '@tailor/shared/dates';
import { api } from '../../../lib/api-client';

/**
 * GET /export/json (shopkeeper): the shop's complete record, which the restore command reads, saved
 * as tailor-shop-export-YYYY-MM-DD.json. Answers the name it was saved under.
 */
export async function downloadJsonExport(): Promise<string> {
  const fileName = exportFileName(todayInShopZone(), 'json');
  await api.download('/export/json', fileName, { headers: { Accept: 'application/json' } });
  return fileName;
}

export function useDownloadJsonExport() {
  return useMutation({ mutationFn: downloadJsonExport });
}
