/*
 * Why a mobile number or a one-time password is refused, apart from the schemas (auth.ts) so that
 * the rule texts load without zod.
 */
import { OTP_DIGITS, PHONE_DIGITS } from './constants';
import type { RuleDefinition } from './rules';

/**
 * Why a mobile number or a one-time password is refused: each code with its English sentence and
 * its sign-in key (the invite, employee and order forms word them with keys of their own).
 */
export const AUTH_RULES = {
  PHONE_INVALID: {
    key: 'auth:validation.phone',
    text: (p: { digits: number }) => `Enter a valid ${p.digits}-digit mobile number.`,
    params: { digits: PHONE_DIGITS },
  },
  OTP_INVALID: {
    key: 'auth:validation.otp',
    text: (p: { digits: number }) => `Enter the ${p.digits}-digit OTP.`,
    params: { digits: OTP_DIGITS },
  },
} as const satisfies Record<string, RuleDefinition>;
