import type { SignInResult } from '@tailor/shared/auth';
import type { SwitchStoreResult } from '@tailor/shared/stores';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/employees';
import { placeOrder } from '../../../test/order-fixtures';
import { joinShop } from '../../../test/team-fixtures';
import {
  bearer,
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

type Shop = Awaited<ReturnType<typeof createShop>>;

function availableStores(token: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/api/employee/available_stores',
    headers: bearer(token),
  });
}

function switchStore(token: string, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/employee/switch_store',
    headers: bearer(token),
    payload,
  });
}

/** A person employed by two shops, and both shops. */
async function twoJobs(): Promise<{ a: Shop; b: Shop; phone: string; jobA: string; jobB: string }> {
  const a = await createShop(ctx, { shop_name: 'Anand Tailors' });
  const b = await createShop(ctx, { shop_name: 'Bharat Boutique' });
  const phone = nextPhone();
  const inA = await joinShop(ctx, a, { name: 'Two Jobs', phone });
  const inB = await joinShop(ctx, b, { name: 'Two Jobs', phone });
  return { a, b, phone, jobA: inA.employee_id!, jobB: inB.employee_id! };
}

async function signInAgain(phone: string): Promise<SignInResult> {
  ctx.clock.advance(31_000);
  return signIn(ctx, phone);
}

describe('signing in with jobs in two shops', () => {
  it('answers store_selection_required with both stores and a token that reaches no shop yet', async () => {
    const { a, b, phone } = await twoJobs();
    const result = await signInAgain(phone);
    expect(result).toMatchObject({
      role: 'employee',
      store_id: null,
      store_name: null,
      employee_id: null,
      store_selection_required: true,
      available_stores: [
        { store_id: a.store_id, store_name: 'Anand Tailors' },
        { store_id: b.store_id, store_name: 'Bharat Boutique' },
      ],
    });
    const orders = await ctx.app.inject({
      method: 'GET',
      url: '/api/employee/orders',
      headers: bearer(result.token),
    });
    expect(orders.statusCode).toBe(403);
    expect(orders.json()).toEqual({ error: 'Select a store first.', code: 'STORE_NOT_SELECTED' });
  });
});

describe('GET /api/employee/available_stores', () => {
  it("lists the caller's active jobs by shop name", async () => {
    const { a, b, phone, jobB } = await twoJobs();
    const session = await signInAgain(phone);
    const response = await availableStores(session.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      stores: [
        { store_id: a.store_id, store_name: 'Anand Tailors' },
        { store_id: b.store_id, store_name: 'Bharat Boutique' },
      ],
    });

    await ctx.database.db.update(employees).set({ active: false }).where(eq(employees.id, jobB));
    expect((await availableStores(session.token)).json()).toEqual({
      stores: [{ store_id: a.store_id, store_name: 'Anand Tailors' }],
    });
  });

  it('answers an empty list to a shopkeeper with no jobs, and 401 without a token', async () => {
    const owner = await createShop(ctx);
    expect((await availableStores(owner.token)).json()).toEqual({ stores: [] });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/employee/available_stores' })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/employee/switch_store', () => {
  it("answers a token scoped to the chosen store: its orders, never the other shop's", async () => {
    const { a, b, phone, jobA, jobB } = await twoJobs();
    const orderInA = await placeOrder(ctx, a, { products: [{ assigned_to: jobA }] });
    const orderInB = await placeOrder(ctx, b, { products: [{ assigned_to: jobB }] });
    const session = await signInAgain(phone);

    const toB = await switchStore(session.token, { store_id: b.store_id });
    expect(toB.statusCode).toBe(200);
    const selectedB = toB.json<SwitchStoreResult>();
    expect(selectedB).toEqual({
      token: expect.any(String),
      selected_store_id: b.store_id,
      selected_store_name: 'Bharat Boutique',
      employee_id: jobB,
    });
    const ordersB = await ctx.app.inject({
      method: 'GET',
      url: '/api/employee/orders',
      headers: bearer(selectedB.token),
    });
    expect(ordersB.json().orders.map((o: { _id: string }) => o._id)).toEqual([orderInB._id]);
    const openA = await ctx.app.inject({
      method: 'GET',
      url: `/api/employee/orders/${orderInA._id}`,
      headers: bearer(selectedB.token),
    });
    expect(openA.statusCode).toBe(404);
    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_employee_details',
      headers: bearer(selectedB.token),
    });
    expect(details.json()).toMatchObject({
      _id: jobB,
      store_id: b.store_id,
      store_name: 'Bharat Boutique',
    });

    // Switching back from a store-scoped token works the same way.
    const toA = (
      await switchStore(selectedB.token, { store_id: a.store_id })
    ).json<SwitchStoreResult>();
    expect(toA).toMatchObject({ selected_store_id: a.store_id, employee_id: jobA });
    const ordersA = await ctx.app.inject({
      method: 'GET',
      url: '/api/employee/orders',
      headers: bearer(toA.token),
    });
    expect(ordersA.json().orders.map((o: { _id: string }) => o._id)).toEqual([orderInA._id]);
  });

  it('refuses a store where the caller has no active job (403), whatever the id', async () => {
    const { a, phone, jobA } = await twoJobs();
    const stranger = await createShop(ctx);
    const session = await signInAgain(phone);
    for (const storeId of [
      stranger.store_id,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ]) {
      const response = await switchStore(session.token, { store_id: storeId });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'You are not an active employee of this store',
        code: 'NOT_STORE_EMPLOYEE',
      });
    }
    await ctx.database.db.update(employees).set({ active: false }).where(eq(employees.id, jobA));
    expect((await switchStore(session.token, { store_id: a.store_id })).statusCode).toBe(403);
    // A shop owner is not an employee of their own shop.
    expect((await switchStore(stranger.token, { store_id: stranger.store_id })).statusCode).toBe(
      403,
    );
  });

  it('needs a store id (400) and a token (401)', async () => {
    const owner = await createShop(ctx);
    const missing = await switchStore(owner.token, {});
    expect(missing.statusCode).toBe(400);
    const refused = {
      error: 'Select a store',
      code: 'VALIDATION_FAILED',
      params: { rule: 'STORE_REQUIRED', field: 'store_id' },
    };
    expect(missing.json()).toEqual(refused);
    const blank = await switchStore(owner.token, { store_id: '  ' });
    expect(blank.json()).toEqual(refused);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/employee/switch_store',
      payload: { store_id: owner.store_id },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('issues tokens that logging out ends too', async () => {
    const { b, phone } = await twoJobs();
    const session = await signInAgain(phone);
    const switched = (
      await switchStore(session.token, { store_id: b.store_id })
    ).json<SwitchStoreResult>();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(switched.token),
    });
    expect(logout.statusCode).toBe(204);
    expect((await availableStores(switched.token)).statusCode).toBe(401);
    expect((await availableStores(session.token)).statusCode).toBe(401);
  });
});
