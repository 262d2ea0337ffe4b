import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tailor/shared/constants';
import { isLanguage, isLanguageLoaded, loadLanguage } from '../../../lib/i18n';
import { useSessionValue } from '../../../lib/session';
// The settings screen's own query: one cached copy of GET /settings for both, and saving the
// settings (which invalidates ['settings']) refreshes it.
import { settingsQueryOptions } from '../../settings';

export interface MessageLanguage {
  /** What is known now: the shop's setting once read, else the interface language. */
  language: Language;
  /**
   * True once nothing more is to be learnt (read, failed, or not the viewer's to read) and the
   * language's texts are here.
   */
  settled: boolean;
  /** Reads the setting if needed; never fails (a failure means the interface language). */
  load: () => Promise<Language>;
}

/**
 * The language of messages to customers: the shop's setting, else (an employee, who may not read
 * the settings, or a failed request) the interface language. Read on demand, when a message is
 * about to be written, so that showing an order costs no request for it.
 */
export function useMessageLanguage(): MessageLanguage {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const canRead = useSessionValue('role') === 'shopkeeper';
  const query = useQuery({
    ...settingsQueryOptions(),
    enabled: false,
    select: (settings) => settings.customer_message_language,
  });
  const fallback: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const readSetting = useCallback(async (): Promise<Language> => {
    if (!canRead) return fallback;
    try {
      const settings = await queryClient.ensureQueryData({
        ...settingsQueryOptions(),
        retry: false,
      });
      return settings.customer_message_language;
    } catch {
      return fallback;
    }
  }, [canRead, fallback, queryClient]);

  // The message is written in that language, so its texts are fetched too (the interface
  // language's texts are always here, so it is the fallback).
  const load = useCallback(async (): Promise<Language> => {
    const lng = await readSetting();
    try {
      await loadLanguage(lng);
      return lng;
    } catch {
      return fallback;
    }
  }, [readSetting, fallback]);

  const language = (canRead && query.data) || fallback;
  return {
    language,
    settled: (!canRead || query.data !== undefined || query.isError) && isLanguageLoaded(language),
    load,
  };
}
