import InputAdornment from '@mui/material/InputAdornment';
import { digitsOnly, normalizeName } from '@tailor/shared/accounts';
import { PHONE_DIGITS, PINCODE_DIGITS } from '@tailor/shared/constants';
import type { FormTextFieldProps } from './form-text-field';

export type ShopDetailName =
  'owners_name' | 'shop_name' | 'email' | 'phone' | 'address' | 'pincode' | 'state' | 'district';

type InputProps = Pick<
  FormTextFieldProps<Record<string, string>, unknown>,
  | 'normalize'
  | 'type'
  | 'autoComplete'
  | 'inputMode'
  | 'maxLength'
  | 'startAdornment'
  | 'multiline'
  | 'readOnly'
>;

const trimStart = (value: string) => value.replace(/^\s+/, '');
const phone = (value: string) => digitsOnly(value, PHONE_DIGITS);
const pincode = (value: string) => digitsOnly(value, PINCODE_DIGITS);

/**
 * How each shop detail is typed, the same on signup and the account page: what a keystroke keeps
 * (trimming, digits only), the keyboard and what the browser may fill in. State and district come
 * from the pincode, so they are read-only.
 */
export const SHOP_DETAIL_INPUTS: Record<ShopDetailName, InputProps> = {
  owners_name: { normalize: normalizeName, autoComplete: 'name' },
  shop_name: { normalize: normalizeName, autoComplete: 'organization' },
  email: { normalize: trimStart, type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: {
    normalize: phone,
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'numeric',
    maxLength: PHONE_DIGITS,
    startAdornment: <InputAdornment position="start">+91</InputAdornment>,
  },
  address: { normalize: trimStart, multiline: true, autoComplete: 'street-address' },
  pincode: {
    normalize: pincode,
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: PINCODE_DIGITS,
  },
  state: { normalize: trimStart, readOnly: true },
  district: { normalize: trimStart, readOnly: true },
};
