import { PHONE_DIGITS } from './constants';

/** Digits only, at most `max` of them. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/**
 * Mobile numbers are stored as 10 digits and shown with the +91 prefix.
 * The display helpers also take the forms people paste: '+91 98765-43210', '919876543210',
 * '09876543210'.
 */

/** The 10-digit national number in `value`, or null when it is not an Indian mobile number. */
export function normalizeIndianMobile(value: string): string | null {
  let digits = value.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === PHONE_DIGITS + 2 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(digits) ? digits : null;
}

/** '9876543210' → '+91 98765 43210'; text that is not a mobile number is returned trimmed, as given. */
export function formatPhoneDisplay(value: string): string {
  const digits = normalizeIndianMobile(value);
  if (!digits) return value.trim();
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/**
 * '9876543210' → 'tel:+919876543210'. Text that is not a mobile number keeps only its digits and a
 * leading '+', so a bad value can never put anything but a number into the link.
 */
export function phoneTelHref(value: string): string {
  const digits = normalizeIndianMobile(value);
  if (digits) return `tel:+91${digits}`;
  const trimmed = value.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
