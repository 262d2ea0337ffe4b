import {
  digitsOnly,
  normalizeName,
  updateAccountSchema,
  type Store,
  type UpdateAccount,
  type UpdateAccountInput,
} from '@tailor/shared/accounts';
import { ACCOUNT_RULES } from '@tailor/shared/accounts-rules';
import { PHONE_DIGITS } from '@tailor/shared/constants';
import { isRuleCode, ruleKey } from '@tailor/shared/rule-codes';

/** The form is the PUT /account schema itself: the same fields, rules and messages as signup. */
export const accountFormSchema = updateAccountSchema;
export type AccountFormInput = UpdateAccountInput;
export type AccountFormOutput = UpdateAccount;

/** The form's starting values: the shop as saved. */
export function accountFormValues(store: Store): AccountFormInput {
  return {
    owners_name: normalizeName(store.owners_name),
    shop_name: normalizeName(store.shop_name),
    email: store.email ?? '',
    phone: digitsOnly(store.phone ?? '', PHONE_DIGITS),
    address: store.address,
    pincode: store.pincode,
    state: store.state,
    district: store.district,
  };
}

/**
 * The translation key of a shop rule's code in the account namespace, which holds signup's texts
 * word for word in every language (the account page does not load signup's namespace).
 */
export function validationKey(message: string | undefined): string | undefined {
  if (!isRuleCode(message) || !Object.hasOwn(ACCOUNT_RULES, message)) return undefined;
  return ruleKey(message).replace(/^accounts:/, 'account:');
}
