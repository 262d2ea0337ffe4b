import { ADDRESS_MAX_LENGTH } from '@tailor/shared/customers';
import { ADDRESS_MIN_LENGTH } from '@tailor/shared/constants';

/** The shared address schema speaks English; these are its messages' keys in the customers namespace. */
const validationKeys: Record<string, string> = {
  'Address is required': 'address.validation.required',
  [`Address must be at least ${ADDRESS_MIN_LENGTH} characters`]: 'address.validation.min',
  [`Address must be at most ${ADDRESS_MAX_LENGTH} characters`]: 'address.validation.max',
};

export function addressValidationKey(message: string | undefined): string | undefined {
  return message ? validationKeys[message] : undefined;
}
