import { z } from 'zod';
import { OTP_DIGITS, PHONE_DIGITS, ROLES } from './constants';
import { codesOf } from './rules';
import { AUTH_RULES } from './auth-rules';

export const AUTH_CODES = codesOf(AUTH_RULES);

export const phoneSchema = z
  .string({ error: AUTH_CODES.PHONE_INVALID })
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), AUTH_CODES.PHONE_INVALID);

export const otpSchema = z
  .string({ error: AUTH_CODES.OTP_INVALID })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), AUTH_CODES.OTP_INVALID);

export const otpRequestSchema = z.object({ phone: phoneSchema });
export type OtpRequest = z.infer<typeof otpRequestSchema>;

export const otpRequestResultSchema = z.object({
  status: z.literal('success'),
  retry_after_s: z.number().int().nonnegative(),
});
export type OtpRequestResult = z.infer<typeof otpRequestResultSchema>;

export const otpVerifySchema = z.object({ phone: phoneSchema, otp: otpSchema });
export type OtpVerify = z.infer<typeof otpVerifySchema>;

export const storeRefSchema = z.object({ store_id: z.string(), store_name: z.string() });
export type StoreRef = z.infer<typeof storeRefSchema>;

/** The answer of every sign-in (OTP, Google, signup, invite): every key present, null where it does not apply. */
export const signInResultSchema = z.object({
  status: z.literal('success'),
  token: z.string(),
  user_id: z.string(),
  employee_id: z.string().nullable(),
  role: z.enum(ROLES),
  store_id: z.string().nullable(),
  store_name: z.string().nullable(),
  signup: z.boolean(),
  store_selection_required: z.boolean(),
  available_stores: z.array(storeRefSchema),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

export const refreshTokenResultSchema = z.object({ token: z.string() });

/** Claims carried by the signed access token. */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  role: z.enum(ROLES),
  store_id: z.string().nullable(),
  employee_id: z.string().nullable(),
  tv: z.number().int(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
