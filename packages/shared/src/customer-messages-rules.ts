/*
 * The customer messages' settings limit and rule codes, apart from the schemas
 * (customer-messages.ts) so that the rule texts load without zod.
 */
import type { RuleDefinition } from './rules';

export const NOT_COLLECTED_DAYS_MAX = 90;
/** Why the messages' settings are refused: each code with its English sentence and its settings key. */
export const CUSTOMER_MESSAGE_SETTINGS_RULES = {
  NOT_COLLECTED_DAYS_INVALID: {
    key: 'settings:errors.notCollectedDays',
    text: (p: { max: number }) =>
      `Days before the 'not collected' reminder must be a whole number from 1 to ${p.max}`,
    params: { max: NOT_COLLECTED_DAYS_MAX },
  },
  CUSTOMER_MESSAGE_TOGGLE_INVALID: {
    key: 'settings:errors.customerMessageToggle',
    text: 'Each message is turned on (true) or off (false)',
  },
} as const satisfies Record<string, RuleDefinition>;
