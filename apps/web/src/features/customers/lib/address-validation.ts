import { CUSTOMER_ADDRESS_RULES } from '@tailor/shared/customers-rules';
import { isRuleCode, ruleKey } from '@tailor/shared/rule-codes';

/** The customers key of an address rule's code, as the shared address schema refuses with it. */
export function addressValidationKey(message: string | undefined): string | undefined {
  if (!isRuleCode(message) || !Object.hasOwn(CUSTOMER_ADDRESS_RULES, message)) return undefined;
  return ruleKey(message);
}
