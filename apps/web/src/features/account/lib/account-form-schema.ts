import {
  digitsOnly,
  normalizeName,
  updateAccountSchema,
  type Store,
  type UpdateAccount,
  type UpdateAccountInput,
} from '@tailor/shared/accounts';
import { PHONE_DIGITS } from '@tailor/shared/constants';

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

/** Shared schemas carry English messages; these are their translation keys in the account namespace. */
const validationKeys: Record<string, string> = {
  'Owner name is required': 'validation.ownersNameRequired',
  'Owner name must be at least 3 characters': 'validation.ownersNameMin',
  'Owner name must be at most 50 characters': 'validation.ownersNameMax',
  'Shop name is required': 'validation.shopNameRequired',
  'Shop name must be at least 3 characters': 'validation.shopNameMin',
  'Shop name must be at most 50 characters': 'validation.shopNameMax',
  'Email is required': 'validation.emailRequired',
  'Enter a valid email address': 'validation.emailInvalid',
  'Phone number must be exactly 10 digits': 'validation.phone',
  'Address is required': 'validation.addressRequired',
  'Address must be at least 5 characters': 'validation.addressMin',
  'Address must be at most 500 characters': 'validation.addressMax',
  'Pincode is required': 'validation.pincodeRequired',
  'Pincode must be 6 digits': 'validation.pincodeDigits',
  'State is required': 'validation.stateRequired',
  'District is required': 'validation.districtRequired',
  'Invalid Pincode': 'pincode.invalid',
  'State and district do not match the pincode': 'validation.placeMismatch',
};

export function validationKey(message: string | undefined): string | undefined {
  return message ? validationKeys[message] : undefined;
}
