import { z } from 'zod';
import { createAccountSchema } from '@tailor/shared/accounts';

export const TERMS_REQUIRED = 'You must accept the Terms and Conditions';

/** The server's createAccountSchema plus the terms checkbox, which only the form needs. */
export const signupFormSchema = createAccountSchema.extend({
  terms: z.boolean().refine((accepted) => accepted, TERMS_REQUIRED),
});
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormOutput = z.output<typeof signupFormSchema>;

/** Shared schemas carry English messages; these are their translation keys in the accounts namespace. */
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
  [TERMS_REQUIRED]: 'validation.terms',
};

export function validationKey(message: string | undefined): string | undefined {
  return message ? validationKeys[message] : undefined;
}
