import { useCallback } from 'react';
import type { Language } from '@tailor/shared/constants';
import { useMessageLanguage } from '../api/get-message-language';
import { useMessageShopName } from './use-message-shop-name';

export interface MessageContext {
  language: Language;
  shopName: string | null;
}

/**
 * What a message to a customer is written with: the shop's customer language and the shop's name.
 * `current` is what is known now; `load` completes it (it never fails); `ready` says whether
 * `current` is already complete.
 */
export function useMessageContext() {
  const language = useMessageLanguage();
  const shop = useMessageShopName();
  const current: MessageContext = { language: language.language, shopName: shop.shopName };
  const loadLanguage = language.load;
  const loadShop = shop.load;

  const load = useCallback(async (): Promise<MessageContext> => {
    const [lng, shopName] = await Promise.all([loadLanguage(), loadShop()]);
    return { language: lng, shopName };
  }, [loadLanguage, loadShop]);

  return { current, ready: language.settled && shop.settled, load };
}
