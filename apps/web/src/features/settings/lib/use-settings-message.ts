import { useCallback } from 'react';
import { useRuleText } from '../../../lib/rule-text';

/** Turns a settings rule's code (from the shared schema) into the interface language. */
export function useSettingsMessage() {
  const ruleText = useRuleText();
  return useCallback(
    (message: string | undefined): string | undefined => ruleText(message) ?? message,
    [ruleText],
  );
}
