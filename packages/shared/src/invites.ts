import { z } from 'zod';
import { normalizeName, optionalEmailSchema } from './accounts';
import { otpSchema, phoneSchema, signInResultSchema } from './auth';
import { PHONE_DIGITS, TEXT_MAX_LENGTH } from './constants';
import { codesOf } from './rules';
import { INVITE_RULES, INVITE_STATUSES } from './invites-rules';

const INVITE_CODES = codesOf(INVITE_RULES);

/** POST /send-invite: name not blank after trimming, phone exactly 10 digits. */
export const sendInviteSchema = z.object({
  name: z
    .string({ error: INVITE_CODES.INVITE_NAME_REQUIRED })
    .transform((v) => normalizeName(v).trim())
    .pipe(
      z
        .string()
        .min(1, INVITE_CODES.INVITE_NAME_REQUIRED)
        .max(TEXT_MAX_LENGTH, INVITE_CODES.INVITE_NAME_MAX),
    ),
  phone: z
    .string({ error: INVITE_CODES.INVITE_PHONE_REQUIRED })
    .trim()
    .min(1, INVITE_CODES.INVITE_PHONE_REQUIRED)
    .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), INVITE_CODES.INVITE_PHONE_DIGITS),
  email: optionalEmailSchema,
});
export type SendInviteInput = z.input<typeof sendInviteSchema>;
export type SendInvite = z.output<typeof sendInviteSchema>;

/** One invite as the shopkeeper sees it. `expired`: pending and past expires_at, by the server's clock. */
export const inviteSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  status: z.enum(INVITE_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
  /** PUBLIC_URL + /invite/{token} */
  invite_link: z.string(),
  token: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** POST /send-invite */
export const sendInviteResultSchema = z.object({ invite_link: z.string(), invite: inviteSchema });
export type SendInviteResult = z.infer<typeof sendInviteResultSchema>;

/** GET /invites/shopkeeper: the shop's invites, newest first. */
export const inviteListSchema = z.object({ invites: z.array(inviteSchema) });
export type InviteList = z.infer<typeof inviteListSchema>;

/** POST /invites/{token}/cancel and /resend (a resend answers the new token and link). */
export const inviteActionResultSchema = z.object({ invite: inviteSchema });
export type InviteActionResult = z.infer<typeof inviteActionResultSchema>;

/** GET /invites/{token}: what the accept page shows to anyone holding the link. */
export const publicInviteSchema = z.object({
  shop_name: z.string(),
  name: z.string(),
  status: z.enum(INVITE_STATUSES),
  expires_at: z.string(),
  expired: z.boolean(),
  /** The last 4 digits of the invited phone, so the invitee knows which number to verify. */
  phone_hint: z.string(),
});
export type PublicInvite = z.infer<typeof publicInviteSchema>;

/**
 * POST /invites/{token}/accept and /reject: the invited phone and the OTP sent to it by
 * POST /auth/otp/request.
 */
export const inviteResponseSchema = z.object({ phone: phoneSchema, otp: otpSchema });
export type InviteResponseInput = z.input<typeof inviteResponseSchema>;
export type InviteResponse = z.output<typeof inviteResponseSchema>;

/** POST /invites/{token}/accept answers the sign-in result with the inviting store selected. */
export const acceptInviteResultSchema = signInResultSchema;

/** One invite sent to the caller's phone, from any shop (GET /employee/invites). */
export const myInviteSchema = z.object({
  _id: z.string(),
  store_id: z.string(),
  shop_name: z.string(),
  name: z.string(),
  status: z.enum(INVITE_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
  /** Present while the invite can still be answered (pending, not expired); null otherwise. */
  invite_link: z.string().nullable(),
});
export type MyInvite = z.infer<typeof myInviteSchema>;

/** GET /employee/invites: newest first. */
export const myInviteListSchema = z.object({ invites: z.array(myInviteSchema) });
export type MyInviteList = z.infer<typeof myInviteListSchema>;

/** The link an invitee opens: {PUBLIC_URL}/invite/{token}. */
export function inviteLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/invite/${token}`;
}

/** Expired when expires_at is before now (only a pending invite can be expired). */
export function isInviteExpired(
  invite: { status: string; expires_at: string },
  now: Date,
): boolean {
  return invite.status === 'pending' && new Date(invite.expires_at).getTime() <= now.getTime();
}
