import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isRuleCode, ruleKey, ruleParams, type RuleCode } from '@tailor/shared/rule-codes';
import type { RuleParamValues } from '@tailor/shared/rules';

/**
 * A screen's own key ('namespace:key') for some codes, where its texts word a rule otherwise than
 * the rule's key (worded with the same params).
 */
export type OwnRuleKeys = Partial<Record<RuleCode, string>>;

/**
 * The text of a shared rule's refusal (its code, as a schema's issue or the server's answer gives
 * it) in the interface language, worded with its params, by `own` key when it has one for the
 * code; undefined for anything else, and for a key whose namespace is not loaded.
 */
export function ruleMessageText(
  t: TFunction,
  message: string | undefined | null,
  params?: RuleParamValues,
  own?: OwnRuleKeys,
): string | undefined {
  if (!isRuleCode(message)) return undefined;
  // A key whose namespace this page has not loaded gives nothing, so the caller's generic text
  // shows instead of the bare key.
  const text = t(own?.[message] ?? ruleKey(message, params), {
    ...ruleParams(message, params),
    defaultValue: '',
  });
  return text || undefined;
}

/** `ruleMessageText` bound to the interface language (and to a screen's `own` keys). */
export function useRuleText(
  own?: OwnRuleKeys,
): (message: string | undefined | null, params?: RuleParamValues) => string | undefined {
  const { t } = useTranslation();
  return useCallback((message, params) => ruleMessageText(t, message, params, own), [t, own]);
}
