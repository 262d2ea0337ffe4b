import { ACCOUNT_RULES } from './accounts-rules';
import { APPROVAL_RULES } from './approvals-rules';
import { FIT_RULES } from './fit-rules';
import { AUTH_RULES } from './auth-rules';
import { BILLING_RULES } from './billing';
import { CAPACITY_RULES } from './capacity-rules';
import { CUSTOMER_MESSAGE_SETTINGS_RULES } from './customer-messages-rules';
import {
  CUSTOMER_ADDRESS_RULES,
  CUSTOMER_GENDER_RULES,
  CUSTOMER_NAME_RULES,
  CUSTOMER_PERSON_RULES,
} from './customers-rules';
import { EXPORT_RULES } from './data-export-rules';
import { DATE_RULES } from './dates';
import { EMPLOYEE_RULES } from './employees-rules';
import { GARMENT_RULES } from './garments-rules';
import { GST_RULES } from './gst-rules';
import { INVITE_RULES } from './invites-rules';
import { KARIGAR_RULES } from './karigars-rules';
import { MEASUREMENT_UNIT_RULES, MEASUREMENT_VALUE_RULES } from './measurements-rules';
import { MONEY_RULES } from './money';
import { NOTIFICATION_RULES } from './notifications';
import { OUTSTANDING_RULES } from './outstanding-rules';
import { PUSH_RULES } from './push-rules';
import { ORDER_RULES } from './orders/messages';
import type { RuleDefinition, RuleParamValues } from './rules';
import { SETTINGS_RULES } from './settings-rules';
import { STORE_RULES } from './stores-rules';
import { TAKINGS_RULES } from './takings-rules';
import { TRIAL_RULES } from './trials-rules';
import { UPI_RULES } from './upi';

/**
 * Every code a shared rule or schema refuses with (rules.ts), gathered from the areas that define
 * them: the server answers with its English sentence, the web with the translation of its key.
 */
export const RULES = {
  ...SETTINGS_RULES,
  ...MEASUREMENT_UNIT_RULES,
  ...GST_RULES,
  ...UPI_RULES,
  ...CAPACITY_RULES,
  ...KARIGAR_RULES,
  ...GARMENT_RULES,
  ...APPROVAL_RULES,
  ...FIT_RULES,
  ...CUSTOMER_MESSAGE_SETTINGS_RULES,
  ...EMPLOYEE_RULES,
  ...INVITE_RULES,
  ...AUTH_RULES,
  ...ACCOUNT_RULES,
  ...CUSTOMER_ADDRESS_RULES,
  ...CUSTOMER_NAME_RULES,
  ...CUSTOMER_GENDER_RULES,
  ...ORDER_RULES,
  ...MONEY_RULES,
  ...MEASUREMENT_VALUE_RULES,
  ...TRIAL_RULES,
  ...TAKINGS_RULES,
  ...DATE_RULES,
  ...NOTIFICATION_RULES,
  ...CUSTOMER_PERSON_RULES,
  ...EXPORT_RULES,
  ...PUSH_RULES,
  ...STORE_RULES,
  ...BILLING_RULES,
  ...OUTSTANDING_RULES,
} as const satisfies Record<string, RuleDefinition>;

export type RuleCode = keyof typeof RULES;

export function isRuleCode(value: unknown): value is RuleCode {
  return typeof value === 'string' && Object.hasOwn(RULES, value);
}

/** The values `code`'s refusal is worded with: the rule's own limits, then the issue's params. */
export function ruleParams(code: RuleCode, params: RuleParamValues = {}): RuleParamValues {
  const own = (RULES[code] as RuleDefinition).params;
  return { ...own, ...params };
}

type Wording = string | ((params: RuleParamValues) => string);

/** The English sentence of `code`, worded with its params. */
export function ruleText(code: RuleCode, params?: RuleParamValues): string {
  const text = RULES[code].text as Wording;
  return typeof text === 'string' ? text : text(ruleParams(code, params));
}

/** The translation key ('namespace:key') of `code`, for the params it was refused with. */
export function ruleKey(code: RuleCode, params?: RuleParamValues): string {
  const key = RULES[code].key as Wording;
  return typeof key === 'string' ? key : key(ruleParams(code, params));
}
