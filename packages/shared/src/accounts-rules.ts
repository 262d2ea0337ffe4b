/*
 * A shop account's rule codes and the name rules other areas reuse, apart from the schemas
 * (accounts.ts) so that the rule texts load without zod.
 */
import {
  ADDRESS_MIN_LENGTH,
  PHONE_DIGITS,
  PINCODE_DIGITS,
  TEXT_MAX_LENGTH,
  TEXT_MIN_LENGTH,
} from './constants';
import { atLeastCharacters, atMostCharacters, exactlyDigits } from './length-rules';
import { codesOf, type RuleDefinition } from './rules';

export const SHOP_ADDRESS_MAX_LENGTH = 500;

const accountsKey = (key: string) => `accounts:validation.${key}`;

/**
 * The three rules of a name field (nameField) naming `label`, each with its key: `keyPrefix`
 * followed by Required, Min or Max.
 */
export const nameRules = (
  label: string,
  keyPrefix: string,
  requiredText = `${label} is required`,
) => ({
  required: { key: `${keyPrefix}Required`, text: requiredText },
  min: atLeastCharacters(`${keyPrefix}Min`, label, TEXT_MIN_LENGTH),
  max: atMostCharacters(`${keyPrefix}Max`, label, TEXT_MAX_LENGTH),
});
const ownerName = nameRules('Owner name', accountsKey('ownersName'));
const shopName = nameRules('Shop name', accountsKey('shopName'));

/**
 * Why a shop's account details (signup and the account page) or an email are refused: each code
 * with its English sentence and its key.
 */
export const ACCOUNT_RULES = {
  ACCOUNT_OWNER_NAME_REQUIRED: ownerName.required,
  ACCOUNT_OWNER_NAME_MIN: ownerName.min,
  ACCOUNT_OWNER_NAME_MAX: ownerName.max,
  ACCOUNT_SHOP_NAME_REQUIRED: shopName.required,
  ACCOUNT_SHOP_NAME_MIN: shopName.min,
  ACCOUNT_SHOP_NAME_MAX: shopName.max,
  EMAIL_REQUIRED: { key: accountsKey('emailRequired'), text: 'Email is required' },
  EMAIL_INVALID: { key: accountsKey('emailInvalid'), text: 'Enter a valid email address' },
  ACCOUNT_PHONE_DIGITS: exactlyDigits(accountsKey('phone'), 'Phone number', PHONE_DIGITS),
  ACCOUNT_ADDRESS_REQUIRED: { key: accountsKey('addressRequired'), text: 'Address is required' },
  ACCOUNT_ADDRESS_MIN: atLeastCharacters(accountsKey('addressMin'), 'Address', ADDRESS_MIN_LENGTH),
  ACCOUNT_ADDRESS_MAX: atMostCharacters(
    accountsKey('addressMax'),
    'Address',
    SHOP_ADDRESS_MAX_LENGTH,
  ),
  ACCOUNT_PINCODE_REQUIRED: { key: accountsKey('pincodeRequired'), text: 'Pincode is required' },
  ACCOUNT_PINCODE_DIGITS: {
    key: accountsKey('pincodeDigits'),
    text: (p: { digits: number }) => `Pincode must be ${p.digits} digits`,
    params: { digits: PINCODE_DIGITS },
  },
  ACCOUNT_STATE_REQUIRED: { key: accountsKey('stateRequired'), text: 'State is required' },
  ACCOUNT_DISTRICT_REQUIRED: { key: accountsKey('districtRequired'), text: 'District is required' },
  /** Signup's terms checkbox, which only the form has. */
  ACCOUNT_TERMS_REQUIRED: {
    key: accountsKey('terms'),
    text: 'You must accept the Terms and Conditions',
  },
} as const satisfies Record<string, RuleDefinition>;

export const ACCOUNT_CODES = codesOf(ACCOUNT_RULES);
