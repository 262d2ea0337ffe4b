import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
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
    expect(response.json()).toEqual({ error: 'Idempotency-Key must be 1 to 200 characters' });
  });
});
