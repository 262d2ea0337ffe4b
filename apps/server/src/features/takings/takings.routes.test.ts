import type { Takings } from '@tailor/shared/takings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments';
import { placeOrder } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function takings(token: string, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/takings${query}`, headers: bearer(token) });
}

async function takingsOf(token: string, query = ''): Promise<Takings> {
  const response = await takings(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Takings>();
}

type Shop = Awaited<ReturnType<typeof createShop>>;

/** A ledger row at a chosen instant, as the payment flows write them. */
async function pay(
  shop: Shop,
  orderId: string,
  entry: { at: string; paise: number; kind: string; method: string; by: string },
) {
  await ctx.database.db.insert(payments).values({
    storeId: shop.store_id!,
    orderId,
    amountPaise: entry.paise,
    kind: entry.kind,
    method: entry.method,
    recordedBy: entry.by,
    createdAt: new Date(entry.at),
  });
}

describe('GET /api/takings', () => {
  let shop: Shop;
  let tailor: Awaited<ReturnType<typeof createEmployee>>;
  let other: Shop;

  // Today in India is 2026-03-10: it runs from 2026-03-09T18:30Z to 2026-03-10T18:30Z.
  beforeAll(async () => {
    ctx.clock.set('2026-03-10T12:00:00+05:30');
    shop = await createShop(ctx, { owners_name: 'Meena Sharma', shop_name: 'Sharma Boutique' });
    tailor = await createEmployee(ctx, shop, { name: 'Ravi Kumar' });
    other = await createShop(ctx, { owners_name: 'Other Owner', shop_name: 'Other Shop' });

    const asha = await placeOrder(ctx, shop, {
      customer: { name: 'Asha Rao' },
      products: [{ price: 2000 }],
      order: { advancePayment: 500, paymentType: 'cash' },
    });
    // The advance, taken through the API, moved to 00:00 IST today (18:30 UTC yesterday).
    await ctx.database.db
      .update(payments)
      .set({ createdAt: new Date('2026-03-09T18:30:00Z') })
      .where(eq(payments.orderId, asha._id));
    const bina = await placeOrder(ctx, shop, {
      customer: { name: 'Bina Patel' },
      products: [{ price: 1500 }],
    });
    // 23:59:59 IST yesterday: the same UTC day as today's first payment, but yesterday in India.
    await pay(shop, bina._id, {
      at: '2026-03-09T18:29:59Z',
      paise: 30_000,
      kind: 'advance',
      method: 'upi',
      by: tailor.user_id,
    });
    // 23:59:59.999 IST today, though its UTC day is the 10th as well.
    await pay(shop, asha._id, {
      at: '2026-03-10T18:29:59.999Z',
      paise: 25_050,
      kind: 'balance',
      method: 'card',
      by: tailor.user_id,
    });
    await pay(shop, bina._id, {
      at: '2026-03-10T09:15:00Z',
      paise: 70_000,
      kind: 'balance',
      method: 'upi',
      by: shop.user_id,
    });
    // Money given back today: out, not in.
    await pay(shop, bina._id, {
      at: '2026-03-10T10:00:00Z',
      paise: 10_000,
      kind: 'refund',
      method: 'cash',
      by: shop.user_id,
    });
    // 00:00 IST tomorrow, still the 10th in UTC: not today.
    await pay(shop, bina._id, {
      at: '2026-03-10T18:30:00Z',
      paise: 40_000,
      kind: 'final',
      method: 'cash',
      by: tailor.user_id,
    });

    const theirs = await placeOrder(ctx, other, {
      customer: { name: 'Other Customer' },
      products: [{ price: 900 }],
      order: { advancePayment: 900, paymentType: 'cash' },
    });
    await ctx.database.db
      .update(payments)
      .set({ createdAt: new Date('2026-03-10T06:00:00Z') })
      .where(eq(payments.orderId, theirs._id));
  });

  it("answers today's takings in India time by method and by person, refunds as money out", async () => {
    const today = await takingsOf(shop.token);
    expect(today).toMatchObject({
      from: '2026-03-10',
      to: '2026-03-10',
      time_zone: 'Asia/Kolkata',
    });
    expect(today.total).toEqual({ received: 1450.5, refunded: 100, net: 1350.5, count: 4 });
    expect(today.by_method).toEqual([
      { method: 'cash', received: 500, refunded: 100, net: 400, count: 2 },
      { method: 'upi', received: 700, refunded: 0, net: 700, count: 1 },
      { method: 'card', received: 250.5, refunded: 0, net: 250.5, count: 1 },
    ]);
    expect(today.by_person).toEqual([
      {
        user_id: shop.user_id,
        name: 'Meena Sharma',
        received: 1200,
        refunded: 100,
        net: 1100,
        count: 3,
      },
      {
        user_id: tailor.user_id,
        name: 'Ravi Kumar',
        received: 250.5,
        refunded: 0,
        net: 250.5,
        count: 1,
      },
    ]);
    expect(
      today.entries.map((e) => [
        e.at,
        e.order_number,
        e.customer_name,
        e.kind,
        e.method,
        e.amount,
        e.recorded_by_name,
      ]),
    ).toEqual([
      ['2026-03-10T18:29:59.999Z', '1', 'Asha Rao', 'balance', 'card', 250.5, 'Ravi Kumar'],
      ['2026-03-10T10:00:00.000Z', '2', 'Bina Patel', 'refund', 'cash', 100, 'Meena Sharma'],
      ['2026-03-10T09:15:00.000Z', '2', 'Bina Patel', 'balance', 'upi', 700, 'Meena Sharma'],
      ['2026-03-09T18:30:00.000Z', '1', 'Asha Rao', 'advance', 'cash', 500, 'Meena Sharma'],
    ]);
    expect(today.entries_truncated).toBe(false);
    expect(await takingsOf(shop.token, '?from=2026-03-10&to=2026-03-10')).toEqual(today);
    expect(await takingsOf(shop.token, '?from=2026-03-10')).toEqual(today);
  });

  it("lists one method's payments when asked, UPI ones with the reference their link carried", async () => {
    const all = await takingsOf(shop.token, '?from=2026-03-09&to=2026-03-10');
    const upi = await takingsOf(shop.token, '?from=2026-03-09&to=2026-03-10&method=upi');
    // The totals are the days' whole takings; only the list is of one method.
    expect(upi.total).toEqual(all.total);
    expect(upi.by_method).toEqual(all.by_method);
    expect(upi.entries.map((e) => [e.at, e.method, e.amount, e.upi_reference])).toEqual([
      ['2026-03-10T09:15:00.000Z', 'upi', 700, '2'],
      ['2026-03-09T18:29:59.000Z', 'upi', 300, '2'],
    ]);
    expect(all.entries.filter((e) => e.method === 'upi')).toEqual(upi.entries);
    expect(all.entries.filter((e) => e.method !== 'upi').map((e) => e.upi_reference)).toEqual(
      all.entries.filter((e) => e.method !== 'upi').map(() => null),
    );
    const cash = await takingsOf(shop.token, '?from=2026-03-09&to=2026-03-10&method=cash');
    expect(cash.entries.map((e) => e.method)).toEqual(['cash', 'cash']);
    const refused = await takings(shop.token, '?method=cheque');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toMatch(/method/i);
  });

  it('answers yesterday and a range of days, both ends included', async () => {
    const yesterday = await takingsOf(shop.token, '?from=2026-03-09&to=2026-03-09');
    expect(yesterday.total).toEqual({ received: 300, refunded: 0, net: 300, count: 1 });
    expect(yesterday.by_person).toEqual([
      {
        user_id: tailor.user_id,
        name: 'Ravi Kumar',
        received: 300,
        refunded: 0,
        net: 300,
        count: 1,
      },
    ]);
    expect(yesterday.entries.map((e) => e.at)).toEqual(['2026-03-09T18:29:59.000Z']);

    const tomorrow = await takingsOf(shop.token, '?to=2026-03-11');
    expect(tomorrow).toMatchObject({ from: '2026-03-11', to: '2026-03-11' });
    expect(tomorrow.by_method[0]).toEqual({
      method: 'cash',
      received: 400,
      refunded: 0,
      net: 400,
      count: 1,
    });

    const three = await takingsOf(shop.token, '?from=2026-03-09&to=2026-03-11');
    expect(three.total).toEqual({ received: 2150.5, refunded: 100, net: 2050.5, count: 6 });
    expect(three.entries).toHaveLength(6);
  });

  it("a long range counts the same money, and another shop's payments never show", async () => {
    const year = await takingsOf(shop.token, '?from=2025-03-11&to=2026-03-11');
    expect(year.total).toEqual({ received: 2150.5, refunded: 100, net: 2050.5, count: 6 });
    expect(year.entries.map((e) => e.customer_name)).not.toContain('Other Customer');

    const theirs = await takingsOf(other.token);
    expect(theirs.total).toEqual({ received: 900, refunded: 0, net: 900, count: 1 });
    expect(theirs.entries.map((e) => e.customer_name)).toEqual(['Other Customer']);
    expect(theirs.by_person.map((p) => p.user_id)).toEqual([other.user_id]);
  });

  it('shows an empty day as zeros for every method', async () => {
    const empty = await takingsOf(shop.token, '?from=2026-01-01');
    expect(empty.total).toEqual({ received: 0, refunded: 0, net: 0, count: 0 });
    expect(empty.by_method.map((m) => [m.method, m.net])).toEqual([
      ['cash', 0],
      ['upi', 0],
      ['card', 0],
    ]);
    expect(empty.by_person).toEqual([]);
    expect(empty.entries).toEqual([]);
  });

  it('refuses an end before the start, a range over 366 days and dates that are not days', async () => {
    const cases: Array<[string, string]> = [
      ['?from=2026-03-10&to=2026-03-09', 'End date cannot be earlier than start date.'],
      ['?from=2023-01-01&to=2024-01-02', 'Choose a range of at most 366 days'],
      ['?from=2026-02-30', 'Enter a valid date (YYYY-MM-DD)'],
      ['?to=10-03-2026', 'Enter a valid date (YYYY-MM-DD)'],
      ['?from=today', 'Enter a valid date (YYYY-MM-DD)'],
      ['?from=evil&to=%20%20', 'Enter a valid date (YYYY-MM-DD)'],
      ['?from=2026-13-01&to=2026-02-30', 'Enter a valid date (YYYY-MM-DD)'],
    ];
    for (const [query, message] of cases) {
      const response = await takings(shop.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: string }>().error, query).toContain(message);
    }
    // The range rules name their code, field and limit, for a form to show them there.
    expect((await takings(shop.token, '?from=2026-02-30')).json()).toEqual({
      error: 'Enter a valid date (YYYY-MM-DD)',
      code: 'VALIDATION_FAILED',
      params: { rule: 'DATE_INVALID', field: 'from' },
    });
    expect((await takings(shop.token, '?from=2026-03-10&to=2026-03-09')).json()).toEqual({
      error: 'End date cannot be earlier than start date.',
      code: 'VALIDATION_FAILED',
      params: { rule: 'TAKINGS_END_BEFORE_START', field: 'to' },
    });
    expect((await takings(shop.token, '?from=2023-01-01&to=2024-01-02')).json()).toEqual({
      error: 'Choose a range of at most 366 days',
      code: 'VALIDATION_FAILED',
      params: { max: 366, rule: 'TAKINGS_RANGE_TOO_LONG', field: 'to' },
    });
    // 366 days, a leap year's worth, is allowed.
    expect((await takings(shop.token, '?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expect((await takings(shop.token, '?from=2023-01-01&to=2024-01-01')).statusCode).toBe(200);
  });

  it('is for the shopkeeper only', async () => {
    const asEmployee = await takings(tailor.token);
    expect(asEmployee.statusCode).toBe(403);
    expect(asEmployee.json<{ error: string }>().error).toBeTruthy();
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/takings' });
    expect(anonymous.statusCode).toBe(401);
  });
});
