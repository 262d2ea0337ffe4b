import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { userDetailsQueryOptions } from '../../../lib/current-user';
import { useSessionValue } from '../../../lib/session';

/**
 * The shop's name for messages to customers: the selected store of the session, else the signed-in
 * user's shop. Asks the server only from `load`, when a message is about to be written.
 */
export function useMessageShopName() {
  const queryClient = useQueryClient();
  const storeName = useSessionValue('selectedStoreName');
  const details = useQuery({ ...userDetailsQueryOptions(), enabled: false });
  const shopName = storeName || details.data?.store?.shop_name || null;

  const load = useCallback(async (): Promise<string | null> => {
    if (storeName) return storeName;
    try {
      const user = await queryClient.ensureQueryData({
        ...userDetailsQueryOptions(),
        retry: false,
      });
      return user.store?.shop_name ?? null;
    } catch {
      return null;
    }
  }, [queryClient, storeName]);

  return { shopName, settled: Boolean(shopName) || details.isError || details.isSuccess, load };
}
