import { useEffect } from 'react';
import type { Language } from '@tailor/shared/constants';
import { i18n, isLanguage, LANGUAGE_STORAGE_KEY, showLanguage } from '../../../lib/i18n';

function viewerChoseLanguage(): boolean {
  try {
    return isLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * A customer's page speaks the shop's language until the visitor picks one in the language menu
 * (which remembers the choice): the shop's language is applied for this visit only.
 */
export function useShopLanguage(shopLanguage: Language | undefined): void {
  useEffect(() => {
    if (!shopLanguage || viewerChoseLanguage()) return;
    // Unreachable texts leave the page in the language it has.
    if (i18n.resolvedLanguage !== shopLanguage) showLanguage(shopLanguage).catch(() => undefined);
  }, [shopLanguage]);
}
