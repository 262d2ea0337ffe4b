import type { SignInResult } from '@tailor/shared/auth';
import type { SendInviteResult } from '@tailor/shared/invites';
import { bearer, nextPhone, type TestContext } from './test-app';

/** Asks for a sign-in code for the phone, as the invite page does, and answers the code sent. */
export async function requestOtpCode(ctx: TestContext, phone: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/otp/request',
    payload: { phone },
  });
  if (response.statusCode !== 200)
    throw new Error(`otp request failed: ${response.statusCode} ${response.body}`);
  return ctx.sms.lastCodeFor(phone);
}

/** The shopkeeper invites someone; throws unless it answered 201. */
export async function inviteEmployee(
  ctx: TestContext,
  shop: { token: string },
  invitee: { name?: string; phone?: string } = {},
): Promise<SendInviteResult> {
  const phone = invitee.phone ?? nextPhone();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/send-invite',
    headers: bearer(shop.token),
    payload: { name: invitee.name ?? `Invitee ${phone.slice(-4)}`, phone },
  });
  if (response.statusCode !== 201)
    throw new Error(`send-invite failed: ${response.statusCode} ${response.body}`);
  return response.json<SendInviteResult>();
}

/** POST /invites/{token}/accept with a fresh OTP for the phone. */
export async function answerInvite(
  ctx: TestContext,
  token: string,
  phone: string,
  action: 'accept' | 'reject' = 'accept',
) {
  const otp = await requestOtpCode(ctx, phone);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/invites/${token}/${action}`,
    payload: { phone, otp },
  });
}

/**
 * Someone the shop invites and who accepts: answers the sign-in result of the acceptance. The OTP
 * cooldown is per phone, so the clock moves past it first for a phone used before.
 */
export async function joinShop(
  ctx: TestContext,
  shop: { token: string },
  invitee: { name?: string; phone?: string } = {},
): Promise<SignInResult & { phone: string }> {
  const phone = invitee.phone ?? nextPhone();
  const { invite } = await inviteEmployee(ctx, shop, { ...invitee, phone });
  ctx.clock.advance(31_000);
  const response = await answerInvite(ctx, invite.token, phone);
  if (response.statusCode !== 200)
    throw new Error(`accept failed: ${response.statusCode} ${response.body}`);
  return { ...response.json<SignInResult>(), phone };
}
