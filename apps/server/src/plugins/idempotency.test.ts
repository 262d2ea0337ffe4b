import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { karigarLedger } from '../db/schema/karigar-ledger';
import { orderBody, postOrder } from '../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  nextPhone,
  signIn,
  validShop,
  type TestContext,
} from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('Idempotency-Key', () => {
  it('answers a retried write with the first answer and changes nothing', async () => {
    const first = await signIn(ctx);
    const headers = { ...bearer(first.token), 'idempotency-key': 'create-shop-1' };
    const one = await ctx.app.inject({
      method: 'POST',
      url: '/api/create_account',
      headers,
      payload: validShop,
    });
    const two = await ctx.app.inject({
      method: 'POST',
      url: '/api/create_account',
      headers,
      payload: validShop,
    });
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    expect(two.body).toBe(one.body);
    expect(two.headers['idempotent-replayed']).toBe('true');
    const shops = await ctx.database.db.query.stores.findMany({
      where: (s, { eq }) => eq(s.ownerUserId, first.user_id),
    });
    expect(shops).toHaveLength(1);
    // Without the key the same write is a real second attempt, and is refused.
    const three = await ctx.app.inject({
      method: 'POST',
      url: '/api/create_account',
      headers: bearer(first.token),
      payload: validShop,
    });
    expect(three.statusCode).toBe(409);
  });

  it('refuses the same key with a different body with 422', async () => {
    const phone = nextPhone();
    const headers = { 'idempotency-key': 'otp-key' };
    const one = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      headers,
      payload: { phone },
    });
    expect(one.statusCode).toBe(200);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      headers,
      payload: { phone: nextPhone() },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      error: 'This Idempotency-Key was already used for a different request',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('replays a 4xx answer too, so a retry cannot slip past a refusal', async () => {
    const phone = nextPhone();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/otp/request', payload: { phone } });
    const headers = { 'idempotency-key': 'resend-too-soon' };
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/resend',
      headers,
      payload: { phone },
    });
    expect(refused.statusCode).toBe(429);
    ctx.clock.advance(31_000);
    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/resend',
      headers,
      payload: { phone },
    });
    expect(replay.statusCode).toBe(429);
    expect(replay.body).toBe(refused.body);
  });

  it('keeps keys of different callers apart', async () => {
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    const key = { 'idempotency-key': 'same-key' };
    const one = await ctx.app.inject({
      method: 'POST',
      url: '/api/create_account',
      headers: { ...bearer(a.token), ...key },
      payload: validShop,
    });
    const two = await ctx.app.inject({
      method: 'POST',
      url: '/api/create_account',
      headers: { ...bearer(b.token), ...key },
      payload: validShop,
    });
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    expect(two.json().user_id).toBe(b.user_id);
  });

  it('forgets a key after 24 hours', async () => {
    const phone = nextPhone();
    const headers = { 'idempotency-key': 'old-key' };
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      headers,
      payload: { phone },
    });
    ctx.clock.advance(24 * 60 * 60_000 + 1_000);
    const later = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      headers,
      payload: { phone },
    });
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses an over-long key', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      headers: { 'idempotency-key': 'k'.repeat(201) },
      payload: { phone: nextPhone() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Idempotency-Key must be 1 to 200 characters',
      code: 'IDEMPOTENCY_KEY_INVALID',
    });
  });

  it('refuses a logged-out token replaying its key, without the stored answer', async () => {
    const shop = await createShop(ctx);
    const body = await orderBody(ctx, shop.store_id!);
    const key = { 'idempotency-key': 'order-before-logout' };
    const first = await postOrder(ctx, shop.token, body, key);
    expect(first.statusCode).toBe(201);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(shop.token),
    });
    expect(logout.statusCode).toBe(204);
    const replay = await postOrder(ctx, shop.token, body, key);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      error: 'Session expired. Please login again.',
      code: 'SESSION_EXPIRED',
    });
    expect(replay.body).not.toContain(body.customer.mobile_no);
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores nothing for requests whose token is not valid', async () => {
    const rows = async () => (await ctx.database.db.select().from(idempotencyKeys)).length;
    const shop = await createShop(ctx);
    // A valid body: only the token is wrong.
    const body = await orderBody(ctx, shop.store_id!);
    const before = await rows();
    for (let i = 0; i < 3; i += 1) {
      const response = await postOrder(ctx, `garbage-${i}`, body, {
        'idempotency-key': `garbage-key-${i}`,
      });
      expect(response.statusCode).toBe(401);
    }
    expect(await rows()).toBe(before);
  });

  it("scopes keys per user, so the same user's fresh token still gets the first answer", async () => {
    const shop = await createShop(ctx);
    const body = await orderBody(ctx, shop.store_id!);
    const key = { 'idempotency-key': 'order-across-refresh' };
    const first = await postOrder(ctx, shop.token, body, key);
    expect(first.statusCode).toBe(201);
    // Tokens carry their issue time in whole seconds: wait for one that differs.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh_token',
      headers: bearer(shop.token),
    });
    const { token } = refreshed.json<{ token: string }>();
    expect(token).not.toBe(shop.token);
    const replay = await postOrder(ctx, token, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
  });

  it('scopes keys per route: the same key on another route is another request', async () => {
    const phone = nextPhone();
    const key = { 'idempotency-key': 'one-key-two-routes' };
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      headers: key,
      payload: { phone },
    });
    expect(asked.statusCode).toBe(200);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      headers: key,
      payload: { phone, otp: ctx.sms.lastCodeFor(phone) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().status).toBe('success');
  });

  it('keeps anonymous keys of different client addresses apart', async () => {
    const key = { 'idempotency-key': 'anonymous-shared-key' };
    const one = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      headers: key,
      payload: { phone: nextPhone() },
      remoteAddress: '198.51.100.20',
    });
    const two = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      headers: key,
      payload: { phone: nextPhone() },
      remoteAddress: '198.51.100.21',
    });
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    expect(two.headers['idempotent-replayed']).toBeUndefined();
  });

  describe('one transaction for the key, the writes and the answer', () => {
    async function ordersOf(storeId: string): Promise<number> {
      const rows = await ctx.database.db.query.orders.findMany({
        where: (o, { eq }) => eq(o.storeId, storeId),
      });
      return rows.length;
    }

    async function payoutsOf(employeeId: string): Promise<number> {
      const rows = await ctx.database.db
        .select()
        .from(karigarLedger)
        .where(and(eq(karigarLedger.employeeId, employeeId), eq(karigarLedger.kind, 'payout')));
      return rows.length;
    }

    /**
     * What the server dying at the commit leaves: the answer of the request under `key` cannot be
     * stored. Undone by the returned function.
     */
    async function failAnswerOf(key: string): Promise<() => Promise<void>> {
      const { db } = ctx.database;
      await db.execute(
        sql.raw(`create or replace function test_fail_answer() returns trigger language plpgsql as $$
          begin
            if new.key = '${key}' and new.status_code is not null then
              raise exception 'the server died before the answer was stored';
            end if;
            return new;
          end $$`),
      );
      await db.execute(
        sql.raw(`create trigger test_fail_answer before update on idempotency_keys
          for each row execute function test_fail_answer()`),
      );
      return async () => {
        await db.execute(sql.raw('drop trigger test_fail_answer on idempotency_keys'));
      };
    }

    it('gives a retry after a lost answer the original answer, and writes once', async () => {
      const shop = await createShop(ctx);
      const body = await orderBody(ctx, shop.store_id!);
      const headers = { 'idempotency-key': 'answer-lost-on-the-way' };
      const first = await postOrder(ctx, shop.token, body, headers);
      expect(first.statusCode).toBe(201);
      // The answer never reached the phone; it retries a few minutes later with the same key.
      ctx.clock.advance(5 * 60_000);
      const retry = await postOrder(ctx, shop.token, body, headers);
      expect(retry.statusCode).toBe(201);
      expect(retry.body).toBe(first.body);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await ordersOf(shop.store_id!)).toBe(1);
    });

    it('pays a karigar once when the server dies before the answer is stored, and the retry pays', async () => {
      const shop = await createShop(ctx);
      const karigar = await createEmployee(ctx, shop, { name: 'Ravi' });
      const url = `/api/karigars/${karigar.employee_id}/payouts`;
      const headers = { ...bearer(shop.token), 'idempotency-key': 'payout-at-the-crash' };
      const payload = { amount: 500, method: 'cash' };
      const restore = await failAnswerOf('payout-at-the-crash');
      let first;
      try {
        first = await ctx.app.inject({ method: 'POST', url, headers, payload });
      } finally {
        await restore();
      }
      // The payout was not kept without its answer, and the phone is told to try again.
      expect(first.statusCode).toBe(503);
      expect(first.headers['retry-after']).toBeDefined();
      expect(await payoutsOf(karigar.employee_id)).toBe(0);

      ctx.clock.advance(2 * 60_000);
      const retry = await ctx.app.inject({ method: 'POST', url, headers, payload });
      expect(retry.statusCode, retry.body).toBe(201);
      const again = await ctx.app.inject({ method: 'POST', url, headers, payload });
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(retry.body);
      expect(await payoutsOf(karigar.employee_id)).toBe(1);
    });

    it("undoes a refused request's writes but keeps its refusal for the retry", async () => {
      const shop = await createShop(ctx);
      const headers = { ...bearer(shop.token), 'idempotency-key': 'refused-payout' };
      const url = `/api/karigars/not-an-employee/payouts`;
      const payload = { amount: 500, method: 'cash' };
      const first = await ctx.app.inject({ method: 'POST', url, headers, payload });
      expect(first.statusCode).toBe(404);
      const retry = await ctx.app.inject({ method: 'POST', url, headers, payload });
      expect(retry.statusCode).toBe(404);
      expect(retry.headers['idempotent-replayed']).toBe('true');
    });

    it("lets two requests with one key write once, the second getting the first one's answer", async () => {
      const shop = await createShop(ctx);
      const body = await orderBody(ctx, shop.store_id!);
      const headers = { 'idempotency-key': 'two-taps-at-once' };
      const [one, two] = await Promise.all([
        postOrder(ctx, shop.token, body, headers),
        postOrder(ctx, shop.token, body, headers),
      ]);
      expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
      expect(two.body).toBe(one.body);
      expect(await ordersOf(shop.store_id!)).toBe(1);
    });

    it('keeps nothing of a request that failed, its key included: the retry runs it', async () => {
      const shop = await createShop(ctx);
      const body = await orderBody(ctx, shop.store_id!);
      const headers = { 'idempotency-key': 'order-at-the-crash' };
      const restore = await failAnswerOf('order-at-the-crash');
      let first;
      try {
        first = await postOrder(ctx, shop.token, body, headers);
      } finally {
        await restore();
      }
      expect(first.statusCode).toBe(503);
      expect(await ordersOf(shop.store_id!)).toBe(0);
      const claims = await ctx.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'order-at-the-crash'));
      expect(claims).toHaveLength(0);
      const retry = await postOrder(ctx, shop.token, body, headers);
      expect(retry.statusCode).toBe(201);
      expect(await ordersOf(shop.store_id!)).toBe(1);
    });
  });
});
