import { isRuleCode, ruleKey } from '@tailor/shared/rule-codes';

/** The translation key ('namespace:key') of a shared rule's code the sign-in forms meet. */
export function validationKey(message: string | undefined): string | undefined {
  return isRuleCode(message) ? ruleKey(message) : undefined;
}
