import type { SignInResult } from '@tailor/shared/auth';
import type { Invite, MyInvite, PublicInvite } from '@tailor/shared/invites';
import { ruleParams, ruleText, type RuleCode } from '@tailor/shared/rule-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/employees';
import { invites } from '../../db/schema/invites';
import { notifications } from '../../db/schema/notifications';
import {
  answerInvite,
  inviteEmployee,
  joinShop,
  requestOtpCode,
} from '../../../test/team-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  nextPhone,
  signIn,
  type TestContext,
} from '../../../test/test-app';

let ctx: TestContext;
let shop: Shop;
beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createShop(ctx, { shop_name: 'Kumar Tailors' });
});
afterAll(() => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

const DAY_MS = 24 * 60 * 60_000;

function send(token: string, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/send-invite',
    headers: bearer(token),
    payload,
  });
}

function shopInvites(token: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/invites/shopkeeper', headers: bearer(token) });
}

function publicInvite(token: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/invites/${token}` });
}

function act(shopToken: string, inviteToken: string, action: 'cancel' | 'resend') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/invites/${inviteToken}/${action}`,
    headers: bearer(shopToken),
  });
}

async function inviteRow(id: string) {
  const [row] = await ctx.database.db.select().from(invites).where(eq(invites.id, id));
  return row!;
}

describe('POST /api/send-invite', () => {
  it('creates a pending invite valid for 7 days with an unguessable link (201)', async () => {
    const phone = nextPhone();
    const response = await send(shop.token, { name: '  Meena   Devi ', phone });
    expect(response.statusCode).toBe(201);
    const { invite_link, invite } = response.json<{ invite_link: string; invite: Invite }>();
    expect(invite).toEqual({
      _id: expect.any(String),
      name: 'Meena Devi',
      phone,
      email: null,
      status: 'pending',
      created_at: expect.any(String),
      expires_at: expect.any(String),
      expired: false,
      invite_link: `http://shop.test/invite/${invite.token}`,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
    });
    expect(invite_link).toBe(invite.invite_link);
    expect(Date.parse(invite.expires_at) - Date.parse(invite.created_at)).toBe(7 * DAY_MS);
    expect(Math.abs(Date.parse(invite.created_at) - ctx.clock.now().getTime())).toBeLessThan(5_000);
  });

  it.each<[object, RuleCode, string]>([
    [{ phone: '9876543210' }, 'INVITE_NAME_REQUIRED', 'name'],
    [{ name: '   ', phone: '9876543210' }, 'INVITE_NAME_REQUIRED', 'name'],
    [{ name: 'M'.repeat(51), phone: '9876543210' }, 'INVITE_NAME_MAX', 'name'],
    [{ name: 'Meena' }, 'INVITE_PHONE_REQUIRED', 'phone'],
    [{ name: 'Meena', phone: '  ' }, 'INVITE_PHONE_REQUIRED', 'phone'],
    [{ name: 'Meena', phone: '98765' }, 'INVITE_PHONE_DIGITS', 'phone'],
    [{ name: 'Meena', phone: '98765432101' }, 'INVITE_PHONE_DIGITS', 'phone'],
    [{ name: 'Meena', phone: '98765abcde' }, 'INVITE_PHONE_DIGITS', 'phone'],
    [{ name: 'Meena', phone: '9876543210', email: 'not-mail' }, 'EMAIL_INVALID', 'email'],
  ])('refuses %j with 400 by the rule %s', async (payload, rule, field) => {
    const response = await send(shop.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: ruleText(rule),
      code: 'VALIDATION_FAILED',
      params: { ...ruleParams(rule), rule, field },
    });
  });

  it('refuses a phone that already signs in as an active employee of this shop (409)', async () => {
    const worker = await createEmployee(ctx, shop);
    const response = await send(shop.token, { name: 'Again', phone: worker.phone });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This phone number already belongs to an active employee of your shop',
      code: 'INVITE_ALREADY_EMPLOYEE',
    });
    // Another shop may invite the same person.
    const other = await createShop(ctx);
    expect((await send(other.token, { name: 'Welcome', phone: worker.phone })).statusCode).toBe(
      201,
    );
  });

  it('allows inviting an employee added by hand (no login yet) and a deactivated one', async () => {
    const handAdded = nextPhone();
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/add_employee',
      headers: bearer(shop.token),
      payload: {
        name: 'Hand Added',
        phone: handAdded,
        experience: 2,
        specialization: 'embroidery',
      },
    });
    expect(added.statusCode).toBe(201);
    expect((await send(shop.token, { name: 'Hand Added', phone: handAdded })).statusCode).toBe(201);

    const former = await createEmployee(ctx, shop);
    await ctx.database.db
      .update(employees)
      .set({ active: false })
      .where(eq(employees.id, former.employee_id));
    expect((await send(shop.token, { name: 'Former', phone: former.phone })).statusCode).toBe(201);
  });

  it('refuses a second pending invite to the same phone (409), and the owner inviting themselves (400)', async () => {
    const phone = nextPhone();
    expect((await send(shop.token, { name: 'Twice', phone })).statusCode).toBe(201);
    const again = await send(shop.token, { name: 'Twice', phone });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/already pending/);

    const self = await send(shop.token, { name: 'Myself', phone: shop.phone });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      error: 'You cannot invite your own phone number',
      code: 'INVITE_OWN_PHONE',
    });
  });

  it('is for shopkeepers with a shop only', async () => {
    const payload = { name: 'Meena', phone: nextPhone() };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/send-invite', payload })).statusCode,
    ).toBe(401);
    const worker = await createEmployee(ctx, shop);
    expect((await send(worker.token, payload)).statusCode).toBe(403);
    const noShop = await signIn(ctx);
    expect((await send(noShop.token, payload)).statusCode).toBe(403);
  });
});

describe('GET /api/invites/shopkeeper', () => {
  it("lists the shop's invites newest first, as sent, and nothing of other shops", async () => {
    const fresh = await createShop(ctx);
    const first = await inviteEmployee(ctx, fresh, { name: 'First Person' });
    ctx.clock.advance(1_000);
    const second = await inviteEmployee(ctx, fresh, { name: 'Second Person' });
    const other = await createShop(ctx);
    await inviteEmployee(ctx, other, { name: 'Other Shop Person' });

    const response = await shopInvites(fresh.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().invites).toEqual([second.invite, first.invite]);
  });

  it('is refused to employees (403) and to anonymous callers (401)', async () => {
    const worker = await createEmployee(ctx, shop);
    expect((await shopInvites(worker.token)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/invites/shopkeeper' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/invites/{token} (public)', () => {
  it('shows the shop, the name, the status, the expiry and only the last 4 digits of the phone', async () => {
    const phone = nextPhone();
    const { invite } = await inviteEmployee(ctx, shop, { name: 'Lata Rao', phone });
    const response = await publicInvite(invite.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<PublicInvite>()).toEqual({
      shop_name: 'Kumar Tailors',
      name: 'Lata Rao',
      status: 'pending',
      expires_at: invite.expires_at,
      expired: false,
      phone_hint: phone.slice(-4),
    });
    expect(response.body).not.toContain(phone);
  });

  it('answers 404 for an unknown token', async () => {
    const response = await publicInvite('no-such-token');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Invite not found', code: 'INVITE_NOT_FOUND' });
  });
});

describe('POST /api/invites/{token}/accept', () => {
  it('makes the invitee an employee of the shop and signs them in to it', async () => {
    const owner = await createShop(ctx, { shop_name: 'Silk Route Tailors' });
    const phone = nextPhone();
    const { invite } = await inviteEmployee(ctx, owner, { name: 'Kavya Iyer', phone });

    const response = await answerInvite(ctx, invite.token, phone);
    expect(response.statusCode).toBe(200);
    const result = response.json<SignInResult>();
    expect(result).toEqual({
      status: 'success',
      token: expect.any(String),
      user_id: expect.any(String),
      employee_id: expect.any(String),
      role: 'employee',
      store_id: owner.store_id,
      store_name: 'Silk Route Tailors',
      signup: false,
      store_selection_required: false,
      available_stores: [{ store_id: owner.store_id, store_name: 'Silk Route Tailors' }],
    });

    // The token works in the employee area of this shop.
    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_employee_details',
      headers: bearer(result.token),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      _id: result.employee_id,
      name: 'Kavya Iyer',
      phone,
      store_id: owner.store_id,
    });

    // The shopkeeper sees the new employee (assignable by this _id), the accepted invite, and a notice.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_employees',
      headers: bearer(owner.token),
    });
    expect(list.json().employees).toContainEqual(
      expect.objectContaining({ _id: result.employee_id, name: 'Kavya Iyer', phone }),
    );
    const row = await inviteRow(invite._id);
    expect(row).toMatchObject({ status: 'accepted', employeeId: result.employee_id });
    expect(row.respondedAt).toBeInstanceOf(Date);
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user_id));
    expect(notices).toEqual([
      expect.objectContaining({
        type: 'invite_accepted',
        storeId: owner.store_id,
        data: { name: 'Kavya Iyer' },
        read: false,
      }),
    ]);

    // Signing in again later lands in the same shop.
    ctx.clock.advance(31_000);
    const again = await signIn(ctx, phone);
    expect(again).toMatchObject({
      role: 'employee',
      store_id: owner.store_id,
      employee_id: result.employee_id,
    });
  });

  it('refuses a second acceptance of the same invite (409)', async () => {
    const phone = nextPhone();
    const { invite } = await inviteEmployee(ctx, shop, { phone });
    expect((await answerInvite(ctx, invite.token, phone)).statusCode).toBe(200);
    ctx.clock.advance(31_000);
    const twice = await answerInvite(ctx, invite.token, phone);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: 'This invite has already been used',
      code: 'INVITE_USED',
    });
  });

  it('lets exactly one of two concurrent acceptances succeed', async () => {
    const phone = nextPhone();
    const { invite } = await inviteEmployee(ctx, shop, { phone });
    const otp = await requestOtpCode(ctx, phone);
    const accept = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/invites/${invite.token}/accept`,
        payload: { phone, otp },
      });
    const answers = await Promise.all([accept(), accept(), accept()]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || (c >= 400 && c < 500))).toBe(true);
    const rows = await ctx.database.db
      .select()
      .from(employees)
      .where(and(eq(employees.storeId, shop.store_id!), eq(employees.phone, phone)));
    expect(rows).toHaveLength(1);
  });

  it('refuses another phone than the invited one (400) without spending its OTP', async () => {
    const invited = nextPhone();
    const stranger = nextPhone();
    const { invite } = await inviteEmployee(ctx, shop, { phone: invited });
    const otp = await requestOtpCode(ctx, stranger);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/invites/${invite.token}/accept`,
      payload: { phone: stranger, otp },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'This invite was sent to a different phone number',
      code: 'INVITE_DIFFERENT_PHONE',
    });
    expect((await inviteRow(invite._id)).status).toBe('pending');
  });

  it('refuses a wrong OTP, and an OTP never requested (400); the invite stays pending', async () => {
    const phone = nextPhone();
    const { invite } = await inviteEmployee(ctx, shop, { phone });
    const url = `/api/invites/${invite.token}/accept`;

    const unrequested = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { phone, otp: '123456' },
    });
    expect(unrequested.statusCode).toBe(400);
    expect(unrequested.json().error).toMatch(/expired or was not requested/);

    const otp = await requestOtpCode(ctx, phone);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { phone, otp: otp === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/^Incorrect OTP\. 4 attempts left\.$/);

    const malformed = await ctx.app.inject({ method: 'POST', url, payload: { phone, otp: '12' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: 'Enter the 6-digit OTP.',
      code: 'VALIDATION_FAILED',
      params: { digits: 6, rule: 'OTP_INVALID', field: 'otp' },
    });

    expect((await inviteRow(invite._id)).status).toBe('pending');
    expect(
      (await ctx.app.inject({ method: 'POST', url, payload: { phone, otp } })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown token', async () => {
    const phone = nextPhone();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/invites/not-a-real-token/accept',
      payload: { phone, otp: '123456' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('links the record of an employee added by hand, keeping its details, and reactivates a former employee', async () => {
    const phone = nextPhone();
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/add_employee',
      headers: bearer(shop.token),
      payload: {
        name: 'Gopal Menon',
        phone,
        position: 'manager',
        experience: 12,
        specialization: 'all types',
      },
    });
    const record = added.json();
    const joined = await joinShop(ctx, shop, { name: 'Gopal', phone });
    expect(joined.employee_id).toBe(record._id);
    const [linked] = await ctx.database.db
      .select()
      .from(employees)
      .where(eq(employees.id, record._id));
    expect(linked).toMatchObject({
      name: 'Gopal Menon',
      position: 'manager',
      experience: 12,
      userId: joined.user_id,
      active: true,
    });

    const former = await createEmployee(ctx, shop);
    await ctx.database.db
      .update(employees)
      .set({ active: false })
      .where(eq(employees.id, former.employee_id));
    const back = await joinShop(ctx, shop, { phone: former.phone });
    expect(back).toMatchObject({
      employee_id: former.employee_id,
      user_id: former.user_id,
      store_id: shop.store_id,
    });
    const [row] = await ctx.database.db
      .select()
      .from(employees)
      .where(eq(employees.id, former.employee_id));
    expect(row!.active).toBe(true);
  });

  it('selects the inviting shop for someone already employed elsewhere', async () => {
    const first = await createShop(ctx, { shop_name: 'Alpha Stitches' });
    const second = await createShop(ctx, { shop_name: 'Beta Boutique' });
    const phone = nextPhone();
    await joinShop(ctx, first, { phone });
    const result = await joinShop(ctx, second, { phone });
    expect(result).toMatchObject({
      role: 'employee',
      store_id: second.store_id,
      store_name: 'Beta Boutique',
      store_selection_required: false,
      available_stores: [
        { store_id: first.store_id, store_name: 'Alpha Stitches' },
        { store_id: second.store_id, store_name: 'Beta Boutique' },
      ],
    });
  });

  it('signs a shop owner in to the inviting shop as its employee', async () => {
    const inviter = await createShop(ctx, { shop_name: 'Gamma Garments' });
    const owner = await createShop(ctx, { shop_name: 'Own Shop' });
    const result = await joinShop(ctx, inviter, { phone: owner.phone });
    expect(result).toMatchObject({
      role: 'employee',
      user_id: owner.user_id,
      store_id: inviter.store_id,
      store_name: 'Gamma Garments',
      employee_id: expect.any(String),
    });
    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_employee_details',
      headers: bearer(result.token),
    });
    expect(details.json()).toMatchObject({ store_id: inviter.store_id });
  });
});

describe('invite expiry, resend and cancel', () => {
  it('expires after 7 days (410); a resend gives a new link for 7 more days and the old one stops working', async () => {
    const phone = nextPhone();
    const { invite } = await inviteEmployee(ctx, shop, { phone });
    ctx.clock.advance(7 * DAY_MS + 1_000);

    expect((await publicInvite(invite.token)).json()).toMatchObject({
      status: 'pending',
      expired: true,
    });
    const listed = (await shopInvites(shop.token))
      .json()
      .invites.find((i: Invite) => i._id === invite._id);
    expect(listed).toMatchObject({ status: 'pending', expired: true });
    const late = await answerInvite(ctx, invite.token, phone);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ error: 'This invite has expired', code: 'INVITE_EXPIRED' });

    const resent = await act(shop.token, invite.token, 'resend');
    expect(resent.statusCode).toBe(200);
    const renewed = resent.json<{ invite: Invite }>().invite;
    expect(renewed).toMatchObject({
      _id: invite._id,
      status: 'pending',
      expired: false,
      created_at: invite.created_at,
    });
    expect(renewed.token).not.toBe(invite.token);
    expect(renewed.invite_link).toBe(`http://shop.test/invite/${renewed.token}`);
    expect(Date.parse(renewed.expires_at) - ctx.clock.now().getTime()).toBeGreaterThan(
      7 * DAY_MS - 5_000,
    );

    expect((await publicInvite(invite.token)).statusCode).toBe(404);
    expect((await act(shop.token, invite.token, 'resend')).statusCode).toBe(404);
    ctx.clock.advance(31_000);
    expect((await answerInvite(ctx, invite.token, phone)).statusCode).toBe(404);
    ctx.clock.advance(31_000);
    expect((await answerInvite(ctx, renewed.token, phone)).statusCode).toBe(200);
  });

  it('resends only a pending invite (409)', async () => {
    const joined = await inviteEmployee(ctx, shop);
    await answerInvite(ctx, joined.invite.token, joined.invite.phone);
    const response = await act(shop.token, joined.invite.token, 'resend');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Only a pending invite can be resent',
      code: 'INVITE_NOT_PENDING_RESEND',
    });
  });

  it('cancels a pending invite: the link answers 410 and cancelling again changes nothing', async () => {
    const phone = nextPhone();
    const { invite } = await inviteEmployee(ctx, shop, { phone });
    const response = await act(shop.token, invite.token, 'cancel');
    expect(response.statusCode).toBe(200);
    expect(response.json().invite).toMatchObject({
      _id: invite._id,
      status: 'cancelled',
      token: invite.token,
    });
    expect((await publicInvite(invite.token)).json()).toMatchObject({
      status: 'cancelled',
      expired: false,
    });

    const accept = await answerInvite(ctx, invite.token, phone);
    expect(accept.statusCode).toBe(410);
    expect(accept.json()).toEqual({ error: 'This invite was cancelled', code: 'INVITE_CANCELLED' });
    expect((await act(shop.token, invite.token, 'cancel')).statusCode).toBe(200);
    expect((await act(shop.token, invite.token, 'resend')).statusCode).toBe(409);
    // A cancelled invite no longer blocks a new one to the same phone.
    expect((await send(shop.token, { name: 'Second Try', phone })).statusCode).toBe(201);
  });

  it('cannot cancel an accepted invite (409)', async () => {
    const { invite } = await inviteEmployee(ctx, shop);
    await answerInvite(ctx, invite.token, invite.phone);
    const response = await act(shop.token, invite.token, 'cancel');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Only a pending invite can be cancelled',
      code: 'INVITE_NOT_PENDING_CANCEL',
    });
  });

  it("answers 404 for another shop's invite and refuses employees (403)", async () => {
    const other = await createShop(ctx);
    const { invite } = await inviteEmployee(ctx, other);
    expect((await act(shop.token, invite.token, 'cancel')).statusCode).toBe(404);
    expect((await act(shop.token, invite.token, 'resend')).statusCode).toBe(404);
    expect((await inviteRow(invite._id)).status).toBe('pending');
    const worker = await createEmployee(ctx, other);
    expect((await act(worker.token, invite.token, 'cancel')).statusCode).toBe(403);
    expect((await act(worker.token, invite.token, 'resend')).statusCode).toBe(403);
  });
});

describe('POST /api/invites/{token}/reject', () => {
  it('declines the invite with the invited phone and tells the shopkeeper; it can no longer be accepted', async () => {
    const owner = await createShop(ctx);
    const phone = nextPhone();
    const { invite } = await inviteEmployee(ctx, owner, { name: 'Nope Person', phone });
    const response = await answerInvite(ctx, invite.token, phone, 'reject');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      name: 'Nope Person',
      phone_hint: phone.slice(-4),
    });
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user_id));
    expect(notices).toEqual([
      expect.objectContaining({ type: 'invite_rejected', data: { name: 'Nope Person' } }),
    ]);

    ctx.clock.advance(31_000);
    const accept = await answerInvite(ctx, invite.token, phone);
    expect(accept.statusCode).toBe(410);
    expect(accept.json()).toEqual({ error: 'This invite was declined', code: 'INVITE_REJECTED' });
    const rows = await ctx.database.db
      .select()
      .from(employees)
      .where(and(eq(employees.storeId, owner.store_id!), eq(employees.phone, phone)));
    expect(rows).toEqual([]);
  });

  it('needs the invited phone and its OTP too', async () => {
    const { invite } = await inviteEmployee(ctx, shop);
    const stranger = nextPhone();
    const wrongPhone = await answerInvite(ctx, invite.token, stranger, 'reject');
    expect(wrongPhone.statusCode).toBe(400);
    const noOtp = await ctx.app.inject({
      method: 'POST',
      url: `/api/invites/${invite.token}/reject`,
      payload: { phone: invite.phone },
    });
    expect(noOtp.statusCode).toBe(400);
    expect((await inviteRow(invite._id)).status).toBe('pending');
  });
});

describe('GET /api/employee/invites', () => {
  it("lists the invites sent to the caller's phone by every shop, newest first, with a link only while open", async () => {
    const first = await createShop(ctx, { shop_name: 'North Tailors' });
    const second = await createShop(ctx, { shop_name: 'South Tailors' });
    const third = await createShop(ctx, { shop_name: 'East Tailors' });
    const phone = nextPhone();
    const accepted = await inviteEmployee(ctx, first, { phone });
    const joined = await answerInvite(ctx, accepted.invite.token, phone);
    ctx.clock.advance(31_000);
    const open = await inviteEmployee(ctx, second, { phone });
    ctx.clock.advance(1_000);
    const cancelled = await inviteEmployee(ctx, third, { phone });
    await act(third.token, cancelled.invite.token, 'cancel');
    await inviteEmployee(ctx, third); // someone else's

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/employee/invites',
      headers: bearer(joined.json<SignInResult>().token),
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json<{ invites: MyInvite[] }>().invites;
    expect(listed.map((i) => [i.shop_name, i.status, i.invite_link])).toEqual([
      ['East Tailors', 'cancelled', null],
      ['South Tailors', 'pending', open.invite.invite_link],
      ['North Tailors', 'accepted', null],
    ]);
    expect(listed[1]).toEqual({
      _id: open.invite._id,
      store_id: second.store_id,
      shop_name: 'South Tailors',
      name: open.invite.name,
      status: 'pending',
      created_at: open.invite.created_at,
      expires_at: open.invite.expires_at,
      expired: false,
      invite_link: open.invite.invite_link,
    });
  });

  it('answers an empty list to someone never invited, and 401 without a token', async () => {
    const stranger = await signIn(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/employee/invites',
      headers: bearer(stranger.token),
    });
    expect(response.json()).toEqual({ invites: [] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/employee/invites' })).statusCode).toBe(
      401,
    );
  });
});
