import { useUserDetails } from '../lib/current-user';
import { useSessionValue } from '../lib/session';

/** The shop name for the app bar: the selected store from the session, else the signed-in user's shop. */
export function useShopName(): string | null {
  const storeName = useSessionValue('selectedStoreName');
  const token = useSessionValue('authToken');
  const { data } = useUserDetails({ enabled: Boolean(token) });
  return storeName || data?.store?.shop_name || null;
}
