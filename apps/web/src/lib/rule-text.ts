import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isRuleCode, ruleKey, ruleParams } from '@tailor/shared/rule-codes';
import type { RuleParamValues } from '@tailor/shared/rules';

/**
 * The text of a shared rule's refusal (its code, as a schema's issue or the server's answer gives
 * it) in the interface language, worded with its params; undefined for anything else.
 */
export function ruleMessageText(
  t: TFunction,
  message: string | undefined | null,
  params?: RuleParamValues,
): string | undefined {
  if (!isRuleCode(message)) return undefined;
  return t(ruleKey(message, params), ruleParams(message, params));
}

/** `ruleMessageText` bound to the interface language. */
export function useRuleText(): (
  message: string | undefined | null,
  params?: RuleParamValues,
) => string | undefined {
  const { t } = useTranslation();
  return useCallback((message, params) => ruleMessageText(t, message, params), [t]);
}
