import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsMessageKey } from './settings-message-key';

/** Turns a settings rule's message (from the shared schema or the server) into the interface language. */
export function useSettingsMessage() {
  const { t } = useTranslation('settings');
  return useCallback(
    (message: string | undefined): string | undefined => {
      const known = settingsMessageKey(message);
      return known ? t(known.key, known.values) : message;
    },
    [t],
  );
}
