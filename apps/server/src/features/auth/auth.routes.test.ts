import { signInResultSchema } from '@tailor/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees } from '../../db/schema/employees';
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
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/otp/request', () => {
  it('sends a 6-digit code by SMS and keeps only its hash', async () => {
    const phone = nextPhone();
    const response = await post('/api/auth/otp/request', { phone });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', retry_after_s: 30 });
    const code = ctx.sms.lastCodeFor(phone);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await ctx.database.db.query.otpChallenges.findMany();
    expect(rows.some((r) => r.codeHash.includes(code))).toBe(false);
  });

  it.each([[{ phone: '12345' }], [{ phone: '98765432100' }], [{ phone: 'abcdefghij' }], [{}]])(
    'refuses %j with 400 by the rule PHONE_INVALID',
    async (body) => {
      const response = await post('/api/auth/otp/request', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Enter a valid 10-digit mobile number.',
        code: 'VALIDATION_FAILED',
        params: { digits: 10, rule: 'PHONE_INVALID', field: 'phone' },
      });
    },
  );

  it('refuses a body that is not JSON with a clear 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Request body is not valid JSON',
      code: 'INVALID_JSON',
    });
  });

  it('makes the caller wait 30 s before the next code (resend cooldown)', async () => {
    const phone = nextPhone();
    expect((await post('/api/auth/otp/request', { phone })).statusCode).toBe(200);
    const again = await post('/api/auth/otp/resend', { phone });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(again.json().error).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
    ctx.clock.advance(31_000);
    expect((await post('/api/auth/otp/resend', { phone })).statusCode).toBe(200);
  });

  it('allows at most 10 codes per phone per hour', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/api/auth/otp/request', { phone })).statusCode).toBe(200);
      ctx.clock.advance(31_000);
    }
    const eleventh = await post('/api/auth/otp/request', { phone });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error).toBe(
      'Too many OTP requests for this number. Please try again later.',
    );
    ctx.clock.advance(60 * 60_000);
    expect((await post('/api/auth/otp/request', { phone })).statusCode).toBe(200);
  });

  it('limits requests per client address', async () => {
    const limited = await createTestContext({ env: { OTP_LIMIT_PER_ADDRESS: '3' } });
    try {
      for (let i = 0; i < 3; i += 1) {
        const ok = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/otp/request',
          payload: { phone: nextPhone() },
        });
        expect(ok.statusCode).toBe(200);
      }
      const fourth = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/otp/request',
        payload: { phone: nextPhone() },
      });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error).toBe(
        'Too many OTP requests from this network. Please try again later.',
      );
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/otp/request',
        payload: { phone: nextPhone() },
        remoteAddress: '10.9.8.7',
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('does not count a code the SMS gateway failed to send', async () => {
    const phone = nextPhone();
    ctx.sms.failNext = true;
    const failed = await post('/api/auth/otp/request', { phone });
    expect(failed.statusCode).toBe(429);
    expect(failed.json().error).toBe(
      'Could not send the OTP right now. Please try again in a minute.',
    );
    expect((await post('/api/auth/otp/request', { phone })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/otp/verify', () => {
  it('signs a new phone in as a shopkeeper who still has to sign up', async () => {
    const result = await signIn(ctx);
    expect(signInResultSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({
      status: 'success',
      role: 'shopkeeper',
      signup: true,
      store_id: null,
      store_name: null,
      employee_id: null,
      store_selection_required: false,
      available_stores: [],
    });
    expect(Object.keys(result).sort()).toEqual(
      [
        'available_stores',
        'employee_id',
        'role',
        'signup',
        'status',
        'store_id',
        'store_name',
        'store_selection_required',
        'token',
        'user_id',
      ].sort(),
    );
  });

  it('signs the same phone in as the same user', async () => {
    const phone = nextPhone();
    const first = await signIn(ctx, phone);
    ctx.clock.advance(31_000);
    const second = await signIn(ctx, phone);
    expect(second.user_id).toBe(first.user_id);
  });

  it('refuses a wrong code and counts down the tries left', async () => {
    const phone = nextPhone();
    await post('/api/auth/otp/request', { phone });
    const code = ctx.sms.lastCodeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await post('/api/auth/otp/verify', { phone, otp: wrong });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Incorrect OTP. 4 attempts left.',
      code: 'OTP_INCORRECT',
      params: { count: 4 },
    });
    expect((await post('/api/auth/otp/verify', { phone, otp: code })).statusCode).toBe(200);
  });

  it('after 5 wrong tries from one address, that address must ask for a new code', async () => {
    const phone = nextPhone();
    await post('/api/auth/otp/request', { phone });
    const code = ctx.sms.lastCodeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1)
      expect((await post('/api/auth/otp/verify', { phone, otp: wrong })).statusCode).toBe(400);
    const fifth = await post('/api/auth/otp/verify', { phone, otp: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toBe('Too many wrong attempts. Please request a new OTP.');
    const right = await post('/api/auth/otp/verify', { phone, otp: code });
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe('Too many wrong attempts. Please request a new OTP.');
    ctx.clock.advance(31_000);
    await post('/api/auth/otp/resend', { phone });
    const fresh = await post('/api/auth/otp/verify', { phone, otp: ctx.sms.lastCodeFor(phone) });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a code older than 5 minutes', async () => {
    const phone = nextPhone();
    await post('/api/auth/otp/request', { phone });
    ctx.clock.advance(5 * 60_000 + 1_000);
    const response = await post('/api/auth/otp/verify', { phone, otp: ctx.sms.lastCodeFor(phone) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'This OTP has expired or was not requested. Please request a new OTP.',
    );
  });

  it('accepts only the newest code after a resend', async () => {
    const phone = nextPhone();
    await post('/api/auth/otp/request', { phone });
    const first = ctx.sms.lastCodeFor(phone);
    ctx.clock.advance(31_000);
    await post('/api/auth/otp/resend', { phone });
    const second = ctx.sms.lastCodeFor(phone);
    if (first !== second) {
      expect((await post('/api/auth/otp/verify', { phone, otp: first })).statusCode).toBe(400);
    }
    expect((await post('/api/auth/otp/verify', { phone, otp: second })).statusCode).toBe(200);
  });

  it('cannot use a code twice', async () => {
    const phone = nextPhone();
    await post('/api/auth/otp/request', { phone });
    const code = ctx.sms.lastCodeFor(phone);
    expect((await post('/api/auth/otp/verify', { phone, otp: code })).statusCode).toBe(200);
    expect((await post('/api/auth/otp/verify', { phone, otp: code })).statusCode).toBe(400);
  });

  it.each([
    [{ phone: '9876543210', otp: '12345' }, 'Enter the 6-digit OTP.', 'OTP_INVALID', 'otp', 6],
    [{ phone: '9876543210', otp: 'abcdef' }, 'Enter the 6-digit OTP.', 'OTP_INVALID', 'otp', 6],
    [
      { phone: '98765', otp: '123456' },
      'Enter a valid 10-digit mobile number.',
      'PHONE_INVALID',
      'phone',
      10,
    ],
  ])('refuses %j with 400: %s', async (body, message, rule, field, digits) => {
    const response = await post('/api/auth/otp/verify', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: message,
      code: 'VALIDATION_FAILED',
      params: { digits, rule, field },
    });
  });
});

describe('tokens', () => {
  it('refuses requests without a token, with a bad token and with a tampered token', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/get_user_details' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      error: 'Authentication required. Please login again.',
      code: 'AUTH_REQUIRED',
    });
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_user_details',
      headers: bearer('nonsense'),
    });
    expect(bad.statusCode).toBe(401);
    const { token } = await signIn(ctx);
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    const tampered = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_user_details',
      headers: bearer(forged),
    });
    expect(tampered.statusCode).toBe(401);
  });

  it('POST /api/refresh_token gives a new working token with the same claims', async () => {
    const shop = await createShop(ctx);
    const response = await post('/api/refresh_token', undefined, bearer(shop.token));
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_user_details',
      headers: bearer(token),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().store._id).toBe(shop.store_id);
  });

  it('POST /api/auth/logout makes the old token answer 401', async () => {
    const { token } = await signIn(ctx);
    const logout = await post('/api/auth/logout', undefined, bearer(token));
    expect(logout.statusCode).toBe(204);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_user_details',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      error: 'Session expired. Please login again.',
      code: 'SESSION_EXPIRED',
    });
  });
});

describe('employees', () => {
  it('signs an employee of one shop straight in to it', async () => {
    const shop = await createShop(ctx);
    const employee = await createEmployee(ctx, shop);
    expect(employee).toMatchObject({
      role: 'employee',
      store_id: shop.store_id,
      store_selection_required: false,
      signup: false,
    });
    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_user_details',
      headers: bearer(employee.token),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ role: 'employee', employee_id: employee.employee_id });
  });

  it("ends a deactivated employee's access at once, token or not", async () => {
    const shop = await createShop(ctx);
    const employee = await createEmployee(ctx, shop);
    await ctx.database.db
      .update(employees)
      .set({ active: false })
      .where(eq(employees.id, employee.employee_id));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_user_details',
      headers: bearer(employee.token),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Your access to this shop has ended. Please login again.',
      code: 'SHOP_ACCESS_ENDED',
    });
  });
});

describe('GET /api/auth/providers', () => {
  it('offers Google only when an identity provider is configured', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: false });
  });
});

describe('a stranger without the code cannot lock the owner out', () => {
  const stranger = '203.0.113.7';
  const fromStranger = (url: string, payload: unknown, remoteAddress = stranger) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it("a stranger's 5 wrong guesses leave the owner's code working", async () => {
    const phone = nextPhone();
    await post('/api/auth/otp/request', { phone });
    const code = ctx.sms.lastCodeFor(phone);
    for (let i = 0; i < 4; i += 1) {
      const guess = await fromStranger('/api/auth/otp/verify', { phone, otp: wrongFor(code) });
      const left = 4 - i;
      expect(guess.json()).toEqual({
        error: `Incorrect OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
        code: 'OTP_INCORRECT',
        params: { count: left },
      });
    }
    const fifth = await fromStranger('/api/auth/otp/verify', { phone, otp: wrongFor(code) });
    expect(fifth.statusCode).toBe(429);
    // The owner's own tries are untouched, and their code still signs them in.
    const ownerTypo = await post('/api/auth/otp/verify', { phone, otp: wrongFor(code) });
    expect(ownerTypo.json()).toEqual({
      error: 'Incorrect OTP. 4 attempts left.',
      code: 'OTP_INCORRECT',
      params: { count: 4 },
    });
    expect((await post('/api/auth/otp/verify', { phone, otp: code })).statusCode).toBe(200);
  });

  it("a stranger's requests do not stop the owner from getting a code, nor spoil it", async () => {
    const phone = nextPhone();
    for (let i = 0; i < 10; i += 1) {
      expect((await fromStranger('/api/auth/otp/request', { phone })).statusCode).toBe(200);
      ctx.clock.advance(31_000);
    }
    expect((await fromStranger('/api/auth/otp/request', { phone })).statusCode).toBe(429);
    const owner = await post('/api/auth/otp/request', { phone });
    expect(owner.statusCode).toBe(200);
    const code = ctx.sms.lastCodeFor(phone);
    // A stranger asking again right after neither delays the owner nor retires the owner's code.
    await fromStranger('/api/auth/otp/request', { phone }, '198.51.100.4');
    expect((await post('/api/auth/otp/verify', { phone, otp: code })).statusCode).toBe(200);
  });

  it('caps the codes one phone gets from all addresses together at 30 an hour', async () => {
    const phone = nextPhone();
    for (let n = 0; n < 3; n += 1) {
      for (let i = 0; i < 10; i += 1) {
        const asked = await fromStranger('/api/auth/otp/request', { phone }, `198.51.100.${n}`);
        expect(asked.statusCode).toBe(200);
        ctx.clock.advance(31_000);
      }
    }
    const capped = await post('/api/auth/otp/request', { phone });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error).toBe(
      'Too many OTP requests for this number. Please try again later.',
    );
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('burns a code after 20 wrong tries from all addresses together', async () => {
    const phone = nextPhone();
    await post('/api/auth/otp/request', { phone });
    const code = ctx.sms.lastCodeFor(phone);
    for (let n = 0; n < 4; n += 1) {
      for (let i = 0; i < 5; i += 1)
        await fromStranger('/api/auth/otp/verify', { phone, otp: wrongFor(code) }, `192.0.2.${n}`);
    }
    const right = await post('/api/auth/otp/verify', { phone, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toBe(
      'This OTP has expired or was not requested. Please request a new OTP.',
    );
  });

  it('counts an IPv6 /64 as one address', async () => {
    const phone = nextPhone();
    await post('/api/auth/otp/request', { phone });
    const code = ctx.sms.lastCodeFor(phone);
    for (let i = 0; i < 5; i += 1)
      await fromStranger('/api/auth/otp/verify', { phone, otp: wrongFor(code) }, `2001:db8::${i}`);
    const sameHost = await fromStranger(
      '/api/auth/otp/verify',
      { phone, otp: code },
      '2001:db8:0:0:ffff::1',
    );
    expect(sameHost.statusCode).toBe(429);
    expect((await post('/api/auth/otp/verify', { phone, otp: code })).statusCode).toBe(200);
  });
});
