/** Shared schemas carry English messages; these are their translation keys in the auth namespace. */
const validationKeys: Record<string, string> = {
  'Enter a valid 10-digit mobile number.': 'validation.phone',
  'Enter the 6-digit OTP.': 'validation.otp',
};

export function validationKey(message: string | undefined): string | undefined {
  return message ? validationKeys[message] : undefined;
}
